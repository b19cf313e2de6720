/**
 * Dutch texts of the forgot-flows screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const forgotFlowsNL = {
  pages: {},
  widgets: {},
  features: {},
  entities: {},
} as const;

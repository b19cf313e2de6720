/**
 * Dutch texts of the personal details and settings screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const accountNL = {
  pages: {},
  widgets: {},
  features: {},
  entities: {},
} as const;

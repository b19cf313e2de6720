/**
 * Dutch texts of the registration screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const registrationNL = {
  pages: {},
  widgets: {},
  features: {},
  entities: {},
} as const;

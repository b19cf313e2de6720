/**
 * Dutch texts of the bank identity (iDIN) screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const idinNL = {
  pages: {},
  widgets: {},
  features: {},
  entities: {},
} as const;

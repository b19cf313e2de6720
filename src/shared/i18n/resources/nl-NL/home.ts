/**
 * Dutch texts of the home (menu, dashboard, news, opening hours, contact) screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const homeNL = {
  pages: {},
  widgets: {},
  features: {},
  entities: {},
} as const;

/**
 * Dutch texts of the message box and reimbursement documents screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const messageBoxNL = {
  pages: {},
  widgets: {},
  features: {},
  entities: {},
} as const;

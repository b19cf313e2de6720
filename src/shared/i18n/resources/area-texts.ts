/** What an area's text file holds: its texts by layer and slice, merged into the Dutch resources when loaded. */
export interface AreaTexts {
  pages?: Record<string, unknown>;
  widgets?: Record<string, unknown>;
  features?: Record<string, unknown>;
  entities?: Record<string, unknown>;
  /** the forms kit's own words (steps, buttons, files, dialogs), loaded with the validation messages */
  forms?: Record<string, unknown>;
  /** the new-password group's checklist, with the forms kit's words */
  newPassword?: Record<string, unknown>;
  /** the domain validators' message keys (`validation.<key>`) */
  validation?: Record<string, string>;
}

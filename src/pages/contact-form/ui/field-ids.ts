/** The id of each answer's field, which the error summary and the change links point to. */
export const FIELD_IDS = {
  customerNumber: 'contact-person',
  topic: 'contact-topic',
  question: 'contact-question',
  files: 'contact-files',
  email: 'contact-email',
  phoneNumber: 'contact-phone',
} as const;

/** A summary line's field; a refusal of the whole form leads to the first field. */
export function fieldIdOf(path: string | null): string {
  return (path && path in FIELD_IDS ? FIELD_IDS[path as keyof typeof FIELD_IDS] : null) ?? FIELD_IDS.topic;
}

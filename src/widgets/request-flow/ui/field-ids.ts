import type { RequestField } from '@portal/domain';

/** Radios for a choice of at most this many options, a select for more. */
export const RADIO_LIMIT = 4;

/** The id of a request's answer field; the error summary and the summary's change links point to it. */
export const requestFieldId = (name: string) => `request-${name}`;

/** Whether a field is drawn as a group of radios (reached by its first option, `${id}-0`). */
export function isRadioGroup(field: RequestField): boolean {
  return field.fixed === undefined && (field.kind === 'yes-no' || (field.kind === 'choice' && (field.options?.length ?? 0) <= RADIO_LIMIT));
}

/** Where focus goes for a field: the input, or a radio group's first option. */
export function focusIdOf(field: RequestField): string {
  const id = requestFieldId(field.name);
  return isRadioGroup(field) ? `${id}-0` : id;
}

/** The key of a field's texts (label, hint, options): an item's field shares its texts with the same field of every item. */
export const textNameOf = (field: RequestField) => field.listItem?.name ?? field.name;

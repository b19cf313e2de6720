/**
 * What a form shows as an error: an i18n key (`validation.email-invalid`,
 * `pages.contactForm.errors.topic-required`) or a key with the values its text
 * needs. Models speak in keys; only the UI turns them into text.
 */
export type FormMessage = string | { key: string; values: Record<string, string | number> };

/** Errors by field path: `email`, or `rides.3.date` for an item of a repeated group. */
export type FormErrors<Path extends string = string> = Partial<Record<Path, FormMessage>>;

/** A refusal that is no one field's fault, or the server's reason for one field. */
export interface FormRefusal {
  message: FormMessage;
  /** the field the refusal names, when it names one */
  field?: string;
  /**
   * further fields the same refusal is about ("the combination of birth date and agreement number"): each is
   * marked with it too, while the error summary lists it once, linked to `field`
   */
  alsoFields?: readonly string[];
}

export function messageKeyOf(message: FormMessage): string {
  return typeof message === 'string' ? message : message.key;
}

export function messageValuesOf(message: FormMessage): Record<string, string | number> | undefined {
  return typeof message === 'string' ? undefined : message.values;
}

const BARE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A domain rule's bare key (`files-required`) is a key of the validation
 * messages: `validation.files-required`; a namespaced key stays as it is. The
 * form model applies it to every error, so no form can show a raw key.
 */
export function namespacedMessage(message: FormMessage): FormMessage {
  const key = messageKeyOf(message);
  if (!BARE_KEY.test(key)) return message;
  return typeof message === 'string' ? `validation.${key}` : { ...message, key: `validation.${key}` };
}

/** Every error of a form with its namespace (see `namespacedMessage`). */
export function namespacedErrors(errors: FormErrors): FormErrors {
  const namespaced: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (message !== undefined) namespaced[path] = namespacedMessage(message);
  }
  return namespaced;
}

/**
 * Only the errors that are there, as i18n keys: `{ a: null, b: 'email-invalid' }`
 * → `{ b: 'validation.email-invalid' }`. A bare domain key gets the `validation.`
 * namespace; a namespaced key stays as it is. A missing value may name its
 * field (`missing`), so that the error summary does not list "Dit veld is
 * verplicht." three times.
 */
export function validationErrors<Field extends string>(
  results: Record<Field, FormMessage | null>,
  missing: Partial<Record<Field, string>> = {},
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const [field, message] of Object.entries(results) as [Field, FormMessage | null][]) {
    if (message === null) continue;
    const missingKey = missing[field];
    if (message === 'required-field' && missingKey) errors[field] = missingKey;
    else errors[field] = namespacedMessage(message);
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

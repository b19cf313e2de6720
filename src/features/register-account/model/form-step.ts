import { combine, createEvent, createStore, sample, type Store, type Unit } from 'effector';

/** A field's error as an i18n key (`validation.<rule>` or one of this feature's keys). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * One step's form: its text fields, their errors (shown once the step was
 * submitted), an attempt counter for the error summary's focus, and
 * `validSubmitted` when every rule passes.
 */
export function createFormStep<Field extends string, Extra>(config: {
  fields: readonly Field[];
  extra: Store<Extra>;
  validate: (values: Record<Field, string>, extra: Extra) => FieldErrors<Field>;
  /** empties the fields and forgets the submit */
  clearOn: Unit<unknown>[];
}) {
  const fieldChanged = createEvent<{ field: Field; value: string }>();
  const submitted = createEvent();
  const cleared = createEvent();
  const empty = Object.fromEntries(config.fields.map((field) => [field, ''])) as Record<Field, string>;

  const $values = createStore(empty)
    .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
    .reset([cleared, ...config.clearOn]);
  const $errors = combine($values, config.extra, (values, extra) => config.validate(values, extra));
  const $attempt = createStore(0).on(submitted, (attempt) => attempt + 1);
  const $wasSubmitted = createStore(false)
    .on(submitted, () => true)
    .reset([cleared, ...config.clearOn]);
  const $shownErrors = combine($errors, $wasSubmitted, (errors, wasSubmitted): FieldErrors<Field> => (wasSubmitted ? errors : {}));

  const validSubmitted = sample({
    clock: submitted,
    source: { values: $values, errors: $errors },
    filter: ({ errors }) => Object.keys(errors).length === 0,
    fn: ({ values }) => values,
  });

  return { fieldChanged, submitted, cleared, $values, $shownErrors, $attempt, validSubmitted };
}

export type FormStep<Field extends string> = Pick<
  ReturnType<typeof createFormStep<Field, unknown>>,
  'fieldChanged' | 'submitted' | '$values' | '$shownErrors' | '$attempt'
>;

/**
 * Only the errors that are there: `{ a: null, b: 'x' }` → `{ b: 'validation.x' }`.
 * A missing value says which field it is (`missing`), so that the error
 * summary does not list "Dit veld is verplicht." three times.
 */
export function validationErrors<Field extends string>(
  results: Record<Field, string | null>,
  missing: Partial<Record<Field, string>> = {},
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, key] of Object.entries(results) as [Field, string | null][]) {
    if (key === null) continue;
    const missingKey = missing[field];
    if (key === 'required-field' && missingKey) errors[field] = missingKey;
    else errors[field] = key.includes('.') ? key : `validation.${key}`;
  }
  return errors;
}

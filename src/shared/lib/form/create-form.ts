import { combine, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import { hasErrors, namespacedErrors, namespacedMessage, type FormErrors, type FormMessage, type FormRefusal } from './messages';

/** One field's change, typed by the field's own value. */
export type FieldChange<Values> = { [Field in keyof Values]: { field: Field; value: Values[Field] } }[keyof Values];

/** Fields that hold a repeated group (20 trips, several care instances). */
export type ListField<Values> = {
  [Field in keyof Values]: Values[Field] extends readonly (infer Item)[] ? (Item extends object ? Field : never) : never;
}[keyof Values];
export type ItemOf<Values, Field extends keyof Values> = Values[Field] extends readonly (infer Item)[] ? Item : never;

type ItemAdded<Values> = { [Field in ListField<Values>]: { field: Field; item: ItemOf<Values, Field> } }[ListField<Values>];
type ItemChanged<Values> = {
  [Field in ListField<Values>]: { field: Field; index: number; changes: Partial<ItemOf<Values, Field>> };
}[ListField<Values>];

/** One line of the error summary: the field it links to and what is wrong. */
export interface SummaryLine {
  /** the field's path (`email`, `rides.3.date`), or null for a refusal of the whole form */
  path: string | null;
  message: FormMessage;
}

export interface FormConfig<Values extends object, Extra> {
  initial: Values;
  /** every rule of the form, as message keys by field path, in the order of the fields */
  validate: (values: Values, extra: Extra) => FormErrors;
  /** what the rules need besides the values (today's date, the chosen person, the attachments) */
  extra?: Store<Extra>;
  /** empties the form: values back to the start, errors hidden, refusal gone */
  resetOn?: Unit<unknown>[];
  /** keeps the answers but hides the errors until the next submit (another choice that starts the form afresh) */
  hideErrorsOn?: Unit<unknown>[];
  /**
   * The questions that appear only after another answer (a list's next item too) and are not on screen with these
   * answers. A question's error shows only once the form was submitted while it was asked: one that just appeared
   * is not in error before the user had a chance to answer it. (Its rule still counts: the form is not valid without it.)
   */
  unaskedQuestions?: (values: Values, extra: Extra) => readonly string[];
}

const $noExtra = createStore<unknown>(null, { serialize: 'ignore', name: 'noFormExtra' });

function replaceItem<Item>(items: readonly Item[], index: number, changes: Partial<Item>): Item[] {
  return items.map((item, at) => (at === index ? { ...item, ...changes } : item));
}

/**
 * The one form model of the portal (STYLE 16): its values, the errors the
 * domain's rules give (shown once the form was submitted), an attempt counter
 * that lets the error summary take focus again, the server's refusal, the
 * repeated groups, and `validSubmitted` when every rule passes. Saving is
 * added by `createFormSubmission`, steps by `createWizard`.
 */
export function createForm<Values extends object, Extra = undefined>(config: FormConfig<Values, Extra>) {
  const fieldChanged = createEvent<FieldChange<Values>>();
  /** fills the form with what is known (the account's e-mail address, a topic from the address) */
  const filled = createEvent<Partial<Values>>();
  const itemAdded = createEvent<ItemAdded<Values>>();
  const itemRemoved = createEvent<{ field: ListField<Values>; index: number }>();
  const itemChanged = createEvent<ItemChanged<Values>>();
  const submitted = createEvent();
  const reset = createEvent();
  /** the server refused the form: its reason goes into the error summary (and at the field it names) */
  const refused = createEvent<FormRefusal>();
  const resets = [reset, ...(config.resetOn ?? [])];
  const $extra = (config.extra ?? $noExtra) as Store<Extra>;

  const $values = createStore<Values>(config.initial, { serialize: 'ignore' })
    .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
    .on(filled, (values, known) => ({ ...values, ...known }))
    .on(itemAdded, (values, { field, item }) => ({
      ...values,
      [field]: [...(values[field] as readonly unknown[]), item],
    }))
    .on(itemRemoved, (values, { field, index }) => ({
      ...values,
      [field]: (values[field] as readonly unknown[]).filter((_, at) => at !== index),
    }))
    .on(itemChanged, (values, { field, index, changes }) => ({
      ...values,
      [field]: replaceItem(values[field] as readonly object[], index, changes),
    }))
    .reset(resets);

  /** what the form held when it was opened or filled: unsaved answers differ from it */
  const $baseline = createStore<Values>(config.initial, { serialize: 'ignore' })
    .on(filled, (baseline, known) => ({ ...baseline, ...known }))
    .reset(resets);

  const $errors = combine($values, $extra, (values, extraValue) => namespacedErrors(config.validate(values, extraValue)));
  const $attempt = createStore(0)
    .on([submitted, refused], (attempt) => attempt + 1)
    .reset(resets);
  // a refusal answers a valid submit: what the form empties after it (a wrong password) is not an error until sent again
  const $wasSubmitted = createStore(false)
    .on(submitted, () => true)
    .reset([refused, ...resets, ...(config.hideErrorsOn ?? [])]);
  /** the conditional questions that were not asked at the last submit: their errors wait for the next one */
  const $unaskedAtSubmit = createStore<readonly string[]>([], { serialize: 'ignore' })
    .on(
      sample({ clock: submitted, source: { values: $values, extra: $extra } }),
      (_, { values, extra }) => config.unaskedQuestions?.(values, extra) ?? [],
    )
    .reset([...resets, ...(config.hideErrorsOn ?? [])]);
  const $refusal = createStore<FormRefusal | null>(null)
    .on(refused, (_, refusal) => ({ ...refusal, message: namespacedMessage(refusal.message) }))
    // a refusal belongs to the answers it was given for: corrected or sent again, it goes
    .reset([fieldChanged, itemAdded, itemRemoved, itemChanged, submitted, ...resets]);

  const $shownErrors = combine($errors, $wasSubmitted, $unaskedAtSubmit, $refusal, (errors, wasSubmitted, unasked, refusal): FormErrors => {
    const shown: FormErrors = {};
    if (wasSubmitted) {
      for (const [path, message] of Object.entries(errors)) {
        if (!unasked.some((question) => path === question || path.startsWith(`${question}.`))) shown[path] = message;
      }
    }
    if (refusal?.field) {
      for (const field of [refusal.field, ...(refusal.alsoFields ?? [])]) shown[field] ??= refusal.message;
    }
    return shown;
  });

  /** the error summary's lines: the refusal of the whole form first, then each field in order (a refusal about several fields once) */
  const $summary = combine($shownErrors, $refusal, (errors, refusal): SummaryLine[] => {
    const lines: SummaryLine[] = [];
    if (refusal && !refusal.field) lines.push({ path: null, message: refusal.message });
    const listedElsewhere = new Set(refusal?.field ? (refusal.alsoFields ?? []) : []);
    for (const [path, message] of Object.entries(errors)) {
      if (message === undefined || (listedElsewhere.has(path) && message === refusal?.message)) continue;
      lines.push({ path, message });
    }
    return lines;
  });

  const $isDirty = combine($values, $baseline, (values, baseline) => JSON.stringify(values) !== JSON.stringify(baseline));
  const $isValid = $errors.map((errors) => !hasErrors(errors));

  const validSubmitted = sample({
    clock: submitted,
    source: { values: $values, isValid: $isValid },
    filter: ({ isValid }) => isValid,
    fn: ({ values }) => values,
  });

  return {
    fieldChanged,
    filled,
    itemAdded,
    itemRemoved,
    itemChanged,
    submitted,
    reset,
    refused,
    $values,
    $errors,
    $shownErrors,
    $summary,
    $attempt,
    $wasSubmitted,
    $refusal,
    $isDirty,
    $isValid,
    validSubmitted,
  };
}

export type Form<Values extends object> = ReturnType<typeof createForm<Values, unknown>>;

import { messageKeyOf, messageValuesOf, type FormMessage } from './messages';

declare const namesItsField: unique symbol;

/**
 * An error text that says which field it is about (issue 33). Only
 * `namedErrorText` makes one, and the error summary takes nothing else, so a
 * form cannot list "Dit veld is verplicht." seven times without saying where.
 */
export type NamedErrorText = string & { readonly [namesItsField]: true };

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** the shared validation messages and the kit's own (a server refusal, "Vul maximaal 100 tekens in."): written for no field in particular */
const SHARED_NAMESPACES = ['validation.', 'forms.'];
const REQUIRED_KEY = 'validation.required-field';

/** Whether a text already names its field ("Vul uw e-mailadres in." for the field "E-mailadres"). */
function mentions(text: string, label: string): boolean {
  return text.toLocaleLowerCase('nl-NL').includes(label.trim().toLocaleLowerCase('nl-NL'));
}

/**
 * The one rule of the forms kit for an error's words, the same in the summary
 * and at the field: a missing answer reads "Vul dit in: {label}"; any other
 * shared message (`validation.…`, `forms.…`: written for no field in
 * particular) that does not mention its field gets the label before it
 * ("Datum van de rit: Vul een geldige datum in."; after a question only a
 * space). A form's own messages are written for their field and stay as they
 * are, as does a refusal of the whole form (label null).
 */
export function namedErrorText(translate: Translate, message: FormMessage, label: string | null): NamedErrorText {
  const key = messageKeyOf(message);
  const text = translate(key, messageValuesOf(message) ?? {});
  if (label === null || label.trim() === '') return text as NamedErrorText;
  if (key === REQUIRED_KEY) return translate('forms.requiredNamed', { field: label }) as NamedErrorText;
  if (!SHARED_NAMESPACES.some((namespace) => key.startsWith(namespace)) || mentions(text, label)) return text as NamedErrorText;
  const field = label.trim();
  return translate(field.endsWith('?') ? 'forms.errorAfterQuestion' : 'forms.errorNamed', { field, message: text }) as NamedErrorText;
}

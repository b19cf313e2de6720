import { serverMessageOf, statusOf } from '@/shared/api';
import { VALIDATION_MESSAGES_NL, type ValidationMessageKey } from '@portal/domain';
import type { FormRefusal } from './messages';

/** the fake backend's (and the API's) field refusals, in Dutch: `Het veld 'email' mag hoogstens 200 tekens bevatten.` */
const TOO_LONG = /^Het veld '([^']+)' mag hoogstens (\d+) tekens bevatten/;
const REQUIRED = /^Het veld '([^']+)' is verplicht/;
/** The domain rule whose Dutch text the server answered; built on first use, so a page that never meets a refusal does not carry the texts. */
let ruleOfText: Map<string, ValidationMessageKey> | null = null;
function ruleNamed(text: string): ValidationMessageKey | undefined {
  ruleOfText ??= new Map((Object.entries(VALIDATION_MESSAGES_NL) as [ValidationMessageKey, string][]).map(([key, rule]) => [rule, key]));
  return ruleOfText.get(text);
}

/**
 * The server's 400 for answers it refuses, in the user's words (issue 12
 * point 3): a field that is too long or missing (named in the message, mapped
 * to the form's own field by `fields`), or one of the domain's rules (the
 * server answers the domain's Dutch text). Anything else, and any other
 * status, is no reason to show: null, the form's error-saving notice.
 */
export function serverRefusalOf(error: unknown, fields: Record<string, string> = {}): FormRefusal | null {
  const message = serverMessageOf(error);
  if (statusOf(error) !== 400 || message === null) return null;
  const fieldOf = (name: string | undefined) => (name === undefined ? undefined : fields[name]);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return withField({ message: { key: 'forms.refusals.tooLong', values: { max: Number(tooLong[2]) } } }, fieldOf(tooLong[1]));
  const required = REQUIRED.exec(message);
  if (required) return withField({ message: 'validation.required-field' }, fieldOf(required[1]));
  const rule = ruleNamed(message.trim());
  if (rule) return { message: `validation.${rule}` };
  return null;
}

/**
 * The rule the server names at the end of a refusal, for the screens that read it back:
 * `… (payment-deficit).`, `… (partner-already-insured; persons.0.role)`,
 * `… (veld 'medicalSelection.numberOfMissingTeeth'; missing-teeth-invalid).` A rule key is
 * written with dashes or in camelCase; a hint such as `(cijfers)` or `(jjjj-mm-dd)` is no rule.
 */
const RULE_TAG = /\s*\((?:veld '[^']*'; )?(?!jjjj-mm-dd\))(?:[a-z]+(?:-[a-z]+)+|[a-z]+[A-Z][A-Za-z]*)(?:; [^)]*)?\)\.?$/;

/**
 * A refusal in the server's own words as the user reads it: without the rule
 * tag at its end (that is for the screens that have their own text for the
 * rule), ending as a sentence.
 */
export function serverReasonOf(message: string): string {
  const text = message.trim();
  const withoutTag = text.replace(RULE_TAG, '');
  if (withoutTag === text || withoutTag === '') return text;
  return /[.!?]$/.test(withoutTag) ? withoutTag : `${withoutTag}.`;
}

function withField(refusal: FormRefusal, field: string | undefined): FormRefusal {
  return field === undefined ? refusal : { ...refusal, field };
}

import { describe, expect, test } from 'vitest';
import { namedErrorText } from './named-error';
import type { FormMessage } from './messages';

/** A translate function with the kit's texts and a few messages, so the rule is tested apart from i18next. */
const TEXTS: Record<string, string> = {
  'forms.requiredNamed': 'Vul dit in: {{field}}',
  'forms.errorNamed': '{{field}}: {{message}}',
  'forms.errorAfterQuestion': '{{field}} {{message}}',
  'validation.required-field': 'Dit veld is verplicht.',
  'validation.date-invalid': 'Vul een geldige datum in.',
  'validation.email-required': 'Vul uw e-mailadres in.',
  'validation.distance-meters-out-of-range': 'Vul een afstand in van {{min}} tot en met {{max}} meter.',
  'pages.x.errors.kind-required': 'Kies wat u wilt declareren.',
  'features.login.formInvalid': 'De combinatie is onjuist.',
};
const translate = (key: string, values: Record<string, string | number> = {}) =>
  (TEXTS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe('namedErrorText: every error says which field it is about (issue 33)', () => {
  test.for([
    { case: 'a missing answer', message: 'validation.required-field', label: 'Hoeveel meter kunt u maximaal lopen?', expected: 'Vul dit in: Hoeveel meter kunt u maximaal lopen?' },
    { case: 'a shared message gets the label', message: 'validation.date-invalid', label: 'Datum van rit 2', expected: 'Datum van rit 2: Vul een geldige datum in.' },
    { case: 'after a question only a space', message: 'validation.date-invalid', label: 'Wanneer begon de zorg?', expected: 'Wanneer begon de zorg? Vul een geldige datum in.' },
    {
      case: 'with its values',
      message: { key: 'validation.distance-meters-out-of-range', values: { min: 1, max: 1000 } },
      label: 'Loopafstand',
      expected: 'Loopafstand: Vul een afstand in van 1 tot en met 1000 meter.',
    },
    { case: 'a message that already mentions its field', message: 'validation.email-required', label: 'E-mailadres', expected: 'Vul uw e-mailadres in.' },
    { case: "a form's own message, written for its field", message: 'pages.x.errors.kind-required', label: 'Wat wilt u declareren?', expected: 'Kies wat u wilt declareren.' },
    { case: 'a refusal of the whole form', message: 'features.login.formInvalid', label: null, expected: 'De combinatie is onjuist.' },
  ] satisfies { case: string; message: FormMessage; label: string | null; expected: string }[])('$case', ({ message, label, expected }) => {
    expect(namedErrorText(translate, message, label)).toBe(expected);
  });

  test('seven missing answers are seven different lines', () => {
    const labels = ['Voorletters', 'Voornaam', 'Achternaam', 'Geboortedatum', 'Geslacht', 'BSN', 'Nationaliteit'];
    const lines = labels.map((label) => namedErrorText(translate, 'validation.required-field', label));
    expect(new Set(lines).size).toBe(labels.length);
  });
});

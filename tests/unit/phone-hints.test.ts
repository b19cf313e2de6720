import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import type { SliceTexts } from '@/shared/i18n';
import { nlNL } from '@/shared/i18n/resources/nl-NL';
import { validationNL } from '@/shared/i18n/resources/nl-NL/validation';

/**
 * One rule for a phone number (spec 01 §5: a Dutch number, or '+' and a country code), so one text under every
 * phone field that asks it as one number: `forms.phoneHint`. A slice may say what its number is for beside it
 * (`$t(forms.phoneHint)`), never give its own examples. The one exception is a number typed after a country-code
 * choice: its rule is another (no country code in the field), and so is its hint.
 */
const NUMBER_AFTER_A_COUNTRY_CODE_CHOICE = ['pages.treatmentAbroad.hints.doctorPhone'];

type Tree = { [key: string]: string | Tree };

const sliceModules = import.meta.glob<Record<string, SliceTexts | readonly SliceTexts[]>>('/src/**/config/texts.ts', { eager: true });
const slices: object[] = Object.values(sliceModules).flatMap((module) =>
  Object.values(module).flatMap((exported) => (Array.isArray(exported) ? exported : [exported]) as object[]),
);

function phoneHintKeys(node: Tree, path: string[] = [], found: string[] = []): string[] {
  for (const [key, value] of Object.entries(node)) {
    const at = [...path, key];
    if (typeof value === 'object') phoneHintKeys(value, at, found);
    else if (/phone/i.test(at.join('.')) && /hint/i.test(at.join('.'))) found.push(at.join('.'));
  }
  return found;
}

const i18n = i18next.createInstance();
await i18n.init({ lng: 'nl-NL', resources: { 'nl-NL': { translation: {} } }, interpolation: { escapeValue: false }, initAsync: false });
for (const texts of [nlNL, validationNL, ...slices]) i18n.addResourceBundle('nl-NL', 'translation', texts, true, true);

const shared = i18n.t('forms.phoneHint');
const hintKeys = [...new Set(slices.flatMap((texts) => phoneHintKeys(texts as Tree)))].filter((key) => !NUMBER_AFTER_A_COUNTRY_CODE_CHOICE.includes(key));

describe('the phone fields share one hint (spec 01 §5 "Phone")', () => {
  test('the shared hint names a Dutch number and a foreign one with its country code', () => {
    expect(shared).toMatch(/06 12345678/);
    expect(shared).toMatch(/\+32 470 12 34 56/);
  });

  test('the slices have phone hints to check', () => {
    expect(hintKeys.length).toBeGreaterThanOrEqual(3);
  });

  test.for(hintKeys.map((key) => ({ key })))('$key is the shared hint, with at most what the number is for', ({ key }) => {
    const text = i18n.t(key);
    expect(text).toContain(shared);
    // no example of its own beside the shared one
    expect(text.replace(shared, '')).not.toMatch(/\d/);
  });
});

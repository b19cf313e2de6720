// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { $isLanguageSettled, languageChosen, restoreLanguageFx } from './model';

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('nl-NL');
});

// spec 01 §1: English for the navigation labels; its texts are a chunk of their own (issue 19)
describe('switching the language', () => {
  test('English is chosen: its texts are there when the language changes', async () => {
    const seen: string[] = [];
    const record = () => seen.push(i18n.t('routes.home'));
    i18n.on('languageChanged', record);
    await allSettled(languageChosen, { scope: fork(), params: 'en-US' });
    i18n.off('languageChanged', record);
    expect(i18n.language).toBe('en-US');
    expect(seen).toEqual(['Overview']);
    expect(i18n.t('pages.login.intro'), 'the rest stays Dutch').toMatch(/^Log in met uw gebruikersnaam/);
  });

  test.for([
    { case: 'English chosen on an earlier visit', stored: 'en-US', language: 'en-US', home: 'Overview' },
    { case: 'Dutch chosen before', stored: 'nl-NL', language: 'nl-NL', home: 'Overzicht' },
    { case: 'nothing chosen', stored: null, language: 'nl-NL', home: 'Overzicht' },
    { case: 'no language of ours', stored: 'fr-FR', language: 'nl-NL', home: 'Overzicht' },
  ])('at start, $case: $language', async ({ stored, language, home }) => {
    if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    const scope = fork();
    expect(scope.getState($isLanguageSettled)).toBe(false);
    await allSettled(restoreLanguageFx, { scope });
    expect(scope.getState($isLanguageSettled)).toBe(true);
    expect(i18n.language).toBe(language);
    expect(i18n.t('routes.home')).toBe(home);
  });
});

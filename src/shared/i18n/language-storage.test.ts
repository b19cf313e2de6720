// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test } from 'vitest';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';
import { languageChanged } from './model';

afterEach(() => localStorage.clear());

describe('issue 12 point 12: the language choice is kept across a reload (the language only)', () => {
  test('a chosen language is stored, and read back at the next start', async () => {
    expect(storedLanguage()).toBeNull();
    await allSettled(languageChanged, { scope: fork(), params: 'en-US' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(storedLanguage()).toBe('en-US');
    expect(Object.keys(localStorage)).toEqual([LANGUAGE_STORAGE_KEY]);
  });

  test('a stored value that is no language of ours is no choice, and is not stored', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr-FR');
    expect(storedLanguage()).toBeNull();
    await allSettled(languageChanged, { scope: fork(), params: 'xx' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-FR');
  });
});

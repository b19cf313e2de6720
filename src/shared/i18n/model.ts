import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { DEFAULT_LANGUAGE, i18n, isSupportedLanguage, LANGUAGE_STORAGE_KEY, storedLanguage, type Language } from './i18n';
import { switchLanguage } from './language-texts';

/** The language i18next switched to; models read `$language` instead of i18next. */
export const languageChanged = createEvent<string>();
export const $language = createStore<string>(DEFAULT_LANGUAGE).on(languageChanged, (_, language) => language);

/** Follows i18next's language into the app's scope; the app starts it once. */
export const followLanguageFx = createEffect(() => {
  const changed = scopeBind(languageChanged, { safe: true });
  changed(i18n.language);
  i18n.on('languageChanged', (language: string) => changed(language));
});

/** A chosen language is kept for the next visit (issue 12 point 12); storage that refuses is no failure. */
export const storeLanguageFx = createEffect((language: string) => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode or full storage: the choice lasts this visit only
  }
});
sample({ clock: languageChanged, filter: (language) => isSupportedLanguage(language), target: storeLanguageFx });

/** The user picks a language (the menu's language buttons). */
export const languageChosen = createEvent<Language>();
const switchLanguageFx = createEffect(switchLanguage);
sample({ clock: languageChosen, target: switchLanguageFx });

/** At start, before `followLanguageFx` (which stores the language it finds): the language chosen on an earlier visit, its texts loaded first. */
export const restoreLanguageFx = createEffect(async () => {
  const stored = storedLanguage();
  if (stored !== null && stored !== i18n.language) await switchLanguage(stored);
});
/** The language of the visit is settled (restored, or nothing to restore, or its texts failed): the shell may render. */
export const $isLanguageSettled = createStore(false, { serialize: 'ignore' }).on(restoreLanguageFx.finally, () => true);

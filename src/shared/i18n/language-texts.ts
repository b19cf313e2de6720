import { i18n, type Language } from './i18n';
import { loadOnceEach } from './load-once';

/**
 * The shell's texts of the languages besides Dutch (only navigation labels, spec 01 §1): a chunk of their own,
 * loaded before the portal switches to that language, so a Dutch visit does not fetch them (issue 19).
 */
const LANGUAGE_TEXTS: Partial<Record<Language, () => Promise<object>>> = {
  'en-US': () => import('./resources/en-US').then((texts) => texts.enUS),
};

// slices may have added their own texts of this language already: these are added beside them
const loadLanguageTexts = loadOnceEach((language: Language) => {
  const load = LANGUAGE_TEXTS[language];
  return load
    ? load().then((texts) => {
        i18n.addResourceBundle(language, 'translation', texts, true, false);
      })
    : Promise.resolve();
});

/** Switches to `language` once its texts are there; the texts that cannot be loaded leave the language as it is. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguageTexts(language);
  await i18n.changeLanguage(language);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { nlNL } from './resources/nl-NL';

export const SUPPORTED_LANGUAGES = ['nl-NL', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl-NL';

/** The portal's instance; react-i18next's `useTranslation` reads it (no provider needed). */
export const i18n = i18next.createInstance().use(initReactI18next);

/** The chosen language, kept across a reload (issue 12 point 12): the language only, nothing personal. */
export const LANGUAGE_STORAGE_KEY = 'mijn-omgeving.language';

/** The language chosen before, when it is one of ours; storage that cannot be read is no choice. */
export function storedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    return isSupportedLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

// Dutch at first: a language chosen before is restored at start, once its texts are loaded (language-texts.ts)
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  resources: { 'nl-NL': { translation: nlNL } },
  // the Dutch resources are bundled, so initialisation is synchronous
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // the texts are bundled and ready at once: no Suspense boundary needed
  react: { useSuspense: false },
});

export function isSupportedLanguage(value: string | null | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

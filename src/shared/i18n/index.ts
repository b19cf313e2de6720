export { i18n, SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, isSupportedLanguage, storedLanguage, LANGUAGE_STORAGE_KEY, type Language } from './i18n';
export { nlNL, type Resources } from './resources/nl-NL';
export { loadAreaTexts, type TextArea } from './area-texts';
/** Texts for components (react-i18next), re-rendering when the language changes. */
export { useTranslation } from 'react-i18next';
export { $language, languageChanged, languageChosen, followLanguageFx, storeLanguageFx, restoreLanguageFx, $isLanguageSettled } from './model';
export { addTexts, type SliceTexts } from './slice-texts';
export { textLanguage } from './text-language';

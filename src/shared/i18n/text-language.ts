import { DEFAULT_LANGUAGE, i18n, isSupportedLanguage, type Language } from './i18n';

/**
 * The language `key`'s text is shown in: the chosen one where that has the text (English exists only for
 * navigation labels, spec 01 §1), else Dutch, which every other text falls back to. For `lang` attributes,
 * so that a screen reader reads 'Instellingen' in Dutch under an English menu (WCAG 3.1.2).
 */
export function textLanguage(key: string, language: string = i18n.language): Language {
  return isSupportedLanguage(language) && i18n.getResource(language, 'translation', key) !== undefined ? language : DEFAULT_LANGUAGE;
}

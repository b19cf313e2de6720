import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;
const t: TFunction = i18n.t.bind(i18n);

/**
 * Texts for components, re-rendering when the language changes. A few lines
 * over i18next instead of react-i18next keep the login page's bundle small.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n; language: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return { t, i18n, language };
}

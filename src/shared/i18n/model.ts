import { createEffect, createEvent, createStore, scopeBind } from 'effector';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

/** The language i18next switched to; models read `$language` instead of i18next. */
export const languageChanged = createEvent<string>();
export const $language = createStore<string>(DEFAULT_LANGUAGE).on(languageChanged, (_, language) => language);

/** Follows i18next's language into the app's scope; the app starts it once. */
export const followLanguageFx = createEffect(() => {
  const changed = scopeBind(languageChanged, { safe: true });
  changed(i18n.language);
  i18n.on('languageChanged', (language: string) => changed(language));
});

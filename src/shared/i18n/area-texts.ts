import { i18n } from './i18n';
import { loadOnceEach } from './load-once';

/**
 * The validation messages, shared by every form: a chunk of their own that
 * each screen's loader waits for (`loadAreaTexts('validation')`). Every other
 * text belongs to its slice (`<slice>/config/texts.ts`, see `addTexts`).
 */
const AREA_TEXTS = {
  validation: () => import('./resources/nl-NL/validation').then((texts) => texts.validationNL),
} satisfies Record<string, () => Promise<object>>;

export type TextArea = keyof typeof AREA_TEXTS;

// a failed chunk may be retried by the next screen that needs it
const loadArea = loadOnceEach((area: TextArea) =>
  AREA_TEXTS[area]().then((texts) => {
    i18n.addResourceBundle('nl-NL', 'translation', texts, true, true);
  }),
);

/** Adds the area's texts to the Dutch resources, once; later calls share the first load. */
export function loadAreaTexts(...areas: TextArea[]): Promise<void> {
  return Promise.all(areas.map(loadArea)).then(() => undefined);
}

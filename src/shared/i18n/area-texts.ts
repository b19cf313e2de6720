import { i18n } from './i18n';
import type { AreaTexts } from './resources/area-texts';

/**
 * The Dutch texts of each area, in chunks of their own: a screen's loader
 * waits for its area's texts (`loadAreaTexts`) before it renders, so texts
 * never show as keys and the login page does not carry them.
 */
const AREA_TEXTS = {
  validation: () => import('./resources/nl-NL/validation').then((texts) => texts.validationNL),
  'forgot-flows': () => import('./resources/nl-NL/forgot-flows').then((texts) => texts.forgotFlowsNL),
  registration: () => import('./resources/nl-NL/registration').then((texts) => texts.registrationNL),
  idin: () => import('./resources/nl-NL/idin').then((texts) => texts.idinNL),
  home: () => import('./resources/nl-NL/home').then((texts) => texts.homeNL),
  'message-box': () => import('./resources/nl-NL/message-box').then((texts) => texts.messageBoxNL),
  account: () => import('./resources/nl-NL/account').then((texts) => texts.accountNL),
} satisfies Record<string, () => Promise<AreaTexts>>;

export type TextArea = keyof typeof AREA_TEXTS;

const loading = new Map<TextArea, Promise<void>>();

/** Adds the area's texts to the Dutch resources, once; later calls share the first load. */
export function loadAreaTexts(...areas: TextArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const known = loading.get(area);
      if (known) return known;
      const load = AREA_TEXTS[area]().then((texts) => {
        i18n.addResourceBundle('nl-NL', 'translation', texts, true, true);
      });
      // a failed chunk may be retried by the next screen that needs it
      load.catch(() => loading.delete(area));
      loading.set(area, load);
      return load;
    }),
  ).then(() => undefined);
}

import { i18n } from './i18n';
import type { AreaTexts } from './resources/area-texts';

/** A slice's own Dutch texts, namespaced by layer and slice (`features.firstLogin.…`). */
export type SliceTexts = AreaTexts;

/**
 * Adds slices' texts to the Dutch resources. A slice's texts sit in its own
 * module (`config/texts.ts`), so they come with the chunk that shows them;
 * whoever loads that chunk adds them before it renders.
 */
export function addTexts(...bundles: SliceTexts[]): void {
  for (const texts of bundles) i18n.addResourceBundle('nl-NL', 'translation', texts, true, true);
}

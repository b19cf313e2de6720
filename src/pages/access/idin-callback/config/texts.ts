import type { SliceTexts } from '@/shared/i18n';
import { idinCallbackTexts } from '@/features/idin-callback/index.texts';

/** The idin-callback slice's own texts (nl-NL), loaded with its chunk. */
export const idinCallbackPageTexts: SliceTexts = {
  pages: {
    idinCallback: {
      title: 'Antwoord van uw bank',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [idinCallbackPageTexts, idinCallbackTexts];

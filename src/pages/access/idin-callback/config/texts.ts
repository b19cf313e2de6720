import type { SliceTexts } from '@/shared/i18n';

/** The idin-callback slice's own texts (nl-NL), loaded with its chunk. */
export const idinCallbackPageTexts: SliceTexts = {
  pages: {
    idinCallback: {
      title: 'Antwoord van uw bank',
    },
  },
};

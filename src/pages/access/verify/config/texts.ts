import type { SliceTexts } from '@/shared/i18n';

/** The verification page's texts (nl-NL), loaded with its chunk. */
export const verifyPageTexts: SliceTexts = {
  pages: {
    verify: {
      title: 'Vul uw verificatiecode in',
    },
  },
};

import type { SliceTexts } from '@/shared/i18n';
import { verifyCodeTexts } from '@/features/verify-code/index.texts';

/** The verification page's texts (nl-NL), loaded with its chunk. */
export const verifyPageTexts: SliceTexts = {
  pages: {
    verify: {
      title: 'Vul uw verificatiecode in',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [verifyPageTexts, verifyCodeTexts];

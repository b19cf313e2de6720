import type { SliceTexts } from '@/shared/i18n';

/** The polis-wijzigen page's own texts (nl-NL), loaded with its chunk. */
export const editPolicyStartPageTexts: SliceTexts = {
  pages: {
    editPolicyStart: {
      title: 'Polis wijzigen',
      loading: 'Uw polis wordt opgezocht…',
      failed: 'Uw polis kan nu niet worden opgezocht. Probeer het later opnieuw.',
      overview: 'Naar uw polisoverzicht',
    },
  },
};

export const texts = [editPolicyStartPageTexts];

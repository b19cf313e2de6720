import type { SliceTexts } from '@/shared/i18n';

/** The polis-wijzigen page's own texts (nl-NL), loaded with its chunk. */
export const editPolicyStartPageTexts: SliceTexts = {
  pages: {
    editPolicyStart: {
      title: 'Polis wijzigen',
      loading: 'Uw polis wordt opgezocht…',
      failed: 'Uw polis kan nu niet worden opgezocht. Probeer het later opnieuw.',
      overview: 'Naar uw polisoverzicht',
      chooseIntro: 'U kunt de polis van meer dan één overeenkomst wijzigen. Kies de overeenkomst die u wilt wijzigen.',
      agreement: 'Overeenkomst {{number}}, {{year}}',
      person: '{{name}}, polisnummer {{policyNumber}}',
      choose: 'Wijzig uw polis {{year}} van overeenkomst {{number}}',
    },
  },
};

export const texts = [editPolicyStartPageTexts];

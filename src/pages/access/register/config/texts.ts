import type { SliceTexts } from '@/shared/i18n';

/** The register slice's own texts (nl-NL), loaded with its chunk. */
export const registerPageTexts: SliceTexts = {
  pages: {
    register: {
      title: 'Account aanmaken',
      intro:
        'Met een account regelt u uw zorgverzekering online. U heeft uw overeenkomstnummer nodig: dat staat op uw polisblad en op de brieven die u van ons krijgt.',
      haveAccount: 'Heeft u al een account? Log dan in',
    },
  },
};

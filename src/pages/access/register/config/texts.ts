import type { SliceTexts } from '@/shared/i18n';
import { registerAccountTexts } from '@/features/register-account/index.texts';
import { verifyCodeTexts } from '@/features/verify-code/index.texts';

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

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [registerPageTexts, registerAccountTexts, verifyCodeTexts];

import type { SliceTexts } from '@/shared/i18n';
import { registerAccountTexts } from '@/features/register-account/index.texts';
import { verifyCodeTexts } from '@/features/verify-code/index.texts';

/** The activate slice's own texts (nl-NL), loaded with its chunk. */
export const activatePageTexts: SliceTexts = {
  pages: {
    activate: {
      title: 'Account activeren',
      intro:
        'Hier maakt u uw account af: u vult de activatiecode uit uw e-mail in, kiest een wachtwoord en geeft het telefoonnummer op voor de verificatiecode.',
      haveAccount: 'Heeft u al een account? Log dan in',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [activatePageTexts, registerAccountTexts, verifyCodeTexts];

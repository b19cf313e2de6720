import type { SliceTexts } from '@/shared/i18n';

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

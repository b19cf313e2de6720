import type { SliceTexts } from '@/shared/i18n';
import { forgotCredentialsTexts } from '@/features/forgot-credentials/index.texts';

/** The forgot-password slice's own texts (nl-NL), loaded with its chunk. */
export const forgotPasswordPageTexts: SliceTexts = {
  pages: {
    forgotPassword: {
      title: 'Gebruikersnaam of wachtwoord vergeten',
      intro:
        'Vraag uw gebruikersnaam op met uw polisnummer, of kies een nieuw wachtwoord met uw gebruikersnaam. Wij sturen u eerst een verificatiecode.',
      backToLogin: 'Terug naar inloggen',
      resultTitle: 'Uw gebruikersnaam',
      resultIntro: 'Wij hebben uw account gevonden. Met deze gebruikersnaam logt u in:',
      username: 'Gebruikersnaam',
      emailAddress: 'E-mailadres van uw account',
      toLogin: 'Naar inloggen',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [forgotPasswordPageTexts, forgotCredentialsTexts];

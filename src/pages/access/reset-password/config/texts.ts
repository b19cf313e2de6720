import type { SliceTexts } from '@/shared/i18n';
import { resetPasswordTexts } from '@/features/reset-password/index.texts';

/** The reset-password slice's own texts (nl-NL), loaded with its chunk. */
export const resetPasswordPageTexts: SliceTexts = {
  pages: {
    resetPassword: {
      title: 'Kies een nieuw wachtwoord',
      intro: 'U kiest een nieuw wachtwoord voor het account met het e-mailadres {{emailAddress}}.',
      noCode:
        'U kunt hier een nieuw wachtwoord kiezen nadat u de verificatiecode heeft ingevuld die wij u sturen. Vraag die eerst aan met uw gebruikersnaam en geboortedatum.',
      start: 'Wachtwoord vergeten',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [resetPasswordPageTexts, resetPasswordTexts];

import type { SliceTexts } from '@/shared/i18n';
import { idinStartTexts } from '@/features/idin-start/index.texts';

/** The idin-register slice's own texts (nl-NL), loaded with its chunk. */
export const idinRegisterPageTexts: SliceTexts = {
  pages: {
    idinRegister: {
      title: 'Account aanmaken met uw bank',
      intro:
        'Met iDIN bevestigt uw bank wie u bent, zodat u uw klantgegevens niet hoeft in te vullen. Daarna kiest u uw e-mailadres, telefoonnummer, gebruikersnaam en wachtwoord.',
      withoutBank: 'Liever zonder bank? Maak een account aan met uw gegevens',
      login: 'Heeft u al een account? Log in',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [idinRegisterPageTexts, idinStartTexts];

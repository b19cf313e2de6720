import type { SliceTexts } from '@/shared/i18n';
import { idinStartTexts } from '@/features/idin-start/index.texts';

/** The idin-activate slice's own texts (nl-NL), loaded with its chunk. */
export const idinActivatePageTexts: SliceTexts = {
  pages: {
    idinActivate: {
      loginTitle: 'Inloggen met uw bank',
      loginIntro:
        'Met iDIN logt u in via de app of de internetbankieromgeving van uw eigen bank. U heeft dan geen wachtwoord en verificatiecode nodig.',
      notActiveTitle: 'Nog niet geactiveerd?',
      notActiveText:
        'Voordat u met uw bank kunt inloggen, activeert u dit één keer. Log daarvoor eerst in met uw gebruikersnaam, wachtwoord en verificatiecode; daarna komt u terug op deze pagina.',
      loginFirst: 'Eerst inloggen met gebruikersnaam en wachtwoord',
      noAccount: 'Nog geen account? Maak een account aan met uw bank',
      activateTitle: 'Inloggen met uw bank activeren',
      activateIntro:
        'Bevestig bij uw bank dat u het bent. Daarna kunt u voortaan inloggen met uw bank, zonder wachtwoord en verificatiecode.',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [idinActivatePageTexts, idinStartTexts];

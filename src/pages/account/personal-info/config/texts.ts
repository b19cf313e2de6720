import type { SliceTexts } from '@/shared/i18n';
import { customerTexts } from '@/entities/customer/index.texts';

/** The personal-info slice's own texts (nl-NL), loaded with its chunk. */
export const personalInfoPageTexts: SliceTexts = {
  pages: {
    personalInfo: {
      title: 'Persoonlijke gegevens',
      intro: 'Hier ziet u welke persoonlijke gegevens wij van u hebben, met uw adres en hoe wij u bereiken.',
      /** under the list, only to whom it shows someone besides themselves */
      privacy: 'U ziet hier ook uw meeverzekerden jonger dan 16 jaar. Meeverzekerden van 16 jaar en ouder hebben een eigen account; hun gegevens ziet u hier niet.',
      edit: 'Gegevens van {{name}} wijzigen',
      editShort: 'Wijzigen',
      loadFailed: 'Uw persoonlijke gegevens konden niet worden geladen. Probeer het later opnieuw.',
      nobody: 'Er zijn geen verzekerden met een lopende polis om te tonen.',
      you: 'U',
      policyNumber: 'Polisnummer',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [personalInfoPageTexts, customerTexts];

import type { SliceTexts } from '@/shared/i18n';
import { customerTexts } from '@/entities/customer/index.texts';
import { editPersonalDetailsTexts } from '@/features/edit-personal-details/index.texts';

/** The personal-info-edit slice's own texts (nl-NL), loaded with its chunk. */
export const personalInfoEditPageTexts: SliceTexts = {
  pages: {
    personalInfoEdit: {
      title: 'Persoonlijke gegevens wijzigen',
      titleFor: 'Gegevens van {{name}} wijzigen',
      register:
        'Uw naam, geboortedatum en geslacht komen uit de Basisregistratie Personen (BRP). Klopt daar iets niet? Neem dan contact op met uw gemeente.',
      cancel: 'Annuleren',
      loadFailed: 'De gegevens konden niet worden geladen. Probeer het later opnieuw.',
      back: 'Terug naar persoonlijke gegevens',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [personalInfoEditPageTexts, editPersonalDetailsTexts, customerTexts];

import type { SliceTexts } from '@/shared/i18n';
import { editContactDetailsTexts } from '@/features/edit-contact-details/index.texts';

/** The contact-details-edit slice's own texts (nl-NL), loaded with its chunk. */
export const contactDetailsEditPageTexts: SliceTexts = {
  pages: {
    contactDetailsEdit: {
      title: 'Contactgegevens wijzigen',
      intro: 'Hoe wilt u uw post van ons ontvangen, en welke e-mails wilt u krijgen?',
      cancel: 'Annuleren',
      loadFailed: 'Uw contactgegevens konden niet worden geladen. Probeer het later opnieuw.',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [contactDetailsEditPageTexts, editContactDetailsTexts];

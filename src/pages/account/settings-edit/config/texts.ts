import type { SliceTexts } from '@/shared/i18n';
import { editLoginDetailsTexts } from '@/features/edit-login-details/index.texts';

/** The settings-edit slice's own texts (nl-NL), loaded with its chunk. */
export const settingsEditPageTexts: SliceTexts = {
  pages: {
    settingsEdit: {
      title: 'Inloggegevens wijzigen',
      titles: {
        username: 'Gebruikersnaam wijzigen',
        password: 'Wachtwoord wijzigen',
        'phone-number': 'Telefoonnummer wijzigen',
      },
      intros: {
        username: 'Met uw nieuwe gebruikersnaam logt u voortaan in. Uw wachtwoord blijft hetzelfde.',
        password: 'Kies een nieuw wachtwoord. U logt er de volgende keer mee in.',
        'phone-number':
          'Op dit nummer ontvangt u de verificatiecode als u inlogt. Naar een mobiel nummer sturen wij een sms, op een vast nummer wordt u gebeld.',
      },
      choose: 'Wat wilt u wijzigen?',
      cancel: 'Annuleren',
      loadFailed: 'Uw gegevens konden niet worden geladen. Probeer het later opnieuw.',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [settingsEditPageTexts, editLoginDetailsTexts];

import type { SliceTexts } from '@/shared/i18n';
import { editLoginDetailsTexts } from '@/features/edit-login-details/index.texts';

/** The settings slice's own texts (nl-NL), loaded with its chunk. */
export const settingsPageTexts: SliceTexts = {
  pages: {
    settings: {
      title: 'Instellingen',
      intro: 'Uw inloggegevens, hoe wij contact met u houden en inloggen met uw bank.',
      loginDetails: 'Inloggegevens',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      passwordHidden: 'Verborgen',
      phoneNumber: 'Telefoonnummer voor de verificatiecode',
      lastLogin: 'Laatst ingelogd',
      editUsername: 'Gebruikersnaam wijzigen',
      editPassword: 'Wachtwoord wijzigen',
      editPhoneNumber: 'Telefoonnummer wijzigen',
      contactDetails: 'Contactgegevens',
      email: 'E-mailadres',
      preference: 'Post ontvangen',
      preferences: {
        digital: 'Digitaal, in uw berichtenbox',
        paper: 'Op papier ({{cost}} per maand)',
      },
      newsletter: 'Digitale nieuwsbrief',
      announcements: 'Aankondigingen per e-mail',
      yes: 'Ja',
      no: 'Nee',
      editContactDetails: 'Contactgegevens wijzigen',
      idin: 'Inloggen met uw bank (iDIN)',
      idinActive: 'Actief sinds {{date}}',
      idinActiveUndated: 'Actief',
      idinInactive: 'Niet actief',
      idinExplanation: 'Met iDIN logt u in via de app of website van uw eigen bank, zonder gebruikersnaam en wachtwoord.',
      idinActivate: 'Inloggen met uw bank activeren',
      status: 'Status',
      unknown: 'Niet bekend',
      loadFailed: 'Uw instellingen konden niet worden geladen. Probeer het later opnieuw.',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [settingsPageTexts, editLoginDetailsTexts];

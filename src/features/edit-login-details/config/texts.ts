import type { SliceTexts } from '@/shared/i18n';

/** The edit-login-details slice's own texts (nl-NL), loaded with its chunk. */
export const editLoginDetailsTexts: SliceTexts = {
  features: {
    editLoginDetails: {
      usernameForm: 'Gebruikersnaam wijzigen',
      passwordForm: 'Wachtwoord wijzigen',
      phoneNumberForm: 'Telefoonnummer wijzigen',
      currentUsername: 'Uw huidige gebruikersnaam: {{username}}',
      username: 'Nieuwe gebruikersnaam',
      usernameHint: 'Minimaal 8 en maximaal 50 tekens.',
      usernameExists: 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.',
      usernameUnchanged: 'Dit is al uw gebruikersnaam, er is niets gewijzigd. Vul een nieuwe gebruikersnaam in.',
      newPassword: 'Nieuw wachtwoord',
      repeatPassword: 'Herhaal het nieuwe wachtwoord',
      passwordRules: 'Uw wachtwoord heeft:',
      rules: {
        length: 'minimaal 8 en maximaal 50 tekens',
        letter: 'een letter',
        digit: 'een cijfer',
        special: 'een van deze tekens: {{characters}}',
      },
      ruleMet: '(in orde)',
      ruleNotMet: '(nog niet in orde)',
      phoneNumber: 'Telefoonnummer',
      save: 'Opslaan',
      saving: 'Bezig met opslaan…',
      saved: {
        username: 'Uw gebruikersnaam is gewijzigd.',
        password: 'Uw wachtwoord is gewijzigd.',
        'phone-number': 'Uw telefoonnummer is gewijzigd.',
      },
      errorSaving: 'Het opslaan van de wijziging is niet gelukt. Probeer het later opnieuw.',
    },
  },
};

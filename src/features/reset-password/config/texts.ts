import type { SliceTexts } from '@/shared/i18n';

/** The reset-password slice's own texts (nl-NL), loaded with its chunk. */
export const resetPasswordTexts: SliceTexts = {
  features: {
    resetPassword: {
      formName: 'Nieuw wachtwoord kiezen',
      newPassword: 'Nieuw wachtwoord',
      passwordRules:
        'Minimaal 8 en maximaal 50 tekens, met een letter, een cijfer en een van deze tekens: ? ! / : ; @ # % ( ) _',
      passwordRequired: 'Vul een nieuw wachtwoord in.',
      repeatPassword: 'Herhaal het nieuwe wachtwoord',
      submit: 'Wachtwoord opslaan',
      saving: 'Bezig met opslaan…',
      saved: 'Uw nieuwe wachtwoord is opgeslagen. Log in met uw gebruikersnaam en uw nieuwe wachtwoord.',
      expired:
        'De tijd om een nieuw wachtwoord te kiezen is voorbij. Vraag opnieuw een verificatiecode aan.',
    },
  },
};

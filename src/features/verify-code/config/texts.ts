import type { SliceTexts } from '@/shared/i18n';

/** The code step's texts (nl-NL), loaded with the screens that show it. */
export const verifyCodeTexts: SliceTexts = {
  features: {
    verify: {
      formName: 'Code invullen',
      sentBySms: 'Wij hebben een sms met een code van 5 tekens gestuurd naar {{phoneNumber}}.',
      sentByCall: 'U wordt gebeld op {{phoneNumber}}. In dit gesprek hoort u een code van 5 tekens.',
      code: 'Verificatiecode',
      codeHint: 'De code is 5 minuten geldig.',
      submit: 'Doorgaan',
      resend: 'Stuur een nieuwe code',
      resent: 'Wij hebben u een nieuwe code gestuurd.',
      wrongCode: 'De verificatiecode is onjuist. Controleer de code en probeer het opnieuw.',
      blocked: 'U heeft 5 keer een verkeerde code ingevuld. Deze code werkt niet meer. Log opnieuw in: u ontvangt dan een nieuwe verificatiecode.',
      forgotBlocked:
        'U heeft 5 keer een verkeerde code ingevuld. Deze code werkt niet meer. Vraag uw gebruikersnaam of wachtwoord opnieuw op: u ontvangt dan een nieuwe verificatiecode.',
      /** the button under a blocked code: it starts again, as the text says */
      restartLogin: 'Opnieuw inloggen',
      restartForgot: 'Opnieuw opvragen',
      blockedRestart: 'Log opnieuw in. U ontvangt dan een nieuwe verificatiecode.',
      forgotBlockedRestart: 'Vraag uw gebruikersnaam of wachtwoord opnieuw op. U ontvangt dan een nieuwe verificatiecode.',
      expired: 'Uw verificatiecode is verlopen. Log opnieuw in om een nieuwe code te ontvangen.',
      /** the code step of the forgot flows */
      forgotExpired:
        'Uw verificatiecode is verlopen. Vraag uw gebruikersnaam of wachtwoord opnieuw op om een nieuwe code te ontvangen.',
    },
  },
};

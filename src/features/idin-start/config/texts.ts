import type { SliceTexts } from '@/shared/i18n';

/** The idin-start slice's own texts (nl-NL), loaded with its chunk. */
export const idinStartTexts: SliceTexts = {
  features: {
    idinStart: {
      formName: 'Bankkeuze',
      bank: 'Uw bank',
      hint: 'U gaat naar de beveiligde omgeving van uw bank en komt daarna terug op Mijn omgeving.',
      placeholder: 'Kies uw bank',
      loadingBanks: 'De banken worden geladen…',
      banksFailed: 'De lijst met banken kon niet worden geladen. Probeer het later opnieuw.',
      errors: {
        'bank-required': 'Kies uw bank',
      },
      submit: {
        login: 'Inloggen met uw bank',
        activation: 'Activeren met uw bank',
        registration: 'Verder met uw bank',
      },
      redirecting: 'U gaat naar uw bank…',
    },
  },
};

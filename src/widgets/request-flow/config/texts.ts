import type { SliceTexts } from '@/shared/i18n';

/** The request frame's own texts (care mediation, treatment abroad); each page adds its flows' texts. */
export const requestFlowTexts = {
  widgets: {
    requestFlow: {
      steps: { soort: 'Soort aanvraag', gegevens: 'Uw gegevens', controle: 'Controleren en versturen' },
      bornOn: 'Geboren op {{date}}',
      yes: 'Ja',
      no: 'Nee',
      choose: 'Maak een keuze',
      chooseCountry: 'Kies een land',
      dateHint: 'Bijvoorbeeld 14-03-2026.',
      counter: 'U heeft nog {{remaining}} van de {{max}} tekens over.',
      notGiven: 'Niet ingevuld',
      theRequest: 'de soort aanvraag',
      thePerson: 'de verzekerde',
      theFiles: 'de bijlagen',
      summaryIntro: 'Controleer uw aanvraag voordat u hem verstuurt.',
      send: 'Aanvraag versturen',
      sending: 'Bezig met versturen…',
      loadFailed: 'Uw gegevens konden niet worden geladen. Probeer het later opnieuw.',
      receipt: {
        title: 'Uw aanvraag is verstuurd',
        what: 'Aanvraag',
        person: 'Voor',
        receivedAt: 'Verstuurd op',
        reference: 'Kenmerk',
        handledBy: 'U hoort uiterlijk op {{date}} van ons. U vindt deze aanvraag terug onder Mijn aanvragen.',
        myRequests: 'Bekijk mijn aanvragen',
        close: 'Naar mijn overzicht',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [requestFlowTexts];

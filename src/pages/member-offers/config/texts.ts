import type { SliceTexts } from '@/shared/i18n';

/** Texts of the member offers (`leden-aanbiedingen`), loaded with its chunk. */
export const memberOffersTexts = {
  pages: {
    memberOffers: {
      title: 'Ledenvoordeel',
      intro: 'Als lid krijgt u korting bij onze partners. Bekijk de aanbiedingen en tip ze aan iemand die u kent.',
      loading: 'De aanbiedingen worden geladen…',
      loadFailed: 'De aanbiedingen konden niet worden geladen. Probeer het later opnieuw.',
      none: 'Er zijn op dit moment geen aanbiedingen.',
      validUntil: 'Geldig tot en met {{date}}',
      validPeriod: 'Geldig van {{from}} tot en met {{until}}',
      view: 'Bekijk de aanbieding van {{partner}}',
      back: 'Terug naar alle aanbiedingen',
      offerLoading: 'De aanbieding wordt geladen…',
      missing: 'Deze aanbieding bestaat niet of is afgelopen.',
      offerFailed: 'De aanbieding kon niet worden geladen. Probeer het later opnieuw.',
      howToUse: 'Zo gebruikt u de korting',
      discountCode: 'Uw kortingscode',
      noCode: 'U heeft geen code nodig: laat uw zorgpas zien.',
      conditions: 'Voorwaarden',
      partnerLink: 'Naar de website van {{partner}}',
      newWindow: '(opent in een nieuw venster)',
      tip: {
        title: 'Tip deze aanbieding',
        intro: 'Wij sturen de aanbieding namens u per e-mail. Het e-mailadres gebruiken wij alleen hiervoor.',
        friendName: 'Naam van degene die u tipt',
        friendEmail: 'E-mailadres van degene die u tipt',
        message: 'Persoonlijk bericht',
        counter: 'U heeft nog {{remaining}} van de {{max}} tekens over.',
        send: 'Tip versturen',
        sending: 'Bezig met versturen…',
        sent: 'Uw tip is verstuurd naar {{name}}.',
        errorSaving: 'Het versturen van uw tip is niet gelukt. Probeer het later opnieuw.',
      },
      errors: {
        'tip-name-required': 'Vul de naam in van degene die u tipt.',
        'tip-name-too-long': 'Een naam is maximaal 100 tekens lang.',
        'tip-email-required': 'Vul het e-mailadres in van degene die u tipt.',
        'tip-message-too-long': 'Uw bericht is maximaal 500 tekens lang.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [memberOffersTexts];

import type { SliceTexts } from '@/shared/i18n';
import { downloadDocumentTexts } from '@/features/download-document/index.texts';

/** Texts of the insurance card page (`zorgpas-ehic`), loaded with its chunk. */
export const insuranceCardTexts = {
  pages: {
    insuranceCard: {
      title: 'Zorgpas en EHIC',
      intro: 'Hier ziet u de digitale zorgpas van uzelf en van uw meeverzekerden jonger dan 16 jaar. Op de achterkant staat de Europese zorgpas (EHIC), waarmee u in andere Europese landen zorg krijgt.',
      loading: 'Uw zorgpassen worden geladen…',
      loadFailed: 'Uw zorgpassen konden niet worden geladen. Probeer het later opnieuw.',
      none: 'Er is geen zorgpas voor u beschikbaar, omdat er vandaag geen lopende polis is.',
      cardsOf: 'Zorgpas van {{name}}',
      card: {
        title: 'Zorgpas',
        name: 'Naam',
        birthDate: 'Geboortedatum',
        insuranceNumber: 'Verzekerdennummer',
        uzovi: 'UZOVI',
        customerNumber: 'Klantnummer',
      },
      ehic: {
        title: 'Europese zorgpas',
        country: 'NL',
        lastName: '3. Naam',
        givenNames: '4. Voornamen',
        birthDate: '5. Geboortedatum',
        personalNumber: '6. Persoonlijk identificatienummer',
        institution: '7. Identificatienummer van de instelling',
        cardNumber: '8. Identificatienummer van de kaart',
        expiryDate: '9. Vervaldatum',
        none: 'Bij deze zorgpas hoort geen Europese zorgpas.',
      },
      download: 'Zorgpas en EHIC van {{name}} downloaden',
      /** the downloaded file's name (without .pdf) */
      fileName: 'Zorgpas en EHIC van {{name}}',
      request: {
        title: 'Nieuwe zorgpas aanvragen',
        intro: 'Kwijt of kapot? Vraag een nieuwe zorgpas aan. U ontvangt hem binnen ongeveer 10 werkdagen per post. Per persoon kunt u één keer in de 3 maanden een nieuwe pas aanvragen.',
        persons: 'Voor wie vraagt u een nieuwe zorgpas aan?',
        personsHint: 'U kunt meer personen kiezen.',
        submit: 'Zorgpas aanvragen',
        sending: 'Bezig met aanvragen…',
      },
      answers: {
        accepted: 'Uw aanvraag is ontvangen. De nieuwe zorgpas voor {{names}} wordt verstuurd en is rond {{date}} in huis.',
        'partially-accepted':
          'Uw aanvraag is deels gelukt. De nieuwe zorgpas voor {{names}} wordt verstuurd en is rond {{date}} in huis. Voor {{denied}} is in de afgelopen 3 maanden al een zorgpas aangevraagd; die aanvraag kunnen wij nu niet nog eens doen.',
        denied: 'Voor {{denied}} is in de afgelopen 3 maanden al een nieuwe zorgpas aangevraagd. U kunt pas 3 maanden na de vorige aanvraag opnieuw een zorgpas aanvragen.',
        and: 'en',
      },
      receipt: {
        title: 'Uw nieuwe zorgpas is aangevraagd',
        'title-partially-accepted': 'Uw aanvraag is deels gelukt',
        reference: 'Kenmerk voor {{name}}',
        again: 'Een volgende nieuwe zorgpas voor dezelfde persoon kunt u over 3 maanden weer aanvragen.',
        for: 'Voor',
        delivery: 'Verwacht in huis',
        myRequests: 'Bekijk mijn aanvragen',
        close: 'Sluiten',
      },
      errorSaving: 'Het aanvragen van een nieuwe zorgpas is niet gelukt. Probeer het later opnieuw.',
      errors: {
        'insurance-card-person-required': 'Kies voor wie u een nieuwe zorgpas wilt aanvragen.',
        'insurance-card-person-twice': 'U heeft dezelfde verzekerde twee keer gekozen.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [insuranceCardTexts, downloadDocumentTexts];

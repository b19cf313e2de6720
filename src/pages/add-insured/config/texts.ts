import { dentalMedicalSelectionTexts } from '@/features/dental-medical-selection/index.texts';
import type { SliceTexts } from '@/shared/i18n';
import { contractCardsTexts } from '@/widgets/contract-cards';

/** The add-insured page's own texts (nl-NL), loaded with its chunk. */
export const addInsuredPageTexts: SliceTexts = {
  pages: {
    addInsured: {
      title: 'Verzekerde bijschrijven',
      loading: 'Uw polis wordt geladen…',
      loadFailed: 'Uw polis kan nu niet worden geladen. Probeer het later opnieuw.',
      noOfferYear: 'U kunt nu niemand bijschrijven: de premies voor volgend jaar zijn nog niet bekend. Probeer het later opnieuw of neem contact met ons op.',
      noActivePolicy: {
        title: 'Geen actieve polis',
        text: 'U heeft op dit moment geen actieve polis. Daarom kunt u niemand bijschrijven. Neem contact met ons op als u vragen heeft.',
        close: 'Naar uw polisoverzicht',
      },
      steps: { personen: 'Wie schrijft u bij', dekking: 'Verzekeringen', controle: 'Controleren' },
      personsIntro: 'Schrijf uw partner of kind bij op uw polis. U kunt meer personen tegelijk bijschrijven. Een pasgeboren kind schrijft u binnen 4 maanden na de geboorte bij; het is dan verzekerd vanaf de geboortedatum.',
      personTitle: 'Persoon {{number}}',
      isPartner: 'Deze persoon is mijn partner',
      isPartnerHint: 'Zet dit uit voor een kind of een andere meeverzekerde.',
      partnerNotPossible: 'U kunt maar één partner bijschrijven, en geen als er al een partner op uw polis staat.',
      fields: {
        initials: 'Voorletters',
        firstName: 'Voornaam',
        prefix: 'Tussenvoegsel',
        lastName: 'Achternaam',
        birthNamePrefix: 'Tussenvoegsel geboortenaam',
        birthName: 'Geboortenaam',
        birthDate: 'Geboortedatum',
        gender: 'Geslacht',
        socialSecurityNumber: 'Burgerservicenummer (BSN)',
        nationality: 'Nationaliteit',
        emailAddress: 'E-mailadres',
        emailAddressConfirmation: 'Herhaal het e-mailadres',
        startDate: 'Ingangsdatum',
      },
      birthDateHint: 'Bijvoorbeeld 14-03-2026',
      startDateHint: 'Bijvoorbeeld 01-12-2026. Niet vóór de geboortedatum en niet vóór de ingangsdatum van uw polis.',
      newbornStartDate: 'De verzekering gaat in op de geboortedatum; is uw kind ouder dan 4 maanden, dan vandaag.',
      genders: { M: 'Man', F: 'Vrouw' },
      nationalities: { NL: 'Nederlandse', BE: 'Belgische', DE: 'Duitse', PL: 'Poolse', TR: 'Turkse', MA: 'Marokkaanse', OTHER: 'Andere nationaliteit' },
      addPerson: 'Nog iemand bijschrijven',
      removePerson: 'Persoon {{number}} verwijderen',
      errors: {
        'start-date-before-birth-date': 'De ingangsdatum mag niet vóór de geboortedatum liggen.',
        'start-date-before-agreement-start': 'De ingangsdatum mag niet vóór de ingangsdatum van uw polis liggen.',
        'start-date-after-agreement-end': 'De ingangsdatum mag niet na de einddatum van uw polis liggen.',
        'partner-already-insured': 'Er staat al een partner op uw polis. U kunt geen tweede partner bijschrijven.',
        'more-than-one-partner': 'U kunt maar één partner bijschrijven.',
      },
      loadingCards: 'De verzekeringen worden geladen…',
      cardsFailed: 'De verzekeringen kunnen nu niet worden getoond. Probeer het later opnieuw.',
      cardsIntro: 'Kies per persoon de verzekeringen. De basisverzekering is die van uw polis. Een tandartsverzekering kunt u kiezen voor wie 18 jaar of ouder is.',
      childNote: 'Kinderen tot 18 jaar zijn gratis meeverzekerd op de pakketten van de ouder met de uitgebreidste dekking.',
      conflict: 'Deze combinatie van pakketten is niet mogelijk, omdat ze uit verschillende pakketlijnen komen. Wij hebben de andere keuzes daarom teruggezet.',
      summaryIntro: 'Controleer de gegevens. Klopt alles? Schrijf dan bij.',
      summary: {
        person: 'Persoon',
        personText: '{{role}}, geboren {{birthDate}}, BSN {{bsn}}',
        startDate: 'Ingangsdatum',
        insurances: 'Verzekeringen',
        premium: 'Premie',
        perMonth: '{{amount}} per maand',
        total: 'Uw nieuwe premie wordt {{after}} per maand (nu {{before}}).',
      },
      what: { person: 'de gegevens van persoon {{number}}', startDate: 'de ingangsdatum van persoon {{number}}', insurances: 'de verzekeringen van persoon {{number}}' },
      roles: { P: 'Partner', M: 'Meeverzekerde' },
      save: 'Bijschrijven',
      saving: 'Bezig met bijschrijven…',
      missingPackages: 'Kies voor iedereen een basisverzekering.',
      refused: 'Het bijschrijven is niet gelukt. {{message}}',
      errorSaving: 'Het bijschrijven is niet gelukt. Probeer het later opnieuw.',
      success: {
        title: 'Uw aanvraag is ontvangen',
        text: 'Wij verwerken het bijschrijven. Tot die tijd ziet u de nieuwe verzekerden in uw polisoverzicht als "in behandeling". U ontvangt het nieuwe polisblad in uw berichtenbox.',
        close: 'Naar uw polisoverzicht',
      },
    },
  },
};

export const texts = [addInsuredPageTexts, contractCardsTexts, dentalMedicalSelectionTexts];

import { customerTexts } from '@/entities/customer';
import type { SliceTexts } from '@/shared/i18n';
import { requestFlowTexts } from '@/widgets/request-flow';

/** Texts of behandeling-buitenland-aanvragen, loaded with its chunk. */
export const treatmentAbroadTexts = {
  pages: {
    treatmentAbroad: {
      title: 'Behandeling in het buitenland aanvragen',
      intro:
        'Wilt u zich in het buitenland laten behandelen? Vraag vooraf toestemming aan, dan weet u wat wij vergoeden. U krijgt binnen 10 werkdagen bericht.',
      flowLegend: 'Welke behandeling wilt u in het buitenland?',
      flows: {
        'medical-treatment': 'Een medische behandeling',
        fertility: 'Een vruchtbaarheidsbehandeling',
        'nursing-and-care': 'Verpleging en verzorging',
        'mental-health': 'Geestelijke gezondheidszorg (ggz)',
        'kidney-dialysis': 'Nierdialyse',
      },
      flowHints: {
        'medical-treatment': 'Bijvoorbeeld een operatie of een behandeling in een ziekenhuis.',
        fertility: 'Bijvoorbeeld ivf of icsi. Vanaf 43 jaar heeft u geen recht op vergoeding.',
        'nursing-and-care': 'Bijvoorbeeld wijkverpleging of verzorging tijdens uw verblijf.',
        'mental-health': 'Een behandeling bij een psycholoog of psychiater in het buitenland.',
        'kidney-dialysis': 'Dialyse tijdens uw vakantie of verblijf in het buitenland.',
      },
      fertilityNoRight:
        'Let op: vanaf 43 jaar heeft u geen recht op vergoeding van een vruchtbaarheidsbehandeling. U kunt de aanvraag wel versturen; wij beoordelen hem dan, maar vergoeden de behandeling niet.',
      person: 'Voor wie is de behandeling?',
      personHint: 'U kunt een behandeling aanvragen voor uzelf en voor uw meeverzekerde kinderen onder 16 jaar.',
      onlyPerson: 'De behandeling is voor {{name}}.',
      files: 'Bijlagen',
      fields: {
        instanceName: 'Naam van de zorginstelling in het buitenland',
        instancePractitionerName: 'Naam van de behandelaar in het buitenland',
        instanceStreet: 'Straat van de zorginstelling',
        instanceHouseNumber: 'Huisnummer van de zorginstelling',
        instancePostalCode: 'Postcode van de zorginstelling',
        instanceCity: 'Plaats van de zorginstelling',
        instanceCountry: 'Land van de zorginstelling',
        instancePhone: 'Telefoonnummer van de zorginstelling',
        instanceEmail: 'E-mailadres van de zorginstelling',
        treatment: 'Welke behandeling krijgt u?',
        startDate: 'Begindatum van de behandeling',
        endDate: 'Einddatum van de behandeling',
        additionalInformation: 'Aanvullende informatie',
        reference: 'Heeft u een verwijzing van uw huisarts of behandelaar in Nederland?',
        doctorName: 'Naam van uw verwijzer in Nederland',
        doctorProfession: 'Beroep van uw verwijzer',
        doctorStreet: 'Straat van de praktijk',
        doctorPostalCode: 'Postcode van de praktijk',
        doctorHouseNumber: 'Huisnummer van de praktijk',
        doctorCity: 'Plaats van de praktijk',
        doctorCountry: 'Land van de praktijk',
        doctorPhonePrefix: 'Landnummer van de praktijk',
        doctorPhone: 'Telefoonnummer van de praktijk',
        necessary: 'Is de behandeling in het buitenland volgens uw verwijzer noodzakelijk?',
        needsTransport: 'Heeft u vervoer nodig naar de dialyse?',
        residenceStreet: 'Straat van het adres waar u verblijft',
        residencePostalCode: 'Postcode van het adres waar u verblijft',
        residenceHouseNumber: 'Huisnummer van het adres waar u verblijft',
        residenceCity: 'Plaats van het adres waar u verblijft',
        residenceCountry: 'Land van het adres waar u verblijft',
        numberOfDialysis: 'Hoeveel dialyses krijgt u in deze periode?',
        approval: 'Heeft de dialyse-instelling uw dialyse al goedgekeurd?',
        priceMentioned: 'Heeft de instelling een prijs genoemd?',
        amount: 'Bedrag in euro',
      },
      hints: {
        instancePostalCode: 'Zoals het in dat land geschreven wordt.',
        treatment: 'Beschrijf de behandeling en waarom u die in het buitenland wilt krijgen.',
        startDate: 'Bijvoorbeeld 14-03-2026. Vanaf vandaag tot 1 jaar vooruit.',
        endDate: 'Bijvoorbeeld 28-03-2026. Niet meer dan 2 jaar vooruit.',
        doctorPhone: 'Zonder landnummer, bijvoorbeeld 30 123 4567.',
        numberOfDialysis: 'Van 1 tot en met 100.',
        amount: 'Het bedrag dat de instelling noemt, bijvoorbeeld 1250,00. Maximaal 9 cijfers voor de komma.',
        additionalInformation: 'Vermeld alleen medische gegevens die nodig zijn voor uw aanvraag.',
      },
      options: {},
      // the popup's title says it was sent; the body goes on with what comes next
      sent: 'U krijgt binnen 10 werkdagen bericht over uw aanvraag voor een behandeling in het buitenland.',
      errorSaving: 'Het versturen van uw aanvraag is niet gelukt. Uw antwoorden zijn bewaard; probeer het later opnieuw.',
      errors: {
        'flow-required': 'Kies welke behandeling u in het buitenland wilt.',
        'person-required': 'Kies voor wie de behandeling is.',
        nobody: 'U kunt deze behandeling voor niemand op uw polis aanvragen.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [treatmentAbroadTexts, requestFlowTexts, customerTexts];

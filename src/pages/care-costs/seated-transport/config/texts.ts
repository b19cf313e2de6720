import { customerTexts } from '@/entities/customer';
import type { SliceTexts } from '@/shared/i18n';
import { requestFlowTexts } from '@/widgets/request-flow';

/** Texts of aanvraag-zittend-ziekenvervoer, loaded with its chunk. */
export const seatedTransportTexts = {
  pages: {
    seatedTransport: {
      title: 'Zittend ziekenvervoer aanvragen',
      intro:
        'Heeft u vervoer nodig naar uw behandeling en kunt u niet zelf reizen? Vraag vooraf toestemming aan voor zittend ziekenvervoer: met een taxi of met uw eigen auto. U krijgt binnen 10 werkdagen bericht.',
      flowLegend: 'Wat is uw situatie?',
      flows: {
        wheelchair: 'Ik ben rolstoelafhankelijk',
        'visually-impaired': 'Ik ben visueel gehandicapt',
        'hardship-clause': 'Ik reis vaak voor een langdurige behandeling (hardheidsclausule)',
        other: 'Een andere situatie',
      },
      flowHints: {
        wheelchair: 'U kunt zich alleen met een rolstoel verplaatsen.',
        'visually-impaired': 'U kunt zich zonder begeleiding niet verplaatsen omdat u slecht ziet.',
        'hardship-clause': 'U moet langdurig vaak naar een behandeling en het reizen is zwaar voor u.',
        other: 'Bijvoorbeeld vervoer naar nierdialyse, chemotherapie of radiotherapie.',
      },
      person: 'Voor wie is het vervoer?',
      personHint: 'U kunt zittend ziekenvervoer aanvragen voor uzelf en voor uw meeverzekerde kinderen onder 16 jaar.',
      onlyPerson: 'Het vervoer is voor {{name}}.',
      files: 'Bijlagen',
      fields: {
        requestType: 'Wat voor aanvraag is het?',
        maxAmountWalking: 'Hoeveel meter kunt u maximaal lopen?',
        longTermDependent: 'Bent u langdurig (langer dan 6 maanden) afhankelijk van een rolstoel?',
        numberOfMonths: 'Hoeveel maanden bent u afhankelijk van een rolstoel?',
        smallerAs20Degrees: 'Is uw gezichtsveld kleiner dan 20 graden?',
        leftEye: 'Gezichtsscherpte van uw linkeroog',
        rightEye: 'Gezichtsscherpte van uw rechteroog',
        indication: 'Heeft u een indicatie of verwijzing van uw behandelaar?',
        multipleInstances: 'Reist u naar meer dan één zorginstelling?',
        instanceName: 'Naam van de zorginstelling',
        instanceStreet: 'Straat',
        instanceHouseNumber: 'Huisnummer',
        instancePostalCode: 'Postcode',
        instanceCity: 'Plaats',
        instanceCountry: 'Land',
        duration: 'Hoe lang duurt de behandeling?',
        durationUnit: 'Eenheid van de duur',
        distance: 'Enkele reisafstand in kilometers',
        amountTransportNeeded: 'Hoeveel ritten heeft u nodig?',
        name: 'Naam van de zorginstelling',
        careStreet: 'Straat van de zorginstelling',
        careHouseNumber: 'Huisnummer van de zorginstelling',
        carePostalCode: 'Postcode van de zorginstelling',
        careCity: 'Plaats van de zorginstelling',
        careCountry: 'Land van de zorginstelling',
        startDate: 'Vanaf wanneer heeft u vervoer nodig?',
        endDate: 'Tot wanneer heeft u vervoer nodig?',
        canTravelPublicOrOwn: 'Kunt u met het openbaar vervoer of met uw eigen auto reizen?',
        canOnlyTravelCab: 'Kunt u alleen met een taxi reizen?',
        onlyTravelCabExplanation: 'Waarom kunt u alleen met een taxi reizen?',
        needsEscort: 'Heeft u begeleiding nodig tijdens de rit?',
        additionalInformation: 'Aanvullende informatie',
      },
      hints: {
        maxAmountWalking: 'Van 1 tot en met 1000 meter.',
        numberOfMonths: 'Van 1 tot en met 12 maanden.',
        leftEye: 'Zoals uw oogarts die meet, bijvoorbeeld 0,9.',
        rightEye: 'Zoals uw oogarts die meet, bijvoorbeeld 0,9.',
        duration: 'Een getal van 1 tot en met 365, de eenheid kiest u hieronder.',
        distance: 'Van uw huis naar de zorginstelling, van 1 tot en met 400 kilometer.',
        amountTransportNeeded: 'Heen en terug zijn twee ritten.',
        startDate: 'Bijvoorbeeld 14-03-2026. Vanaf vandaag tot 1 jaar vooruit.',
        endDate: 'Bijvoorbeeld 28-03-2026. Niet meer dan 2 jaar vooruit.',
        additionalInformation: 'Vermeld alleen medische gegevens die nodig zijn voor uw aanvraag.',
      },
      options: {
        requestType: { new: 'Een eerste aanvraag', extension: 'Een verlenging van mijn toestemming' },
        durationUnit: { days: 'dagen', weeks: 'weken', months: 'maanden' },
      },
      lists: {
        careInstances: {
          legend: 'Zorginstelling {{number}}',
          add: 'Nog een zorginstelling toevoegen',
          remove: 'Zorginstelling {{number}} verwijderen',
        },
      },
      // the popup's title says it was sent; the body goes on with what comes next
      sent: 'U krijgt binnen 10 werkdagen bericht over uw aanvraag voor zittend ziekenvervoer.',
      errorSaving: 'Het versturen van uw aanvraag is niet gelukt. Uw antwoorden zijn bewaard; probeer het later opnieuw.',
      errors: {
        'flow-required': 'Kies wat uw situatie is.',
        'person-required': 'Kies voor wie het vervoer is.',
        nobody: 'U kunt zittend ziekenvervoer voor niemand op uw polis aanvragen.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [seatedTransportTexts, requestFlowTexts, customerTexts];

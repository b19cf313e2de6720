import { dentalMedicalSelectionTexts } from '@/features/dental-medical-selection/index.texts';
import { downloadDocumentTexts } from '@/features/download-document/index.texts';
import type { SliceTexts } from '@/shared/i18n';
import { contractCardsTexts } from '@/widgets/contract-cards';

/** The edit-policy page's own texts (nl-NL), loaded with its chunk. */
export const editPolicyPageTexts: SliceTexts = {
  pages: {
    editPolicy: {
      title: 'Polis wijzigen voor {{year}}',
      requestTitle: 'Polis aanvragen voor {{year}}',
      intro: 'Kies per verzekerde de dekking. Uw keuze geldt vanaf 1 januari {{year}}. U ziet meteen wat de premie wordt.',
      loading: 'Uw verzekeringen worden geladen…',
      failed: 'Uw verzekeringen kunnen nu niet worden getoond. Probeer het later opnieuw.',
      denied: 'U kunt uw polis voor {{year}} nu niet wijzigen. Wijzigen kan tot en met 31 januari, met ingang van 1 januari; de pakketten voor volgend jaar kiest u zodra die worden aangeboden.',
      ownRiskAmount: 'Eigen risico {{amount}}',
      childNote: 'Kinderen tot 18 jaar zijn gratis meeverzekerd op de pakketten van de ouder met de uitgebreidste dekking op uw polis, ook als u de gegevens van die ouder hier niet ziet.',
      conflict: 'Deze combinatie van pakketten is niet mogelijk, omdat ze uit verschillende pakketlijnen komen. Wij hebben uw andere keuzes daarom teruggezet. Controleer uw keuze.',
      stickyTotal: 'Nieuwe premie {{after}} per maand (nu {{before}})',
      paymentTerm: 'Betaaltermijn',
      // issue 33 point 5: one setting for the agreement, the same as on the payment details
      paymentTermHint:
        'Dit is de betaaltermijn van uw hele overeenkomst, dezelfde als bij Betaal- en rekeninggegevens. Een andere termijn gaat in op de 1e van de volgende maand als u die vóór de 10e doorgeeft, anders een maand later, en niet eerder dan het jaar van deze pakketten.',
      terms: {
        '1': 'Per maand',
        '3': 'Per kwartaal ({{discount}}% korting)',
        '6': 'Per halfjaar ({{discount}}% korting)',
        '12': 'Per jaar ({{discount}}% korting)',
      },
      revert: 'Keuze van {{name}} terugzetten',
      reset: 'Alles terugzetten',
      save: 'Wijzigingen opslaan',
      cancel: 'Annuleren',
      confirmSave: {
        title: 'Wijzigingen opslaan?',
        text: 'Uw nieuwe premie wordt {{amount}} per maand ({{termAmount}} {{term}}), vanaf 1 januari {{year}}.',
        /** paid monthly, the term's amount is the month's: said once */
        textMonthly: 'Uw nieuwe premie wordt {{amount}} per maand, vanaf 1 januari {{year}}.',
        confirm: 'Ja, opslaan',
        cancel: 'Nee, terug',
      },
      confirmCancel: {
        title: 'Wijzigen stoppen?',
        text: 'Uw keuzes worden niet bewaard.',
        confirm: 'Ja, stoppen',
        cancel: 'Nee, verder wijzigen',
      },
      missingPackages: 'Kies eerst de verplichte verzekering: {{types}}.',
      refused: 'Uw wijziging is niet opgeslagen. {{message}}',
      errorSaving: 'Uw wijziging kon niet worden opgeslagen. Probeer het later opnieuw.',
      success: {
        title: 'Uw polis is gewijzigd',
        change: '{{group}}: van {{before}} naar {{after}}',
        nothing: 'geen',
        termChange: 'Betaaltermijn: van {{before}} naar {{after}}',
        termNames: { '1': 'per maand', '3': 'per kwartaal', '6': 'per halfjaar', '12': 'per jaar' },
        text: 'Uw nieuwe verzekeringen gaan in op 1 januari {{year}}. U ontvangt het nieuwe polisblad zoals u uw post van ons ontvangt: in uw berichtenbox of op papier.',
        close: 'Naar uw polisoverzicht',
      },
      roles: { H: 'hoofdverzekerde', P: 'partner', M: 'meeverzekerde' },
      // issue 34 point 4: what a swapped package changes in coverage, per person
      coverage: {
        title: 'Wat verandert er in uw vergoedingen?',
        loading: 'De vergoedingen worden geladen…',
        failed: 'Wat er verandert in de vergoedingen kunnen we nu niet tonen. Uw keuze en de premie werken gewoon.',
        none: 'Uw keuze verandert niets aan de vergoedingen.',
        basicMissing: 'Kies eerst een basisverzekering. Dan ziet u hier wat er verandert in de vergoedingen.',
        line: '{{name}}: {{before}} → {{after}}',
        spoken: '{{name}}: van {{before}} naar {{after}}',
        lineTreatments_one: '{{name}}: {{before}} → {{count}} behandeling',
        lineTreatments_other: '{{name}}: {{before}} → {{count}} behandelingen',
        spokenTreatments_one: '{{name}}: van {{before}} naar {{count}} behandeling',
        spokenTreatments_other: '{{name}}: van {{before}} naar {{count}} behandelingen',
        limit: {
          notCovered: 'niet vergoed',
          treatments_one: '{{count}} behandeling',
          treatments_other: '{{count}} behandelingen',
          treatmentHours_one: '{{count}} behandeluur per jaar',
          treatmentHours_other: '{{count}} behandeluren per jaar',
          attemptsPerPregnancy_one: '{{count}} poging per zwangerschap',
          attemptsPerPregnancy_other: '{{count}} pogingen per zwangerschap',
          amountYear: '{{amount}} per jaar',
          amountPeriod: '{{amount}} per {{years}} jaar',
          percentage: '{{percent}}% van de kosten',
          percentageMax: '{{percent}}% tot {{amount}}',
          plus: '{{first}}, plus {{second}}',
          full: 'volledig',
        },
      },
    },
  },
};

export const texts = [editPolicyPageTexts, contractCardsTexts, dentalMedicalSelectionTexts, downloadDocumentTexts];

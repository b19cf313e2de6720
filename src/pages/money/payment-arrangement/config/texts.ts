import type { SliceTexts } from '@/shared/i18n';
import { invoiceTexts } from '@/entities/invoice/index.texts';
import { PAYMENT_ARRANGEMENT_MESSAGES_NL } from '@portal/domain';

/** Texts of the payment arrangement wizard (`betalingsregeling`), loaded with its chunk. */
export const paymentArrangementTexts = {
  pages: {
    paymentArrangement: {
      title: 'Betalingsregeling aanvragen',
      intro: 'Kunt u een of meer rekeningen niet in één keer betalen? Verdeel het bedrag dan over 2 tot 12 maandelijkse termijnen.',
      loading: 'Uw rekeningen worden geladen…',
      failed: 'Uw rekeningen kunnen nu niet worden getoond. Probeer het later opnieuw.',
      steps: { rekeningen: 'Rekeningen kiezen', termijnen: 'Aantal termijnen', startdatum: 'Startdatum', controle: 'Controleren en versturen' },
      invoices: 'Welke rekeningen wilt u in de betalingsregeling opnemen?',
      invoicesHint: 'Elke rekening moet minstens 50 euro zijn. U kunt maar één premierekening opnemen, en alleen van een maand die voorbij is.',
      invoiceLabel: '{{description}}: {{amount}}',
      invoiceHint: 'Factuur {{invoiceNumber}} van {{date}}, {{status}}',
      notChoosable: 'Deze rekeningen kunnen niet in een betalingsregeling',
      refusals: {
        'already-in-arrangement': 'Deze rekening zit al in een betalingsregeling.',
        'collection-agency': 'Deze rekening is overgedragen aan een incassobureau. Neem contact op met het incassobureau.',
        'debt-relief': 'Deze rekening valt onder uw schuldhulptraject.',
        bankruptcy: 'Deze rekening valt onder een faillissement.',
        'nothing-to-pay': 'Op deze rekening staat niets meer open.',
        'below-minimum': 'Deze rekening is minder dan 50 euro.',
        'premium-not-for-past-month': 'Dit is de premie van deze of een volgende maand. Die kan niet in een betalingsregeling.',
        'second-premium-invoice': 'U heeft al een premierekening gekozen. U kunt maar één premierekening opnemen.',
      },
      total: 'Totaal van de gekozen rekeningen',
      addToExisting: 'U heeft al een lopende betalingsregeling. De rekeningen die u nu kiest, voegen wij daaraan toe.',
      replaceUnprocessed: 'Deze aanvraag vervangt uw aanvraag die wij nog niet hebben verwerkt.',
      terms: 'In hoeveel termijnen wilt u betalen?',
      termsHint: 'Elke termijn is minstens 25 euro. De termijnen tellen precies op tot het totaal van {{total}}.',
      termsOption: '{{count}} termijnen',
      termAmounts: '{{count}} × {{amount}}',
      termAmountsAnd: ' en ',
      startDate: 'Wanneer wilt u de eerste termijn betalen?',
      startDateHint: 'De termijnen worden rond de 28e van de maand afgeschreven of gevraagd, op dezelfde dag als de premie. Valt de 28e in het weekend, dan de vrijdag ervoor.',
      schedule: 'Uw termijnen',
      scheduleCaption: 'Termijnen van de betalingsregeling',
      term: 'Termijn',
      termDate: 'Datum',
      termAmount: 'Bedrag',
      summaryIntro: 'Controleer uw aanvraag voordat u die verstuurt.',
      summaryInvoices: 'Rekeningen',
      summaryTotal: 'Totaalbedrag',
      summaryTerms: 'Aantal termijnen',
      summaryStart: 'Eerste termijn',
      what: { invoices: 'de rekeningen', terms: 'het aantal termijnen', startDate: 'de startdatum' },
      send: 'Betalingsregeling aanvragen',
      sending: 'Bezig met versturen…',
      errorSaving: 'Het versturen van uw aanvraag is niet gelukt. Uw keuzes zijn bewaard; probeer het later opnieuw.',
      success: {
        new: 'Wij hebben uw aanvraag voor een betalingsregeling ontvangen. De eerste van uw {{numberOfTerms}} termijnen is op {{date}}.',
        'replace-unprocessed': 'Wij hebben uw nieuwe aanvraag ontvangen. Die vervangt uw vorige aanvraag. De eerste van uw {{numberOfTerms}} termijnen is op {{date}}.',
        'add-to-existing': 'Wij hebben uw aanvraag ontvangen om rekeningen toe te voegen aan uw betalingsregeling. De eerste van de {{numberOfTerms}} termijnen is op {{date}}.',
      },
      successNext: 'U ziet uw aanvraag bij Rekeningen en betalingen en onder Mijn aanvragen. Wij laten u weten wanneer wij die hebben verwerkt.',
      // the success popup's frame and facts (the request frame's receipt: its title, close and myRequests)
      receipt: {
        title: 'Uw aanvraag is verstuurd',
        close: 'Naar rekeningen en betalingen',
        myRequests: 'Bekijk mijn aanvragen',
        what: 'Aanvraag',
        kinds: {
          new: 'Een nieuwe betalingsregeling',
          'replace-unprocessed': 'Een nieuwe betalingsregeling, in plaats van uw vorige aanvraag',
          'add-to-existing': 'Rekeningen toevoegen aan uw betalingsregeling',
        },
        total: 'Totaalbedrag',
        terms: 'Termijnen',
        termsText_one: '{{count}} termijn, de eerste op {{date}}',
        termsText_other: '{{count}} termijnen, de eerste op {{date}}',
        receivedAt: 'Verstuurd op',
        reference: 'Kenmerk',
      },
      unavailable: {
        'arrangements-disabled': {
          title: 'Betalingsregeling niet mogelijk',
          text: 'U kunt op dit moment geen betalingsregeling aanvragen. Heeft u vragen over uw rekeningen? Neem dan contact met ons op.',
        },
        'no-open-invoices': {
          title: 'Geen openstaande rekeningen',
          text: 'U heeft geen openstaande rekeningen die in een betalingsregeling kunnen. Een rekening moet minstens 50 euro zijn.',
        },
      },
      toBills: 'Naar rekeningen en betalingen',
      add: {
        title: 'U heeft een lopende betalingsregeling',
        text: 'U kunt rekeningen toevoegen aan uw lopende betalingsregeling. U kiest zelf welke rekeningen en in hoeveel termijnen u die betaalt.',
        confirm: 'Rekeningen toevoegen',
        cancel: 'Naar rekeningen en betalingen',
      },
      replace: {
        title: 'U heeft al een aanvraag',
        text: 'Wij hebben uw vorige aanvraag voor een betalingsregeling nog niet verwerkt. Vraagt u een nieuwe betalingsregeling aan, dan vervangt die de vorige aanvraag.',
        confirm: 'Nieuwe aanvraag doen',
        cancel: 'Vorige aanvraag houden',
      },
      errors: {
        ...PAYMENT_ARRANGEMENT_MESSAGES_NL,
        'terms-required': 'Kies het aantal termijnen.',
        'start-date-required': 'Kies de datum van de eerste termijn.',
      },
    },
  },
} as const;

export const texts: readonly SliceTexts[] = [paymentArrangementTexts, invoiceTexts];

import type { SliceTexts } from '@/shared/i18n';
import { INVOICE_PAYMENT_MESSAGES_NL } from '@portal/domain';
import { downloadDocumentTexts } from '@/features/download-document/index.texts';
import { invoiceTexts } from '@/entities/invoice/index.texts';

/** The bills-and-payments slice's own texts (nl-NL), loaded with its chunk. */
export const billsAndPaymentsPageTexts: SliceTexts = {
  pages: {
    billsAndPayments: {
      title: 'Rekeningen en betalingen',
      intro: 'Hier ziet u uw rekeningen van dit jaar en de twee jaren daarvoor, wat u nog moet betalen en uw betalingsregeling.',
      totalToPay: 'Totaal nog te betalen',
      totalToPayHint: 'Openstaande rekeningen, herinneringen, aanmaningen en sommaties. Een betaling kan tot 3 werkdagen duren voordat wij die verwerkt hebben.',
      filters: 'Rekeningen filteren',
      year: 'Jaar',
      allYears: 'Alle jaren',
      payment: 'Toon',
      payments: { all: 'Alle rekeningen', open: 'Openstaand', paid: 'Betaald' },
      invoices: 'Rekeningen',
      count_one: '{{count}} rekening',
      count_other: '{{count}} rekeningen',
      loading: 'De rekeningen worden geladen…',
      failed: 'De rekeningen kunnen nu niet worden getoond. Probeer het later opnieuw.',
      none: 'Er zijn geen rekeningen die bij deze keuze horen.',
      invoiceNumber: 'Factuurnummer',
      invoiceDate: 'Factuurdatum',
      amount: 'Bedrag',
      remaining: 'Nog te betalen',
      expirationDate: 'Uiterste betaaldatum',
      paymentDate: 'Betaald op',
      paymentType: 'Betaalwijze',
      premiumPeriod: 'Premieperiode',
      status: 'Status',
      download: 'Factuur {{invoiceNumber}} downloaden',
      facts: '{{date}} · {{amount}}',
      factsOpen: '{{date}} · {{amount}} · nog te betalen {{remaining}}',
      more: 'Details',
      arrangements: 'Betalingsregeling',
      arrangementsNone: 'U heeft geen betalingsregeling.',
      arrangementsFailed: 'Uw betalingsregeling kan nu niet worden getoond. Probeer het later opnieuw.',
      arrangementProcessed: 'Lopende betalingsregeling',
      arrangementRequested: 'Aangevraagde betalingsregeling, nog niet verwerkt',
      arrangementRequestedHint: 'Wij verwerken uw aanvraag. Vraagt u een nieuwe betalingsregeling aan, dan vervangt die deze aanvraag.',
      arrangementTotal: 'Totaalbedrag',
      arrangementTerms: 'Aantal termijnen',
      arrangementInvoices: 'Rekeningen in de regeling',
      arrangementAddition: 'Toegevoegde rekeningen, nog niet verwerkt',
      arrangementAdditionHint: 'U heeft gevraagd deze rekeningen aan uw betalingsregeling toe te voegen. Wij verwerken uw aanvraag. Vraagt u daarna een nieuwe betalingsregeling aan, dan vervangt die deze aanvraag.',
      arrangementAdditionInvoices: 'Toegevoegde rekeningen',
      additionTermsCaption: 'Termijnen van de toegevoegde rekeningen',
      termsCaption: 'Termijnen van de betalingsregeling',
      term: 'Termijn',
      termDate: 'Datum',
      termAmount: 'Bedrag',
      requestArrangement: 'Betalingsregeling aanvragen',
      arrangementsDisabled: 'U kunt op dit moment geen betalingsregeling aanvragen. Heeft u vragen over uw rekeningen? Neem dan contact met ons op.',
      requestArrangementIntro: 'Kunt u een rekening van 50 euro of meer niet in één keer betalen? Vraag dan een betalingsregeling aan.',
      // issue 33 point 4: paying a bill with iDEAL, or by hand
      pay: {
        button: 'Betalen met iDEAL',
        redirecting: 'U gaat naar uw bank…',
        startFailed: 'Het betalen met iDEAL kon niet worden gestart. Probeer het later opnieuw of maak het bedrag zelf over.',
        transferIntro: 'Liever zelf overmaken? Maak {{amount}} over en vermeld het betalingskenmerk.',
        transferTo: 'Rekeningnummer',
        transferName: 'Ten name van',
        reference: 'Betalingskenmerk',
        // the server's own refusal texts (domain), so the notice and the 400 never say different things
        refusals: INVOICE_PAYMENT_MESSAGES_NL,
        outcomes: {
          paidTitle: 'Bedankt voor uw betaling',
          paid: 'U heeft {{amount}} betaald voor factuur {{invoiceNumber}}. De rekening staat nu op betaald.',
          paidProcessing: 'U vindt de rekening voortaan bij uw betaalde rekeningen.',
          cancelled: 'U heeft de betaling van factuur {{invoiceNumber}} afgebroken. Er is niets afgeschreven en de rekening staat nog open.',
          expired: 'De tijd om factuur {{invoiceNumber}} te betalen is verlopen. Er is niets afgeschreven en de rekening staat nog open. Probeer het opnieuw.',
          failed: 'Uw bank kon de betaling van factuur {{invoiceNumber}} niet uitvoeren. Er is niets afgeschreven en de rekening staat nog open. Probeer het later opnieuw.',
          open: 'Wij hebben nog geen antwoord van uw bank over de betaling van factuur {{invoiceNumber}}. De rekening staat nog open.',
          unknown: 'Wij kunnen deze betaling niet vinden. Kijk bij uw rekeningen of de rekening nog openstaat.',
        },
      },
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [billsAndPaymentsPageTexts, downloadDocumentTexts, invoiceTexts];

import type { SliceTexts } from '@/shared/i18n';
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
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [billsAndPaymentsPageTexts, downloadDocumentTexts, invoiceTexts];

import type { SliceTexts } from '@/shared/i18n';

/** The invoice slice's own texts (nl-NL): the names of the invoice statuses, shown on every page that lists invoices. */
export const invoiceTexts: SliceTexts = {
  entities: {
    invoice: {
      statuses: {
        open: 'Openstaand',
        reminder: 'Herinnering',
        notice: 'Aanmaning',
        summons: 'Sommatie',
        'payment-arrangement': 'Betalingsregeling',
        'collection-agency': 'Incassobureau',
        'debt-relief': 'Schuldhulptraject',
        bankruptcy: 'Faillissement',
        paid: 'Betaald',
        'direct-debit': 'Automatische incasso',
      },
    },
  },
};

import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { INVOICE_STATUSES } from '@portal/domain';
import { texts as billsAndPaymentsTexts } from '@/pages/money/bills-and-payments/config/texts';
import { texts as paymentArrangementTexts } from '@/pages/money/payment-arrangement/config/texts';

/**
 * Both pages that list invoices name their statuses; each must bring those names with its own chunk, so that
 * opening `betalingsregeling` directly (without visiting the bills first) never shows `….statuses.notice`.
 */
describe.for([
  { page: 'rekeningen-en-betalingen', bundles: billsAndPaymentsTexts },
  { page: 'betalingsregeling', bundles: paymentArrangementTexts },
])('the invoice status names on $page', ({ bundles }) => {
  const i18n = createInstance();
  void i18n.init({ lng: 'nl-NL', resources: {}, initAsync: false });
  for (const bundle of bundles) i18n.addResourceBundle('nl-NL', 'translation', bundle, true, true);

  test.for(Object.values(INVOICE_STATUSES))('$key is a Dutch word, not its key', ({ key }) => {
    const name = i18n.t(`entities.invoice.statuses.${key}`);
    expect(name).not.toContain('statuses');
    expect(name).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
  });
});

import type { Invoice } from '@/entities/invoice';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { DetailsList } from '@/shared/ui/details-list';
import { ibanInGroupsOfFour, invoicePaymentRefusal, isInvoicePaid, paymentReferenceInGroups, pendingDirectDebitDate, type InvoicePaymentRefusal } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $paymentLookupFailed, $paymentOutcome, $payingInvoiceNumber, $startFailure, payClicked } from '../model/ideal-payment';

const PREFIX = 'pages.billsAndPayments.pay';

/** Refusals a bill explains itself; a paid bill or one with nothing open needs no word. */
const EXPLAINED = new Set(['in-payment-arrangement', 'collection-agency', 'debt-relief', 'bankruptcy', 'direct-debit', 'unknown-status']);

/** Why a bill cannot be paid here, as a text key and its values: a direct debit says when it is (so that nobody pays it twice) or was collected. */
function refusalText(invoice: Invoice, refusal: InvoicePaymentRefusal): [key: string, values?: Record<string, string>] {
  const debitDate = pendingDirectDebitDate(invoice);
  if (debitDate) return [`${PREFIX}.directDebitOn`, { amount: formatMoney(invoice.remaining), date: formatDay(debitDate) }];
  if (refusal === 'direct-debit' && invoice.paymentDate && isInvoicePaid(invoice)) return [`${PREFIX}.directDebitCollected`, { date: formatDay(invoice.paymentDate) }];
  return [`${PREFIX}.refusals.${refusal}`];
}

/**
 * One bill's way to pay: "Betalen met iDEAL" and the details for a transfer
 * by hand, or why it cannot be paid here (the domain's rule on its status).
 */
export function InvoicePayment({ invoice, headingId }: { invoice: Invoice; headingId: string }) {
  const { t } = useTranslation();
  const model = useUnit({ paying: $payingInvoiceNumber, failure: $startFailure, onPay: payClicked });
  const refusal = invoicePaymentRefusal(invoice);
  if (refusal) {
    return EXPLAINED.has(refusal) ? (
      <p className="bills__not-payable" data-testid="invoice-not-payable">
        {t(...refusalText(invoice, refusal))}
      </p>
    ) : null;
  }
  const isPaying = model.paying === invoice.invoiceNumber;
  const failureId = `invoice-payment-failure-${invoice.invoiceNumber}`;
  const failure = model.failure?.invoiceNumber === invoice.invoiceNumber ? model.failure : null;
  const transferItems = [
    ...(invoice.transferAccount
      ? [
          { term: t(`${PREFIX}.transferTo`), description: ibanInGroupsOfFour(invoice.transferAccount.iban), testId: 'transfer-iban' },
          { term: t(`${PREFIX}.transferName`), description: invoice.transferAccount.name },
        ]
      : []),
    ...(invoice.paymentReference ? [{ term: t(`${PREFIX}.reference`), description: paymentReferenceInGroups(invoice.paymentReference), testId: 'payment-reference' }] : []),
  ];
  return (
    <div className="bills__payment" data-testid="invoice-payment">
      <button
        type="button"
        className="button button--primary"
        onClick={() => model.onPay(invoice.invoiceNumber)}
        disabled={model.paying !== null}
        aria-busy={isPaying}
        aria-describedby={failure ? `${headingId} ${failureId}` : headingId}
      >
        {isPaying ? t(`${PREFIX}.redirecting`) : t(`${PREFIX}.button`)}
      </button>
      {failure && (
        <p className="form-message" id={failureId} role="alert">
          {t(failure.messageKey)}
        </p>
      )}
      {transferItems.length > 0 && (
        <div className="bills__transfer" data-testid="manual-transfer">
          <p className="bills__muted">{t(`${PREFIX}.transferIntro`, { amount: formatMoney(invoice.remaining) })}</p>
          <DetailsList items={transferItems} />
        </div>
      )}
    </div>
  );
}

/** Back from the bank: the receipt, or what happened (the bill stays open). */
export function PaymentOutcomeNotice() {
  const { t } = useTranslation();
  const { outcome, lookupFailed } = useUnit({ outcome: $paymentOutcome, lookupFailed: $paymentLookupFailed });
  if (lookupFailed) {
    return (
      <p className="form-message" role="alert" data-testid="payment-outcome">
        {t(`${PREFIX}.outcomes.unknown`)}
      </p>
    );
  }
  if (!outcome) return null;
  const values = { amount: formatMoney(outcome.amount), invoiceNumber: outcome.invoiceNumber };
  if (outcome.status === 'paid') {
    return (
      <section className="bills__receipt" role="status" aria-labelledby="payment-receipt-title" data-testid="payment-outcome">
        <h2 id="payment-receipt-title" className="bills__section-title">
          {t(`${PREFIX}.outcomes.paidTitle`)}
        </h2>
        <p>{t(`${PREFIX}.outcomes.paid`, values)}</p>
        <p className="bills__muted">{t(`${PREFIX}.outcomes.paidProcessing`)}</p>
      </section>
    );
  }
  return (
    <p className="form-message" role="alert" data-testid="payment-outcome">
      {t(`${PREFIX}.outcomes.${outcome.status}`, values)}
    </p>
  );
}

import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { CheckboxGroupField, ErrorSummary } from '@/shared/ui/form';
import { INVOICE_STATUSES, isInvoiceStatusId } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { Invoice } from '@/entities/invoice';
import { $candidateViews, $requestKind, $total, invoicesForm } from '../model/payment-arrangement-page';
import { FIELD_IDS } from './field-ids';

const PREFIX = 'pages.paymentArrangement';

/** Step 1: the invoices that can be chosen, each with its amount and status; those that cannot, each with why. */
export function InvoicesStep() {
  const { t } = useTranslation();
  const model = useUnit({
    views: $candidateViews,
    values: invoicesForm.$values,
    errors: invoicesForm.$shownErrors,
    summary: invoicesForm.$summary,
    attempt: invoicesForm.$attempt,
    total: $total,
    requestKind: $requestKind,
    onField: invoicesForm.fieldChanged,
  });
  const statusName = (invoice: Invoice) =>
    isInvoiceStatusId(invoice.statusId) ? t(`entities.invoice.statuses.${INVOICE_STATUSES[invoice.statusId].key}`) : invoice.status;
  const hintOf = (invoice: Invoice) =>
    t(`${PREFIX}.invoiceHint`, { invoiceNumber: invoice.invoiceNumber, date: formatDay(invoice.invoiceDate), status: statusName(invoice) });
  // an invoice once ticked stays in the list of choices, so that it can be unticked
  const choosable = model.views.filter((view) => view.refusal === null || model.values.invoiceNumbers.includes(view.invoice.invoiceNumber) || view.refusal === 'second-premium-invoice');
  const refused = model.views.filter((view) => !choosable.includes(view));
  const error = model.errors.invoiceNumbers;
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: FIELD_IDS.invoiceNumbers, message: namedErrorText(t, line.message, line.path === null ? null : t(`${PREFIX}.invoices`)) }))}
      />
      {model.requestKind === 'add-to-existing' && <p className="payment-arrangement__note">{t(`${PREFIX}.addToExisting`)}</p>}
      <CheckboxGroupField
        id={FIELD_IDS.invoiceNumbers}
        legend={t(`${PREFIX}.invoices`)}
        hint={t(`${PREFIX}.invoicesHint`)}
        error={error ? namedErrorText(t, error, t(`${PREFIX}.invoices`)) : null}
        values={model.values.invoiceNumbers}
        onValuesChange={(invoiceNumbers) => model.onField({ field: 'invoiceNumbers', value: invoiceNumbers })}
        options={choosable.map(({ invoice, refusal }) => ({
          value: invoice.invoiceNumber,
          label: t(`${PREFIX}.invoiceLabel`, { description: invoice.description, amount: formatMoney(invoice.remaining) }),
          hint: refusal ? `${hintOf(invoice)}. ${t(`${PREFIX}.refusals.${refusal}`)}` : hintOf(invoice),
        }))}
      />
      <p className="payment-arrangement__total" data-testid="arrangement-total">
        {t(`${PREFIX}.total`)}: <strong>{formatMoney(model.total)}</strong>
      </p>
      {refused.length > 0 && (
        <section className="panel payment-arrangement__refused" aria-labelledby="arrangement-refused-title">
          <h2 id="arrangement-refused-title" className="payment-arrangement__subtitle">
            {t(`${PREFIX}.notChoosable`)}
          </h2>
          <ul className="payment-arrangement__refused-list">
            {refused.map(({ invoice, refusal }) => (
              <li key={invoice.invoiceNumber} data-testid="refused-invoice">
                <span className="payment-arrangement__refused-label">
                  {t(`${PREFIX}.invoiceLabel`, { description: invoice.description, amount: formatMoney(invoice.remaining) })}
                </span>
                <span className="payment-arrangement__muted">{hintOf(invoice)}</span>
                {refusal && <span>{t(`${PREFIX}.refusals.${refusal}`)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

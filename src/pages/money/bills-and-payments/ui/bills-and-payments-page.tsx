import { ArrangementTermsTable, StatusBadge, type Invoice, type PaymentArrangement } from '@/entities/invoice';
import { InvoiceAttachmentDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney, formatMonth } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsList, type DetailsItem } from '@/shared/ui/details-list';
import { RadioGroupField, SelectField, yearOptions } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { KeptLine, Skeleton } from '@/shared/ui/skeleton';
import {
  INVOICE_PAYMENT_FILTERS,
  INVOICE_STATUSES,
  invoiceStatusColour,
  isInvoicePaymentFilter,
  isInvoiceStatusId,
  pendingDirectDebitDate,
  type InvoiceArrangementRequest,
} from '@portal/domain';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import {
  $additionsByArrangement,
  $arrangementRequestByInvoice,
  $arrangements,
  $arrangementsDisabled,
  $arrangementsFailed,
  $arrangementsLoading,
  $filter,
  $invoices,
  $mayRequestArrangement,
  $listedRemaining,
  $openSummary,
  $status,
  $years,
  paymentFilterChosen,
  yearChosen,
  type ArrangementView,
} from '../model/bills-and-payments-page';
import { InvoicePayment, PaymentOutcomeNotice } from './invoice-payment';
import './bills-and-payments-page.css';

const PREFIX = 'pages.billsAndPayments';

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const name = isInvoiceStatusId(invoice.statusId) ? t(`entities.invoice.statuses.${INVOICE_STATUSES[invoice.statusId].key}`) : invoice.status;
  return (
    <StatusBadge colour={invoiceStatusColour(invoice.statusId)} testId="invoice-status">
      {name}
    </StatusBadge>
  );
}

/** A bill asked into a payment arrangement, not processed yet: what was asked and since when (it stays open until then). */
function ArrangementRequestNote({ request }: { request: InvoiceArrangementRequest }) {
  const { t } = useTranslation();
  const asked = request.requestedAt
    ? t(`${PREFIX}.invoiceRequested.${request.kind}`, { date: formatDay(request.requestedAt) })
    : t(`${PREFIX}.invoiceRequestedUndated.${request.kind}`);
  return (
    <p className="bills__invoice-request" data-testid="invoice-arrangement-request">
      <strong>{asked}</strong> {t(`${PREFIX}.invoiceRequestedHint`)}
    </p>
  );
}

function InvoiceItem({ invoice, request }: { invoice: Invoice; request: InvoiceArrangementRequest | undefined }) {
  const { t } = useTranslation();
  // whether a phone shows this bill's details: a view state of one row, nothing else reads it
  const [isOpen, setOpen] = useState(false);
  const items: DetailsItem[] = [
    { term: t(`${PREFIX}.invoiceNumber`), description: invoice.invoiceNumber },
    { term: t(`${PREFIX}.invoiceDate`), description: formatDay(invoice.invoiceDate) },
    { term: t(`${PREFIX}.amount`), description: formatMoney(invoice.amount) },
    { term: t(`${PREFIX}.remaining`), description: formatMoney(invoice.remaining), testId: 'invoice-remaining' },
  ];
  if (invoice.expirationDate) items.push({ term: t(`${PREFIX}.expirationDate`), description: formatDay(invoice.expirationDate) });
  if (invoice.paymentDate) items.push({ term: t(`${PREFIX}.paymentDate`), description: formatDay(invoice.paymentDate) });
  if (invoice.paymentType) items.push({ term: t(`${PREFIX}.paymentType`), description: invoice.paymentType });
  const cover = invoice.premiumCover;
  if (cover) {
    // issue 33 point 5: what a premium bill covers, its whole period and everyone whose premium is on it
    const sameMonth = cover.periodStart.slice(0, 7) === cover.periodEnd.slice(0, 7);
    const sameYear = cover.periodStart.slice(0, 4) === cover.periodEnd.slice(0, 4);
    const period = sameMonth
      ? t(`${PREFIX}.periodOneMonth`, { month: formatMonth(cover.periodStart) })
      : t(`${PREFIX}.periodMonths`, { from: formatMonth(cover.periodStart, { withYear: !sameYear }), to: formatMonth(cover.periodEnd) });
    const persons = t(`${PREFIX}.cover`, { count: cover.insuredCount });
    items.push({ term: t(`${PREFIX}.premiumPeriod`), description: period, testId: 'invoice-period' });
    items.push({
      term: t(`${PREFIX}.coverTerm`),
      description: cover.notShownCount > 0 ? t(`${PREFIX}.coverNotShown`, { count: cover.notShownCount, persons }) : persons,
      testId: 'invoice-cover',
    });
  } else if (invoice.premiePeriod) {
    items.push({ term: t(`${PREFIX}.premiumPeriod`), description: formatMonth(invoice.premiePeriod) });
  }
  const headingId = `invoice-${invoice.invoiceNumber}`;
  const moreId = `invoice-more-${invoice.invoiceNumber}`;
  // a direct debit still to come is not the user's to pay: its day and amount are in the sentence under it
  const isToPay = invoice.remaining > 0 && pendingDirectDebitDate(invoice) === null;
  const facts = { date: formatDay(invoice.invoiceDate), amount: formatMoney(invoice.amount), remaining: formatMoney(invoice.remaining) };
  return (
    <li className={isOpen ? 'panel bills__invoice bills__invoice--open' : 'panel bills__invoice'} data-testid="invoice" aria-labelledby={headingId}>
      <div className="bills__invoice-header">
        <h3 className="bills__invoice-title" id={headingId}>
          {invoice.description}
        </h3>
        <InvoiceStatus invoice={invoice} />
      </div>
      {request && <ArrangementRequestNote request={request} />}
      {/* a phone's compact row: the date and amounts on one line, the rest behind "Details" (issue 33 point 14) */}
      <p className="bills__invoice-facts" data-testid="invoice-facts">
        {t(isToPay ? `${PREFIX}.factsOpen` : `${PREFIX}.facts`, facts)}
      </p>
      <div className="bills__invoice-more" id={moreId}>
        <DetailsList items={items} />
        {/* every invoice offers its PDF: a missing one answers an empty 204, and the download-failure text says so (spec 02 §8) */}
        <InvoiceAttachmentDownloadButton invoice={invoice}>{t(`${PREFIX}.download`, { invoiceNumber: invoice.invoiceNumber })}</InvoiceAttachmentDownloadButton>
      </div>
      <InvoicePayment invoice={invoice} headingId={headingId} />
      <button type="button" className="disclosure-toggle bills__invoice-toggle" aria-expanded={isOpen} aria-controls={moreId} aria-describedby={headingId} onClick={() => setOpen(!isOpen)}>
        {t(`${PREFIX}.more`)}
      </button>
    </li>
  );
}

/** Invoices the user asked to add to a running arrangement, not processed yet: shown inside that arrangement. */
function ArrangementAddition({ addition }: { addition: PaymentArrangement }) {
  const { t } = useTranslation();
  const headingId = `arrangement-addition-${addition.paymentArrangementId}`;
  return (
    <section className="bills__arrangement-addition" data-testid="arrangement-addition" aria-labelledby={headingId}>
      <h4 className="bills__invoice-title" id={headingId}>
        {t(`${PREFIX}.arrangementAddition`)}
      </h4>
      <p className="bills__muted">{t(`${PREFIX}.arrangementAdditionHint`)}</p>
      <DetailsList
        items={[
          { term: t(`${PREFIX}.arrangementAdditionInvoices`), description: addition.invoiceNumbers.join(', ') },
          { term: t(`${PREFIX}.arrangementTotal`), description: formatMoney(addition.totalAmount) },
          { term: t(`${PREFIX}.arrangementTerms`), description: String(addition.numberOfTerms) },
        ]}
      />
      <ArrangementTermsTable
        terms={addition.terms}
        caption={t(`${PREFIX}.additionTermsCaption`)}
        headers={{ term: t(`${PREFIX}.term`), date: t(`${PREFIX}.termDate`), amount: t(`${PREFIX}.termAmount`) }}
      />
    </section>
  );
}

function ArrangementItem({ arrangement, additions }: { arrangement: ArrangementView; additions: readonly PaymentArrangement[] }) {
  const { t } = useTranslation();
  const title = arrangement.isProcessed ? t(`${PREFIX}.arrangementProcessed`) : t(`${PREFIX}.arrangementRequested`);
  const headingId = `arrangement-${arrangement.paymentArrangementId}`;
  return (
    <article className="panel bills__arrangement" data-testid={arrangement.isProcessed ? 'arrangement' : 'arrangement-request'} aria-labelledby={headingId}>
      <h3 className="bills__invoice-title" id={headingId}>
        {title}
      </h3>
      {!arrangement.isProcessed && <p className="bills__muted">{t(`${PREFIX}.arrangementRequestedHint`)}</p>}
      <DetailsList
        items={[
          { term: t(`${PREFIX}.arrangementTotal`), description: formatMoney(arrangement.totalAmount) },
          { term: t(`${PREFIX}.arrangementTerms`), description: String(arrangement.numberOfTerms) },
          { term: t(`${PREFIX}.arrangementInvoices`), description: arrangement.invoiceNumbers.join(', ') },
        ]}
      />
      <ArrangementTermsTable
        terms={arrangement.terms.map((term) => ({
          ...term,
          status: term.status ? { text: t(`${PREFIX}.termStatuses.${term.status.key}`), colour: term.status.colour } : undefined,
        }))}
        caption={t(`${PREFIX}.termsCaption`)}
        headers={{
          term: t(`${PREFIX}.term`),
          date: t(`${PREFIX}.termDate`),
          amount: t(`${PREFIX}.termAmount`),
          ...(arrangement.isProcessed ? { status: t(`${PREFIX}.termStatus`) } : {}),
        }}
      />
      {additions.map((addition) => (
        <ArrangementAddition key={addition.paymentArrangementId} addition={addition} />
      ))}
    </article>
  );
}

function Filters() {
  const { t } = useTranslation();
  const model = useUnit({ years: $years, filter: $filter, onYear: yearChosen, onPayment: paymentFilterChosen });
  return (
    <section className="bills__filters" aria-label={t(`${PREFIX}.filters`)}>
      <SelectField
        id="bills-year"
        label={t(`${PREFIX}.year`)}
        value={model.filter.year === null ? '' : String(model.filter.year)}
        onValueChange={(value) => model.onYear(value === '' ? null : Number(value))}
        placeholder={t(`${PREFIX}.allYears`)}
        options={yearOptions(model.years)}
      />
      <RadioGroupField
        id="bills-payment"
        legend={t(`${PREFIX}.payment`)}
        inline
        value={model.filter.payment}
        onValueChange={(value) => {
          if (isInvoicePaymentFilter(value)) model.onPayment(value);
        }}
        options={INVOICE_PAYMENT_FILTERS.map((payment) => ({ value: payment, label: t(`${PREFIX}.payments.${payment}`) }))}
      />
    </section>
  );
}

/** `rekeningen-en-betalingen`: the invoices of three years, what is still to pay, the PDFs and the arrangements. */
export function BillsAndPaymentsPage() {
  const { t } = useTranslation();
  const model = useUnit({
    status: $status,
    invoices: $invoices,
    summary: $openSummary,
    listedRemaining: $listedRemaining,
    filter: $filter,
    arrangements: $arrangements,
    additions: $additionsByArrangement,
    requests: $arrangementRequestByInvoice,
    arrangementsFailed: $arrangementsFailed,
    arrangementsLoading: $arrangementsLoading,
    mayRequest: $mayRequestArrangement,
    arrangementsDisabled: $arrangementsDisabled,
  });
  return (
    <Page title={t(`${PREFIX}.title`)}>
      <div className="bills">
        <p className="bills__intro">{t(`${PREFIX}.intro`)}</p>
        <PaymentOutcomeNotice />
        {/* the total's frame and its two lines are there while the bills load: the sections below do not move when they come */}
        {model.status !== 'failed' && (
          <section className="panel bills__total" aria-labelledby="bills-total-title">
            <h2 id="bills-total-title" className="bills__total-title">
              {t(`${PREFIX}.totalToPay`)}
            </h2>
            {model.status === 'ready' ? (
              <>
                <p className="bills__total-amount" data-testid="total-to-pay">
                  {formatMoney(model.summary.toPay.amount)}
                </p>
                <p data-testid="total-to-pay-count">{t(`${PREFIX}.totalToPayCount`, { count: model.summary.toPay.count })}</p>
                {model.summary.elsewhere.length > 0 && (
                  <div className="bills__not-in-total" data-testid="not-in-total">
                    <p>{t(`${PREFIX}.notInTotal`)}</p>
                    <ul>
                      {model.summary.elsewhere.map((part) => (
                        <li key={part.reason}>{t(`${PREFIX}.notInTotalReasons.${part.reason}`, { count: part.count, amount: formatMoney(part.amount) })}</li>
                      ))}
                    </ul>
                    <p data-testid="all-open">{t(`${PREFIX}.allOpen`, { count: model.summary.open.count, amount: formatMoney(model.summary.open.amount) })}</p>
                  </div>
                )}
              </>
            ) : (
              <>
                <KeptLine className="bills__total-amount" />
                <KeptLine />
              </>
            )}
            <p className="bills__muted">{t(`${PREFIX}.totalToPayHint`)}</p>
          </section>
        )}
        <section className="panel bills__section" aria-labelledby="bills-invoices-title">
          <h2 id="bills-invoices-title" className="bills__section-title">
            {t(`${PREFIX}.invoices`)}
          </h2>
          <Filters />
          <p role="status" className="bills__status">
            {model.status === 'loading' && t(`${PREFIX}.loading`)}
            {model.status === 'ready' &&
              (model.invoices.length === 0
                ? t(`${PREFIX}.none`)
                : model.filter.payment === 'open'
                  ? t(`${PREFIX}.countOpen`, { count: model.invoices.length, amount: formatMoney(model.listedRemaining) })
                  : t(`${PREFIX}.count`, { count: model.invoices.length }))}
          </p>
          {/* the status line says it; the bars only hold the list's place */}
          {model.status === 'loading' && <Skeleton lines={6} />}
          {model.status === 'failed' && <p className="form-message">{t(`${PREFIX}.failed`)}</p>}
          {model.status === 'ready' && model.invoices.length > 0 && (
            <ul className="bills__invoices">
              {model.invoices.map((invoice) => (
                <InvoiceItem key={invoice.invoiceNumber} invoice={invoice} request={model.requests[invoice.invoiceNumber]} />
              ))}
            </ul>
          )}
        </section>
        {/* below a list of unknown length: placed once the list is, so that it does not move when the bills come */}
        {model.status !== 'loading' && (
          <section className="panel bills__section" aria-labelledby="bills-arrangements-title">
            <h2 id="bills-arrangements-title" className="bills__section-title">
              {t(`${PREFIX}.arrangements`)}
            </h2>
            {model.arrangementsLoading && <Skeleton label={t(`${PREFIX}.arrangementsLoading`)} lines={2} />}
            {model.arrangementsFailed && <p className="form-message">{t(`${PREFIX}.arrangementsFailed`)}</p>}
            {!model.arrangementsLoading && !model.arrangementsFailed && model.arrangements.length === 0 && <p className="bills__muted">{t(`${PREFIX}.arrangementsNone`)}</p>}
            {model.arrangements.map((arrangement) => (
              <ArrangementItem key={arrangement.paymentArrangementId} arrangement={arrangement} additions={model.additions[arrangement.paymentArrangementId] ?? []} />
            ))}
            {model.mayRequest && (
              <div className="bills__request">
                <p>{t(`${PREFIX}.requestArrangementIntro`)}</p>
                <Link className="button button--secondary" to={routeUrl('payment-arrangement')}>
                  {t(`${PREFIX}.requestArrangement`)}
                </Link>
              </div>
            )}
            {model.arrangementsDisabled && (
              <p className="bills__request" data-testid="arrangements-disabled">
                {t(`${PREFIX}.arrangementsDisabled`)}
              </p>
            )}
          </section>
        )}
      </div>
    </Page>
  );
}

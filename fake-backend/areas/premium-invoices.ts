/**
 * Issue 15 (h-newins): the premium invoices follow the stored policies;
 * h-terms: and the agreement's payment term.
 * "A saved change shows on the overview, in the premium and in the invoices
 * after it."
 *
 * - A premium month's amount is the agreement's premium for that month: the
 *   year's policy of every participant (stored, or prolonged as the overview
 *   shows it) plus the newly insured persons in progress from the month
 *   their insurance starts (domain `isInsuredInPremiumMonth`), at the premium
 *   stored with their request.
 * - Saving a change (SaveContractCards, SaveContractCardsForNewlyInsuredPersons)
 *   gives the open premium invoices of the months it reaches the new amount,
 *   in the same store update as the change (domain `isInvoiceFollowingChange`:
 *   the months of the change's year, open, nothing paid). Nothing paid changes.
 * - As the (fake) clock passes into a new month, the premium invoices of the
 *   periods started since the last invoiced one are issued when the invoices
 *   are read (domain `premiumPeriodsToInvoice`), open: one per period of the
 *   agreement's payment term ("1 monthly, 3 quarterly, 6 half-yearly, 12
 *   yearly", spec 02), dated the period's first day, at the premium of its
 *   months less the term's discount (domain `premiumOfPeriod`): a change for
 *   next year shows on January's invoice once January has come. A change of
 *   the payment term leaves the invoices already issued as they are; the
 *   next ones follow the new term.
 */
import {
  isInsuredInPremiumMonth,
  isInvoiceFollowingChange,
  premiumMonthsOfPeriod,
  premiumOfPeriod,
  premiumPeriodOfInvoice,
  premiumPeriodsToInvoice,
  premiumBillCover,
  sumOfEuros,
  INVOICE_STATUS_ID,
  invoiceStatusName,
  type PremiumBillCover,
  type PremiumPeriod,
} from '../../domain/insurance';
import type { Context } from '../context';
import type { AgreementRecord, DbState, InvoiceRecord } from '../seed';
import { addDays, dutchPeriod } from '../seed/dates';
import { directDebitAsOf, PAYMENT_TYPE } from '../seed/finance';
import { policyForYear } from './policy-year';
import { paymentChoiceOfAgreementOn } from './payment-changes';

/**
 * The policy of a participant for a year: the stored one, else the one the
 * insurer prolonged as it was offered (in December before the year: this
 * backend's catalogue prices a year by where the clock stands, and the
 * offered price is the one the customer saw on the overview).
 */
function policyOfYear(state: DbState, agreement: AgreementRecord, customerNumber: string, year: number) {
  const customer = state.customers.find((entry) => entry.customerNumber === customerNumber);
  if (!customer) return null;
  return policyForYear(state, agreement, customer, year, `${year - 1}-12-01`);
}

/** The agreement's premium for a premium month (yyyy-MM-dd): its participants' policies of that year and the newcomers insured by then. */
export function premiumOfMonth(state: DbState, agreement: AgreementRecord, premiePeriod: string): number {
  const year = Number(premiePeriod.slice(0, 4));
  const participants = agreement.agreementParticipants
    .filter((participant) => isInsuredInPremiumMonth(participant.startDate, premiePeriod) && (participant.endDate === null || participant.endDate >= premiePeriod))
    .map((participant) => policyOfYear(state, agreement, participant.customerNumber, year)?.totalNettoPremiumMonth ?? 0);
  const newcomers = (state.newlyInsuredPersons ?? [])
    .filter((record) => record.agreementId === agreement.agreementId && isInsuredInPremiumMonth(record.startDate, premiePeriod))
    .map((record) => record.totalNettoPremiumMonth);
  return sumOfEuros([...participants, ...newcomers]);
}

/** The agreement's premium for a premium period: that of each of its months, less the discount the agreement's data gives for a term of its length. */
export function premiumOfPremiumPeriod(state: DbState, agreement: AgreementRecord, period: PremiumPeriod): number {
  return premiumOfPeriod(
    premiumMonthsOfPeriod(period).map((month) => premiumOfMonth(state, agreement, month)),
    agreement.paymentDetails.paymentTermDiscounts,
  );
}

/**
 * Within a store update, right after a change for `year` is stored in
 * `draft`: the open premium invoices of that year's months take the new
 * premium. Answers how many changed.
 */
export function repriceInvoicesAfterChange(draft: DbState, agreement: AgreementRecord, year: number): number {
  let changed = 0;
  draft.invoices = draft.invoices.map((invoice) => {
    if (invoice.agreementId !== agreement.agreementId || !isInvoiceFollowingChange(invoice, year)) return invoice;
    const amount = premiumOfPremiumPeriod(draft, agreement, premiumPeriodOfInvoice(invoice.premiePeriod!, invoice.premiePeriodEnd));
    if (amount === invoice.amount) return invoice;
    changed += 1;
    return { ...invoice, amount, remaining: amount };
  });
  return changed;
}

/**
 * A generated invoice's number, as long as the seed's (ten digits): the
 * month and the agreement's last digits, the next free one when taken.
 */
function invoiceNumberOf(agreementId: string, premiePeriod: string, taken: ReadonlySet<string>): string {
  let candidate = Number(`${premiePeriod.slice(0, 4)}${premiePeriod.slice(5, 7)}${agreementId.slice(-4).padStart(4, '0')}`);
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/**
 * The periods due since `lastInvoicedEnd`, one at a time, each by the
 * payment term and method in force on its first day: a change asked before
 * the 10th applies from next month, so the periods before it keep the old
 * term and method (issue 32 point 15).
 */
function periodsToInvoice(agreement: AgreementRecord, lastInvoicedEnd: string | null, today: string): { period: PremiumPeriod; paymentMethod: string }[] {
  const due: { period: PremiumPeriod; paymentMethod: string }[] = [];
  for (let end = lastInvoicedEnd; end !== null; ) {
    const inForce = paymentChoiceOfAgreementOn(agreement, addDays(end, 1));
    const next = premiumPeriodsToInvoice(end, today, inForce.paymentTerm)[0];
    if (!next) break;
    due.push({ period: next, paymentMethod: inForce.paymentMethod });
    end = next.end;
  }
  return due;
}

/**
 * The premium invoices due since the last one of each of the agreements the
 * customer is the main insured of, one per period of the agreement's payment
 * term, issued open at that period's premium; one store update, and none
 * when nothing is due.
 */
export function issueDuePremiumInvoices(ctx: Context, customerNumber: string): void {
  const state = ctx.store.read();
  const today = ctx.clock.today();
  const issued: InvoiceRecord[] = [];
  const taken = new Set(state.invoices.map((invoice) => invoice.invoiceNumber));
  for (const agreement of state.agreements) {
    if (agreement.mainCustomerNumber !== customerNumber || agreement.hasAgreementEnded) continue;
    const lastInvoicedEnd = state.invoices
      .filter((invoice) => invoice.agreementId === agreement.agreementId && invoice.premiePeriod !== null)
      .map((invoice) => premiumPeriodOfInvoice(invoice.premiePeriod!, invoice.premiePeriodEnd).end)
      .sort()
      .at(-1);
    for (const { period, paymentMethod } of periodsToInvoice(agreement, lastInvoicedEnd ?? null, today)) {
      const premiePeriod = period.start;
      const invoiceNumber = invoiceNumberOf(agreement.agreementId, premiePeriod, taken);
      taken.add(invoiceNumber);
      const amount = premiumOfPremiumPeriod(state, agreement, period);
      const statusId = paymentMethod === 'DirectDebit' ? INVOICE_STATUS_ID.directDebit : INVOICE_STATUS_ID.open;
      const payment = statusId === INVOICE_STATUS_ID.directDebit ? directDebitAsOf(premiePeriod, amount, today) : { remaining: amount, paymentDate: null };
      issued.push({
        invoiceNumber,
        customerNumber: agreement.mainCustomerNumber,
        agreementId: agreement.agreementId,
        description: `Premie ${dutchPeriod(period.start, period.end)}`,
        invoiceDate: premiePeriod,
        amount,
        status: invoiceStatusName(statusId) ?? 'Openstaand',
        statusId,
        attachments: [{ fileName: `factuur-${invoiceNumber}.pdf`, guidName: `premie-${invoiceNumber}` }],
        paymentType: PAYMENT_TYPE[paymentMethod] ?? 'Overboeking',
        expirationDate: addDays(premiePeriod, 28),
        ...payment,
        premiePeriod,
        ...(period.months > 1 ? { premiePeriodEnd: period.end } : {}),
      });
    }
  }
  if (issued.length === 0) return;
  ctx.store.update((draft) => {
    draft.invoices = [...draft.invoices, ...issued];
  });
}

/**
 * The customer's premium invoices still to be collected by direct debit whose collection date has come since
 * ("Premium collected around the 28th", spec 02 §9): collected, nothing left, paid that day; one store update,
 * and none when nothing is due.
 */
export function collectDueDirectDebits(ctx: Context, customerNumber: string): void {
  const today = ctx.clock.today();
  const isDue = (invoice: InvoiceRecord) =>
    invoice.customerNumber === customerNumber &&
    invoice.statusId === INVOICE_STATUS_ID.directDebit &&
    invoice.remaining > 0 &&
    directDebitAsOf(invoice.invoiceDate, invoice.remaining, today).remaining === 0;
  if (!ctx.store.read().invoices.some(isDue)) return;
  ctx.store.update((draft) => {
    draft.invoices = draft.invoices.map((invoice) => (isDue(invoice) ? { ...invoice, ...directDebitAsOf(invoice.invoiceDate, invoice.remaining, today) } : invoice));
  });
}

/**
 * What a premium invoice covers (issue 33 point 5; a proposed addition, `premiumCover`): its period and the
 * persons whose premium is on it (domain `premiumBillCover`): the agreement's participants and the newly insured
 * persons in progress, and how many of them the reader does not see. Null for an invoice that is no premium.
 */
export function premiumCoverOf(state: DbState, invoice: InvoiceRecord, shownCustomerNumbers: ReadonlySet<string>): PremiumBillCover | null {
  if (invoice.premiePeriod === null) return null;
  const agreement = state.agreements.find((entry) => entry.agreementId === invoice.agreementId);
  if (!agreement) return null;
  const newcomers = (state.newlyInsuredPersons ?? [])
    .filter((record) => record.agreementId === agreement.agreementId)
    .map((record) => ({ customerNumber: `nieuw-${record.id}`, startDate: record.startDate, endDate: null }));
  const shown = new Set([...shownCustomerNumbers, ...newcomers.map((newcomer) => newcomer.customerNumber)]);
  return premiumBillCover(premiumPeriodOfInvoice(invoice.premiePeriod, invoice.premiePeriodEnd), [...agreement.agreementParticipants, ...newcomers], shown);
}

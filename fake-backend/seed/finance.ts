/**
 * Invoices and payment arrangements. Premium invoices from January two years
 * back up to this month, one per period of the agreement's payment term
 * (h-terms: a month for the monthly payers every household here is; domain
 * `premiumPeriodsToInvoice`), plus one older, which the portal must filter
 * out, and excess invoices.
 */
import { formatSubmittedDate, parseCalendarDate } from '../../domain/calendar';
import {
  INVOICE_STATUS_ID,
  invoiceStatusName,
  isPaymentTerm,
  isPremiumCollected,
  paymentArrangementSchedule,
  premiumCollectionDate,
  premiumMonthsOfPeriod,
  premiumOfPeriod,
  premiumPeriodsToInvoice,
  type PremiumPeriod,
} from '../../domain/insurance';
import { addDays, addMonths, dutchMonthYear, dutchPeriod, firstOfMonth, monthOf, timestamp, yearOf } from './dates';
import type { Household } from './people';
import type { SeedRandom } from './random';
import type { InvoiceRecord, PaymentArrangementRecord } from './schema';

export interface FinanceSeed {
  invoices: InvoiceRecord[];
  paymentArrangements: PaymentArrangementRecord[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Status of the premium invoice `monthsAgo` months back, per household. */
function premiumStatus(household: Household, monthsAgo: number): number {
  if (household.key === 'hoofdverzekerde') {
    return [INVOICE_STATUS_ID.open, INVOICE_STATUS_ID.reminder, INVOICE_STATUS_ID.notice][monthsAgo] ?? INVOICE_STATUS_ID.paid;
  }
  if (household.key === 'wanbetaler') {
    const ladder = [
      INVOICE_STATUS_ID.open,
      INVOICE_STATUS_ID.notice,
      INVOICE_STATUS_ID.summons,
      INVOICE_STATUS_ID.paymentArrangement,
      INVOICE_STATUS_ID.paymentArrangement,
      INVOICE_STATUS_ID.collectionAgency,
      INVOICE_STATUS_ID.collectionAgency,
    ];
    return ladder[monthsAgo] ?? INVOICE_STATUS_ID.paid;
  }
  return household.agreement.paymentDetails.paymentMethod === 'DirectDebit'
    ? INVOICE_STATUS_ID.directDebit
    : INVOICE_STATUS_ID.paid;
}

/** How a payment method reads on an invoice (also for the premium invoices issued later, areas/premium-invoices.ts). */
export const PAYMENT_TYPE: Record<string, string> = {
  iDeal: 'iDEAL-betaallink',
  DirectDebit: 'Automatische incasso',
  Mail: 'Nota per post',
  BOR: 'Via werkgever',
  TPS: 'Via tussenpersoon',
};

/**
 * A premium bill paid by direct debit as of today: collected on its month's collection date (domain
 * `isPremiumCollected`), nothing left and paid that day; before it still to be collected, the whole amount open
 * and no payment date. The seed's and the bills issued later (areas/premium-invoices.ts) alike.
 */
export function directDebitAsOf(invoiceDate: string, amount: number, today: string): Pick<InvoiceRecord, 'remaining' | 'paymentDate'> {
  const month = parseCalendarDate(invoiceDate) ?? new Date(invoiceDate);
  const collected = isPremiumCollected(month, parseCalendarDate(today) ?? new Date(today));
  return { remaining: collected ? 0 : amount, paymentDate: collected ? formatSubmittedDate(premiumCollectionDate(month)) : null };
}

/**
 * A bill's payment as of today: a paid one on a day drawn after the bill's date, never after today; one paid by
 * direct debit as `directDebitAsOf` says. The draw is made for every paid bill, so the random stream (and every
 * invoice number after it) is the same on every day.
 */
function paymentOf(random: SeedRandom, today: string, fields: Pick<InvoiceRecord, 'invoiceDate' | 'amount' | 'statusId'>) {
  const paid = fields.statusId === INVOICE_STATUS_ID.paid || fields.statusId === INVOICE_STATUS_ID.directDebit;
  const drawnPaymentDate = paid ? addDays(fields.invoiceDate, random.int(3, 27)) : null;
  if (fields.statusId === INVOICE_STATUS_ID.directDebit) return directDebitAsOf(fields.invoiceDate, fields.amount, today);
  // a bill drawn paid was paid by today at the latest (one dated a few days ago was paid quickly)
  return { remaining: paid ? 0 : fields.amount, paymentDate: drawnPaymentDate && drawnPaymentDate > today ? today : drawnPaymentDate };
}

function invoice(
  random: SeedRandom,
  today: string,
  household: Household,
  fields: Pick<InvoiceRecord, 'description' | 'invoiceDate' | 'amount' | 'statusId' | 'premiePeriod' | 'premiePeriodEnd'> & { withoutAttachment?: boolean },
): InvoiceRecord {
  const invoiceNumber = `${yearOf(fields.invoiceDate)}${random.digits(6)}`;
  const attachment = { fileName: `factuur-${invoiceNumber}.pdf`, guidName: random.uuid() };
  const { remaining, paymentDate } = paymentOf(random, today, fields);
  return {
    invoiceNumber,
    customerNumber: household.agreement.mainCustomerNumber,
    agreementId: household.agreement.agreementId,
    description: fields.description,
    invoiceDate: fields.invoiceDate,
    amount: fields.amount,
    remaining,
    status: invoiceStatusName(fields.statusId) ?? 'Onbekend',
    statusId: fields.statusId,
    attachments: fields.withoutAttachment ? [] : [attachment],
    paymentType: PAYMENT_TYPE[household.agreement.paymentDetails.paymentMethod] ?? 'Overboeking',
    expirationDate: addDays(fields.invoiceDate, 28),
    paymentDate,
    premiePeriod: fields.premiePeriod,
    ...(fields.premiePeriodEnd ? { premiePeriodEnd: fields.premiePeriodEnd } : {}),
  };
}

/** The premium periods of the household's payment term from January two years back up to the one holding today. */
function shownPremiumPeriods(today: string, household: Household): PremiumPeriod[] {
  const term = household.agreement.paymentDetails.paymentTerm;
  return premiumPeriodsToInvoice(`${yearOf(today) - 3}-12-31`, today, isPaymentTerm(term) ? term : 1);
}

/** A premium invoice's fields for a period: dated its first day, its months' premium less the term's discount from the agreement's data. */
function premiumFields(household: Household, period: PremiumPeriod, monthly: (year: number) => number) {
  return {
    description: `Premie ${dutchPeriod(period.start, period.end)}`,
    invoiceDate: period.start,
    amount: premiumOfPeriod(premiumMonthsOfPeriod(period).map((month) => monthly(yearOf(month))), household.agreement.paymentDetails.paymentTermDiscounts),
    premiePeriod: period.start,
    ...(period.months > 1 ? { premiePeriodEnd: period.end } : {}),
  };
}

/** How many months back `wanbetaler`'s premium invoice is that went into a debt-relief programme. */
export const DEBT_RELIEF_MONTHS_AGO = 7;

/**
 * DEBT_RELIEF (issue 33 point 4): `wanbetaler`'s premium of seven months ago
 * went into a debt-relief programme (status 7 Schuldhulptraject): the debt
 * counsellor pays it, so the portal says why it cannot be paid here. Changed
 * after the invoice was drawn (it was drawn paid), so that the random stream,
 * and every invoice number after it, stays as it was.
 */
function putIntoDebtRelief(invoices: InvoiceRecord[], household: Household, thisMonth: string): void {
  const month = addMonths(thisMonth, -DEBT_RELIEF_MONTHS_AGO);
  const record = invoices.find((entry) => entry.customerNumber === household.agreement.mainCustomerNumber && entry.premiePeriod === month);
  if (!record) return;
  record.statusId = INVOICE_STATUS_ID.debtRelief;
  record.status = invoiceStatusName(INVOICE_STATUS_ID.debtRelief) ?? 'Schuldhulptraject';
  record.remaining = record.amount;
  record.paymentDate = null;
}

/**
 * The terms of an arrangement paid before today: those of `paid` (term numbers) whose collection day
 * has passed, each paid on its day. The schedule is the domain's, the one the API answers with.
 */
function paidTermsBefore(today: string, startDate: string, totalAmount: number, numberOfTerms: number, paid: (termNumber: number) => boolean) {
  const start = parseCalendarDate(startDate) ?? new Date(startDate);
  return paymentArrangementSchedule(start, totalAmount, numberOfTerms)
    .map((term) => ({ number: term.number, paidOn: formatSubmittedDate(term.date) }))
    .filter((term) => term.paidOn < today && paid(term.number));
}

/**
 * A running (processed) arrangement of 6 terms over `inArrangement`, started on `startDate`; of the terms
 * whose day has passed, those `paid` names were paid on their day.
 */
function runningArrangement(
  random: SeedRandom,
  household: Household,
  inArrangement: readonly InvoiceRecord[],
  { today, startDate, paid }: { today: string; startDate: string; paid: (termNumber: number) => boolean },
): PaymentArrangementRecord {
  const totalAmount = round2(inArrangement.reduce((total, record) => total + record.amount, 0));
  const numberOfTerms = 6;
  return {
    paymentArrangementId: random.uuid(),
    customerNumber: household.agreement.mainCustomerNumber,
    agreementId: household.agreement.agreementId,
    statusId: INVOICE_STATUS_ID.paymentArrangement,
    status: invoiceStatusName(INVOICE_STATUS_ID.paymentArrangement) ?? 'Betalingsregeling',
    startDate,
    numberOfTerms,
    termAmount: round2(totalAmount / numberOfTerms),
    totalAmount,
    invoiceNumbers: inArrangement.map((record) => record.invoiceNumber),
    isProcessed: true,
    paidTerms: paidTermsBefore(today, startDate, totalAmount, numberOfTerms, paid),
  };
}

export function seedFinance(random: SeedRandom, today: string, households: readonly Household[]): FinanceSeed {
  const invoices: InvoiceRecord[] = [];
  const paymentArrangements: PaymentArrangementRecord[] = [];
  const thisMonth = firstOfMonth(today);
  const firstMonth = `${yearOf(today) - 2}-01-01`;

  for (const household of households) {
    if (household.key === 'nietgeactiveerd') continue;
    /** the household's monthly premium in a year; years before last year a few percent lower */
    const monthly = (year: number) => {
      const policyYear = Math.max(year, yearOf(today) - 1);
      const total = household.members.reduce(
        (sum, customer) =>
          sum +
          (household.policiesByCustomer.get(customer.customerNumber)?.find((policy) => policy.year === policyYear)
            ?.totalNettoPremiumMonth ?? 0),
        0,
      );
      return round2(total * 0.96 ** (policyYear - year));
    };

    // One invoice older than the three shown years, for the portal's filter.
    if (household.key === 'hoofdverzekerde') {
      const old = addMonths(firstMonth, -1);
      invoices.push(invoice(random, today, household, {
        description: `Premie ${dutchMonthYear(old)}`,
        invoiceDate: old,
        amount: monthly(yearOf(old)),
        statusId: INVOICE_STATUS_ID.paid,
        premiePeriod: old,
      }));
    }

    for (const period of shownPremiumPeriods(today, household)) {
      const month = period.start;
      const monthsAgo = (yearOf(thisMonth) - yearOf(month)) * 12 + monthOf(thisMonth) - monthOf(month);
      invoices.push(invoice(random, today, household, {
        ...premiumFields(household, period, monthly),
        statusId: premiumStatus(household, monthsAgo),
        // the archive lost the PDF of hoofdverzekerde's first shown invoice: its download answers an empty 204
        withoutAttachment: household.key === 'hoofdverzekerde' && month === firstMonth,
      }));
    }

    // Excess (eigen risico) settled in the spring after each earlier year. The defaulter's newest one is in summons:
    // last year's from 15 March on, the year before's until then (so on every day of the year there is one, and the
    // arrangement requested for it below).
    const settledYears = [yearOf(today) - 2, yearOf(today) - 1].filter((year) => `${year + 1}-03-15` <= today);
    for (const year of settledYears) {
      invoices.push(invoice(random, today, household, {
        description: `Eigen risico ${year}`,
        invoiceDate: `${year + 1}-03-15`,
        amount: random.amount(40, 385),
        statusId: household.key === 'wanbetaler' && year === settledYears.at(-1) ? INVOICE_STATUS_ID.summons : INVOICE_STATUS_ID.paid,
        premiePeriod: null,
      }));
    }

    if (household.key === 'wanbetaler') {
      putIntoDebtRelief(invoices, household, thisMonth);
      const inArrangement = invoices.filter(
        (record) => record.customerNumber === household.agreement.mainCustomerNumber && record.statusId === INVOICE_STATUS_ID.paymentArrangement,
      );
      // the defaulter paid the first term, and none after it
      paymentArrangements.push(runningArrangement(random, household, inArrangement, { today, startDate: addMonths(thisMonth, -2), paid: (term) => term === 1 }));
      // "one unprocessed request" (issue 14): for the newest excess in summons (above), not yet handled,
      // so its invoice keeps its status; a new request replaces it (spec 02 §4)
      const requested = invoices.filter(
        (record) => record.customerNumber === household.agreement.mainCustomerNumber && record.statusId === INVOICE_STATUS_ID.summons && record.premiePeriod === null,
      );
      const requestedTotal = round2(requested.reduce((total, record) => total + record.amount, 0));
      if (requested.length > 0) {
        paymentArrangements.push({
          paymentArrangementId: `aanvraag-${household.agreement.agreementId}`,
          customerNumber: household.agreement.mainCustomerNumber,
          agreementId: household.agreement.agreementId,
          statusId: INVOICE_STATUS_ID.paymentArrangement,
          status: 'Aangevraagd',
          startDate: addMonths(thisMonth, 1),
          numberOfTerms: 2,
          termAmount: round2(requestedTotal / 2),
          totalAmount: requestedTotal,
          invoiceNumbers: requested.map((record) => record.invoiceNumber),
          isProcessed: false,
          requestedAt: timestamp(addDays(today, -3), '10:20'),
        });
      }
    }
  }
  return { invoices, paymentArrangements };
}

/** The holder's monthly premium in a year (a one-person household); years before last year a few percent lower. */
function holderMonthlyPremium(today: string, household: Household): (year: number) => number {
  const { customerNumber } = household.holder;
  return (year) => {
    const policyYear = Math.max(year, yearOf(today) - 1);
    const policy = household.policiesByCustomer.get(customerNumber)?.find((entry) => entry.year === policyYear);
    return round2((policy?.totalNettoPremiumMonth ?? 0) * 0.96 ** (policyYear - year));
  };
}

/** The holder's premium invoices of the three shown years (one per period of the payment term), oldest first, each with the status its age gives. */
function holderPremiumInvoices(random: SeedRandom, today: string, household: Household, statusOf: (monthsAgo: number) => number): InvoiceRecord[] {
  const thisMonth = firstOfMonth(today);
  const monthly = holderMonthlyPremium(today, household);
  const invoices: InvoiceRecord[] = [];
  for (const period of shownPremiumPeriods(today, household)) {
    const monthsAgo = (yearOf(thisMonth) - yearOf(period.start)) * 12 + monthOf(thisMonth) - monthOf(period.start);
    invoices.push(invoice(random, today, household, { ...premiumFields(household, period, monthly), statusId: statusOf(monthsAgo) }));
  }
  return invoices;
}

/**
 * RUNNING_ARRANGEMENT (issue 14, seed/people.ts): `lopenderegeling`'s
 * premium invoices of the three shown years. Two, three and four months ago
 * are in a running (processed) arrangement of 6 terms that started two months
 * ago, its terms paid on their days so far; last month's premium is still open and may be added to it; this
 * month's is open too, but a premium of the current month cannot go into an
 * arrangement; the rest is paid. From a random stream of its own.
 */
export function seedRunningArrangementFinance(random: SeedRandom, today: string, household: Household): FinanceSeed {
  const thisMonth = firstOfMonth(today);
  const invoices = holderPremiumInvoices(random, today, household, (monthsAgo) =>
    monthsAgo <= 1 ? INVOICE_STATUS_ID.open : monthsAgo <= 4 ? INVOICE_STATUS_ID.paymentArrangement : INVOICE_STATUS_ID.paid,
  );
  const inArrangement = invoices.filter((record) => record.statusId === INVOICE_STATUS_ID.paymentArrangement);
  // every term whose day has passed was paid on its day
  return { invoices, paymentArrangements: [runningArrangement(random, household, inArrangement, { today, startDate: addMonths(thisMonth, -2), paid: () => true })] };
}

/**
 * BANKRUPTCY (issue 14 h-bankrupt, seed/people.ts): `faillissement`'s premium
 * invoices of the three shown years. Two and three months ago fell into the
 * bankruptcy (status 8, still to settle through the trustee, so payment
 * arrangements are disabled); last month's and this month's came after it
 * and are open; the rest is paid. No arrangement. From a random stream of
 * its own.
 */
export function seedBankruptcyFinance(random: SeedRandom, today: string, household: Household): FinanceSeed {
  const invoices = holderPremiumInvoices(random, today, household, (monthsAgo) =>
    monthsAgo <= 1 ? INVOICE_STATUS_ID.open : monthsAgo <= 3 ? INVOICE_STATUS_ID.bankruptcy : INVOICE_STATUS_ID.paid,
  );
  return { invoices, paymentArrangements: [] };
}

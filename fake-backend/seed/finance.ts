/**
 * Invoices and payment arrangements. Monthly premium invoices from January
 * two years back up to this month (plus one older, which the portal must
 * filter out), and excess invoices.
 */
import { INVOICE_STATUS_ID, invoiceStatusName } from '../../domain/insurance';
import { addDays, addMonths, dutchMonthYear, firstOfMonth, monthOf, yearOf } from './dates';
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
  Mail: 'Acceptgiro',
  BOR: 'Via werkgever',
  TPS: 'Via tussenpersoon',
};

function invoice(
  random: SeedRandom,
  household: Household,
  fields: Pick<InvoiceRecord, 'description' | 'invoiceDate' | 'amount' | 'statusId' | 'premiePeriod'> & { withoutAttachment?: boolean },
): InvoiceRecord {
  const paid = fields.statusId === INVOICE_STATUS_ID.paid || fields.statusId === INVOICE_STATUS_ID.directDebit;
  const invoiceNumber = `${yearOf(fields.invoiceDate)}${random.digits(6)}`;
  const attachment = { fileName: `factuur-${invoiceNumber}.pdf`, guidName: random.uuid() };
  return {
    invoiceNumber,
    customerNumber: household.agreement.mainCustomerNumber,
    agreementId: household.agreement.agreementId,
    description: fields.description,
    invoiceDate: fields.invoiceDate,
    amount: fields.amount,
    remaining: paid ? 0 : fields.amount,
    status: invoiceStatusName(fields.statusId) ?? 'Onbekend',
    statusId: fields.statusId,
    attachments: fields.withoutAttachment ? [] : [attachment],
    paymentType: PAYMENT_TYPE[household.agreement.paymentDetails.paymentMethod] ?? 'Overboeking',
    expirationDate: addDays(fields.invoiceDate, 28),
    paymentDate: paid ? addDays(fields.invoiceDate, random.int(3, 27)) : null,
    premiePeriod: fields.premiePeriod,
  };
}

/** A running (processed) arrangement of 6 terms over `inArrangement`, started on `startDate`. */
function runningArrangement(random: SeedRandom, household: Household, inArrangement: readonly InvoiceRecord[], startDate: string): PaymentArrangementRecord {
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
      invoices.push(invoice(random, household, {
        description: `Premie ${dutchMonthYear(old)}`,
        invoiceDate: old,
        amount: monthly(yearOf(old)),
        statusId: INVOICE_STATUS_ID.paid,
        premiePeriod: old,
      }));
    }

    for (let month = firstMonth; month <= thisMonth; month = addMonths(month, 1)) {
      const monthsAgo = (yearOf(thisMonth) - yearOf(month)) * 12 + monthOf(thisMonth) - monthOf(month);
      invoices.push(invoice(random, household, {
        description: `Premie ${dutchMonthYear(month)}`,
        invoiceDate: month,
        amount: monthly(yearOf(month)),
        statusId: premiumStatus(household, monthsAgo),
        premiePeriod: month,
        // the archive lost the PDF of hoofdverzekerde's first shown invoice: its download answers an empty 204
        withoutAttachment: household.key === 'hoofdverzekerde' && month === firstMonth,
      }));
    }

    // Excess (eigen risico) settled in the spring after each earlier year.
    for (const year of [yearOf(today) - 2, yearOf(today) - 1]) {
      const invoiceDate = `${year + 1}-03-15`;
      if (invoiceDate > today) continue;
      invoices.push(invoice(random, household, {
        description: `Eigen risico ${year}`,
        invoiceDate,
        amount: random.amount(40, 385),
        statusId: household.key === 'wanbetaler' && year === yearOf(today) - 1 ? INVOICE_STATUS_ID.summons : INVOICE_STATUS_ID.paid,
        premiePeriod: null,
      }));
    }

    if (household.key === 'wanbetaler') {
      const inArrangement = invoices.filter(
        (record) => record.customerNumber === household.agreement.mainCustomerNumber && record.statusId === INVOICE_STATUS_ID.paymentArrangement,
      );
      paymentArrangements.push(runningArrangement(random, household, inArrangement, addMonths(thisMonth, -2)));
      // "one unprocessed request" (issue 14): for last year's excess in summons, not yet handled,
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

/** The holder's monthly premium invoices of the three shown years, oldest first, each with the status its age gives. */
function holderPremiumInvoices(random: SeedRandom, today: string, household: Household, statusOf: (monthsAgo: number) => number): InvoiceRecord[] {
  const thisMonth = firstOfMonth(today);
  const monthly = holderMonthlyPremium(today, household);
  const invoices: InvoiceRecord[] = [];
  for (let month = `${yearOf(today) - 2}-01-01`; month <= thisMonth; month = addMonths(month, 1)) {
    const monthsAgo = (yearOf(thisMonth) - yearOf(month)) * 12 + monthOf(thisMonth) - monthOf(month);
    invoices.push(invoice(random, household, {
      description: `Premie ${dutchMonthYear(month)}`,
      invoiceDate: month,
      amount: monthly(yearOf(month)),
      statusId: statusOf(monthsAgo),
      premiePeriod: month,
    }));
  }
  return invoices;
}

/**
 * RUNNING_ARRANGEMENT (issue 14, seed/people.ts): `lopenderegeling`'s
 * premium invoices of the three shown years. Two, three and four months ago
 * are in a running (processed) arrangement of 6 terms that started two months
 * ago; last month's premium is still open and may be added to it; this
 * month's is open too, but a premium of the current month cannot go into an
 * arrangement; the rest is paid. From a random stream of its own.
 */
export function seedRunningArrangementFinance(random: SeedRandom, today: string, household: Household): FinanceSeed {
  const thisMonth = firstOfMonth(today);
  const invoices = holderPremiumInvoices(random, today, household, (monthsAgo) =>
    monthsAgo <= 1 ? INVOICE_STATUS_ID.open : monthsAgo <= 4 ? INVOICE_STATUS_ID.paymentArrangement : INVOICE_STATUS_ID.paid,
  );
  const inArrangement = invoices.filter((record) => record.statusId === INVOICE_STATUS_ID.paymentArrangement);
  return { invoices, paymentArrangements: [runningArrangement(random, household, inArrangement, addMonths(thisMonth, -2))] };
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

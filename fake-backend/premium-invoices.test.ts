// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { subDays } from 'date-fns';
import { formatSubmittedDate } from '../domain/calendar';
import { INVOICE_STATUS_ID, premiumCollectionDate, sumOfEuros } from '../domain/insurance';
import { premiumOfMonth } from './areas/premium-invoices';
import { useTestBackend } from './test-support';

const t = useTestBackend();

/** Moves the fake clock to a day (12:00 UTC) after today. */
function moveTo(day: string): void {
  t.backend.clock.advance(Math.round((Date.parse(`${day}T12:00:00Z`) - t.backend.clock.now()) / 1000));
}

/** Into the offer period of next year, when today is before it; answers next year. */
function intoOfferPeriod(): number {
  const today = t.backend.clock.today();
  const year = Number(today.slice(0, 4));
  if (today.slice(5) < '11-12') moveTo(`${year}-11-20`);
  return year + 1;
}

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const main = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === main.agreementId)!;
  return { main, agreement, agreementId: main.agreementId };
}

interface InvoiceView { invoiceNumber: string; invoiceDate: string; description: string; amount: number; remaining: number; statusId: number; premiePeriod: string | null; paymentDate: string | null }

async function invoicesOf(token: string): Promise<InvoiceView[]> {
  const answer = await t.call('GET', '/api/Debitan/Invoices', { token });
  expect(answer.status).toBe(200);
  return answer.json.invoices as InvoiceView[];
}

const premiumOf = (invoices: InvoiceView[], period: string) => invoices.filter((invoice) => invoice.premiePeriod === period);

/** An invoice as issued: without what its payment changes (a direct debit collected on its day). */
const asIssued = ({ remaining: _remaining, paymentDate: _paymentDate, ...issued }: InvoiceView) => issued;

describe('the premium invoices follow a saved change (issue 15: "a saved change shows … in the invoices after it")', () => {
  test("the seed's premium invoice of this month is the agreement's premium of the month (one source)", () => {
    const { agreement } = household('hoofdverzekerde');
    const state = t.backend.store.read();
    const today = t.backend.clock.today();
    const thisMonth = state.invoices.find((invoice) => invoice.agreementId === agreement.agreementId && invoice.premiePeriod === `${today.slice(0, 7)}-01`)!;
    expect(premiumOfMonth(state, agreement, thisMonth.premiePeriod!)).toBe(thisMonth.amount);
  });

  test("a change for next year: this year's invoices stay; January's invoice, issued once January has come, carries the new premium", async () => {
    const year = intoOfferPeriod();
    const { main, agreementId, agreement } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const before = await invoicesOf(token);
    const stateBefore = structuredClone(t.backend.store.read());
    const choice = { customerNumber: main.customerNumber, productComponentCodes: ['1114', 'AV3', 'TG2'] };
    const validated = await t.call('POST', '/api/Contract/validate', { token, body: { agreementId, year, selectedPaymentTerm: 1, chosenInsurances: [choice] } });
    const { before: totalBefore, after: totalAfter } = validated.json.total as Record<'before' | 'after', { month: number }>;
    expect(totalAfter.month).not.toBe(totalBefore.month);
    // the agreement's January premium as it was (the partner with an own account included, whom the user does not see), changed by the difference the user saw
    const newMonthly = sumOfEuros([premiumOfMonth(stateBefore, agreement, `${year}-01-01`), totalAfter.month, -totalBefore.month]);
    const saved = await t.call('POST', '/api/Contract/SaveContractCards', { token, body: { agreementNumber: agreementId, year, selectedPaymentTerm: 1, chosenInsurances: [choice] } });
    expect(saved.status).toBe(200);
    // nothing of this year moved: a change for next year reaches next year's invoices only
    expect(await invoicesOf(token)).toEqual(before);

    moveTo(`${year}-01-02`);
    const later = await t.accessToken('hoofdverzekerde');
    const after = await invoicesOf(later);
    const [december] = premiumOf(after, `${year - 1}-12-01`);
    const [january] = premiumOf(after, `${year}-01-01`);
    // she pays by direct debit: January's is still to be collected on 2 January
    expect(january).toMatchObject({ description: `Premie januari ${year}`, amount: newMonthly, remaining: newMonthly, statusId: INVOICE_STATUS_ID.directDebit, paymentDate: null });
    // December is still this year's premium
    const thisMonth = before.find((invoice) => invoice.premiePeriod === `${year - 1}-11-01`)!;
    expect(december).toMatchObject({ description: `Premie december ${year - 1}`, amount: thisMonth.amount });
    // issued once: a second read adds nothing, and the new invoice has its PDF
    expect(await invoicesOf(later)).toHaveLength(after.length);
    const pdf = await t.call('GET', `/api/Debitan/Invoices/${january!.invoiceNumber}/Attachments`, { token: later });
    expect(pdf.status).toBe(200);
  });

  test('a change in January for this year (retroactive to 1 January): the open January invoice takes the new premium, paid ones stay', async () => {
    const year = intoOfferPeriod();
    moveTo(`${year}-01-10`);
    // alone on her agreement: the premium the user sees is the agreement's
    const { main, agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const before = await invoicesOf(token);
    const [januaryBefore] = premiumOf(before, `${year}-01-01`);
    // she pays by direct debit: on 10 January, January's is still to be collected (on the 28th or the Friday before)
    expect(januaryBefore).toMatchObject({ statusId: INVOICE_STATUS_ID.directDebit, remaining: januaryBefore!.amount });
    const choice = { customerNumber: main.customerNumber, productComponentCodes: ['1117', 'AV3', 'TG2'] };
    const validated = await t.call('POST', '/api/Contract/validate', { token, body: { agreementId, year, selectedPaymentTerm: 1, chosenInsurances: [choice] } });
    const newMonthly = validated.json.total.after.month as number;
    const saved = await t.call('POST', '/api/Contract/SaveContractCards', { token, body: { agreementNumber: agreementId, year, selectedPaymentTerm: 1, chosenInsurances: [choice] } });
    expect(saved.status).toBe(200);
    const after = await invoicesOf(token);
    const [january] = premiumOf(after, `${year}-01-01`);
    expect(january).toMatchObject({ amount: newMonthly, remaining: newMonthly, statusId: INVOICE_STATUS_ID.directDebit });
    expect(january!.amount).not.toBe(januaryBefore!.amount);
    // nothing paid (or collected) changes, and December (last year) is not reached
    const notJanuary = (invoices: InvoiceView[]) => invoices.filter((invoice) => invoice.premiePeriod !== `${year}-01-01`);
    expect(notJanuary(after)).toEqual(notJanuary(before));
  });

  test('a newly insured adult: from the start month the premium invoices carry their premium too', async () => {
    intoOfferPeriod();
    const { agreementId, agreement } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const today = t.backend.clock.today();
    const partner = {
      id: 'persoon-1', initials: 'P.', firstName: 'Pieter', prefix: '', lastName: 'Smit', birthNamePrefix: '', birthName: '', emailAddress: '', emailAddressConfirmation: '',
      birthDate: '1990-03-04', gender: 'M', role: 'P', isBornRecently: false, socialSecurityNumber: '999990019', nationality: 'NL', startDate: today,
    };
    const body = { agreementNumber: agreementId, agreementId, newlyInsuredPersons: [partner], selectedPaymentTerm: 1, chosenInsurances: [{ customerNumber: 'persoon-1', productComponentCodes: ['1114', 'AV1'] }] };
    const stateBefore = structuredClone(t.backend.store.read());
    const saved = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token, body });
    expect(saved.status).toBe(200);
    const record = t.backend.store.read().newlyInsuredPersons![0]!;
    expect(record.totalNettoPremiumMonth).toBeGreaterThan(0);
    const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 2)).toISOString().slice(0, 10);
    const nextPeriod = `${next.slice(0, 7)}-01`;
    moveTo(next);
    const later = await t.accessToken('buitenland');
    const [nextInvoice] = premiumOf(await invoicesOf(later), nextPeriod);
    // the month's premium as it would have been, plus the newcomer's
    expect(nextInvoice!.amount).toBe(sumOfEuros([premiumOfMonth(stateBefore, agreement, nextPeriod), record.totalNettoPremiumMonth]));
  });
});

describe('h-terms: "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly" (spec 02): the premium invoices follow the agreement\'s payment term', () => {
  const FULL = { 3: 'januari t/m maart', 6: 'januari t/m juni', 12: 'januari t/m december' } as const;
  test.for([3, 6, 12] as const)('a change to a term of %i months asked on 5 December: the invoices issued stay; January bills the whole first period of the term, less its discount (the rest of a period: payment-changes.test.ts)', async (term) => {
    const { agreementId, agreement } = household('buitenland');
    // asked on 5 December: the term changes only while next year's packages are offered, and "payment changes before
    // the 10th apply the next month" (issue 32 point 15; other days in payment-changes.test.ts)
    moveTo(`${t.backend.clock.today().slice(0, 4)}-12-05`);
    const token = await t.accessToken('buitenland');
    const before = await invoicesOf(token);
    const today = t.backend.clock.today();
    const year = Number(today.slice(0, 4));
    const changed = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: agreement.paymentDetails.paymentMethod, paymentTerm: term } });
    expect(changed.status).toBe(200);
    // nothing issued changes with the term
    expect(await invoicesOf(token)).toEqual(before);

    moveTo(`${year + 1}-01-02`);
    const later = await t.accessToken('buitenland');
    const after = await invoicesOf(later);
    // (December's direct debit was collected meanwhile, on its day)
    expect(after.slice(0, before.length).map(asIssued)).toEqual(before.map(asIssued));
    const issued = after.slice(before.length);
    const state = t.backend.store.read();
    const stored = state.agreements.find((entry) => entry.agreementId === agreementId)!;

    // December was invoiced before the change: nothing more comes for this year
    expect(issued.filter((invoice) => invoice.premiePeriod!.startsWith(String(year)))).toEqual([]);

    // January: ONE invoice for the whole first period of the term, at its months' premium less the term's discount from the data
    const first = `${year + 1}-01-01`;
    const full = issued.filter((invoice) => invoice.premiePeriod!.startsWith(String(year + 1)));
    expect(full).toHaveLength(1);
    const monthly = premiumOfMonth(state, stored, first);
    const discount = { 3: stored.paymentDetails.paymentTermDiscounts.quarterly, 6: stored.paymentDetails.paymentTermDiscounts.halfYearly, 12: stored.paymentDetails.paymentTermDiscounts.yearly }[term];
    expect(discount).toBeGreaterThan(0);
    expect(full[0]).toMatchObject({ premiePeriod: first, invoiceDate: first, description: `Premie ${FULL[term]} ${year + 1}`, statusId: INVOICE_STATUS_ID.directDebit, paymentDate: null });
    expect(full[0]!.amount).toBe(Math.round((monthly * 100 * term * (100 - discount)) / 100) / 100);
    expect(full[0]!.remaining).toBe(full[0]!.amount);
    // the API answers the invoice as the spec lists it: the period's end is the backend's own bookkeeping
    expect(Object.keys(full[0]!)).not.toContain('premiePeriodEnd');
    // issued once: within the term's period nothing more comes, also a month on
    moveTo(`${year + 1}-02-03`);
    const again = await invoicesOf(await t.accessToken('buitenland'));
    expect(again).toHaveLength(after.length);
  });

  test('a quarterly payer: a saved change for the year reprices the open quarter invoice as a quarter (its three months, less the quarterly discount)', async () => {
    const { agreementId, agreement } = household('buitenland');
    // the term changes only while next year's packages are offered
    const year = intoOfferPeriod();
    let token = await t.accessToken('buitenland');
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: agreement.paymentDetails.paymentMethod, paymentTerm: 3 } })).status).toBe(200);
    moveTo(`${year}-01-10`);
    token = await t.accessToken('buitenland');
    const [quarterBefore] = premiumOf(await invoicesOf(token), `${year}-01-01`);
    expect(quarterBefore!.description).toBe(`Premie januari t/m maart ${year}`);
    const { main } = household('buitenland');
    const choice = { customerNumber: main.customerNumber, productComponentCodes: ['1117', 'AV3', 'TG2'] };
    const saved = await t.call('POST', '/api/Contract/SaveContractCards', { token, body: { agreementNumber: agreementId, year, selectedPaymentTerm: 3, chosenInsurances: [choice] } });
    expect(saved.status).toBe(200);
    const state = t.backend.store.read();
    const stored = state.agreements.find((entry) => entry.agreementId === agreementId)!;
    const monthly = premiumOfMonth(state, stored, `${year}-01-01`);
    const [quarter] = premiumOf(await invoicesOf(token), `${year}-01-01`);
    expect(quarter!.amount).not.toBe(quarterBefore!.amount);
    expect(quarter).toMatchObject({ remaining: quarter!.amount, statusId: INVOICE_STATUS_ID.directDebit });
    expect(quarter!.amount).toBe(Math.round((monthly * 100 * 3 * (100 - stored.paymentDetails.paymentTermDiscounts.quarterly)) / 100) / 100);
  });
});

describe('"Premium collected around the 28th (the Friday before if on a weekend)" (spec 02 §9): the bills issued later', () => {
  test('one paid by direct debit is to be collected until its collection date and collected from that day, once', async () => {
    const { agreementId } = household('buitenland');
    const year = Number(t.backend.clock.today().slice(0, 4)) + 1;
    moveTo(`${year}-02-02`);
    let token = await t.accessToken('buitenland');
    const [february] = premiumOf(await invoicesOf(token), `${year}-02-01`);
    expect(february).toMatchObject({ statusId: INVOICE_STATUS_ID.directDebit, remaining: february!.amount, paymentDate: null });
    expect(february!.amount).toBeGreaterThan(0);
    // the day before it is collected, it is still to be collected
    const collection = premiumCollectionDate(new Date(year, 1, 1));
    const collectionDay = formatSubmittedDate(collection);
    moveTo(formatSubmittedDate(subDays(collection, 1)));
    token = await t.accessToken('buitenland');
    expect(premiumOf(await invoicesOf(token), `${year}-02-01`)[0]).toMatchObject({ remaining: february!.amount, paymentDate: null });
    moveTo(collectionDay);
    token = await t.accessToken('buitenland');
    const collected = await invoicesOf(token);
    expect(premiumOf(collected, `${year}-02-01`)[0]).toMatchObject({ statusId: INVOICE_STATUS_ID.directDebit, remaining: 0, paymentDate: collectionDay, amount: february!.amount });
    // nothing else moved, and a second read collects nothing more
    expect(await invoicesOf(token)).toEqual(collected);
    expect(t.backend.store.read().invoices.filter((invoice) => invoice.agreementId === agreementId && invoice.premiePeriod === `${year}-02-01`)).toHaveLength(1);
  });

  test('one paid by bills on paper (wanbetaler) issued later is open, not collected, also after the 28th', async () => {
    const year = Number(t.backend.clock.today().slice(0, 4)) + 1;
    moveTo(`${year}-02-27`);
    const token = await t.accessToken('wanbetaler');
    const [february] = premiumOf(await invoicesOf(token), `${year}-02-01`);
    expect(february).toMatchObject({ statusId: INVOICE_STATUS_ID.open, remaining: february!.amount, paymentDate: null });
  });
});

import { invoicesQuery, paymentArrangementsQuery, type Invoice, type PaymentArrangement } from '@/entities/invoice';
import { $permissions } from '@/entities/session';
import { readClockFx } from '@/shared/lib/clock';
import { awaitsAnswer } from '@/shared/lib/query-state';
import { routes, routeUrl } from '@/shared/routing';
import {
  ARRANGEMENT_TERM_STATUS_COLOUR,
  arrangementTermStatus,
  filteredInvoices,
  invoiceArrangementRequest,
  invoiceYears,
  isInvoicePaymentFilter,
  openInvoicesSummary,
  sumOfEuros,
  type ArrangementTermStatus,
  type InvoiceArrangementRequest,
  type InvoiceFilter,
  type InvoicePaymentFilter,
  type InvoiceStatusColour,
} from '@portal/domain';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { paymentStarted, PAYMENT_QUERY_KEY as BANK_RETURN_QUERY_KEY, returnedFromBank } from './ideal-payment';

const route = routes['bills-and-payments'];

/** `rekeningen-en-betalingen?jaar=2025&status=openstaand`: the filter is in the address (the dashboard's tiles link with it). */
export const YEAR_QUERY_KEY = 'jaar';
export const PAYMENT_QUERY_KEY = 'status';

/** The open/paid choice in the address, in Dutch. */
export const PAYMENT_QUERY_VALUES: Record<Exclude<InvoicePaymentFilter, 'all'>, string> = { open: 'openstaand', paid: 'betaald' };

export const readTodayFx = attach({ effect: readClockFx });

export const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, fn: () => undefined, target: [invoicesQuery.start, paymentArrangementsQuery.start] });

/** "the current year and the two before", newest first. */
export const $years = $today.map((today) => (today ? invoiceYears(today) : []));

export const yearChosen = createEvent<number | null>();
export const paymentFilterChosen = createEvent<InvoicePaymentFilter>();

/** Writes the filter into the address without a navigation (the screen and its focus stay). */
export const replaceAddressFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

const paymentFromQuery = (value: string | undefined): InvoicePaymentFilter =>
  value === PAYMENT_QUERY_VALUES.open ? 'open' : value === PAYMENT_QUERY_VALUES.paid ? 'paid' : 'all';

/** The filter shown: from the address when the page opens (a year not offered counts as every year), then as chosen. */
export const $filter = createStore<InvoiceFilter>({ year: null, payment: 'all' })
  .on(yearChosen, (filter, year) => ({ ...filter, year }))
  .on(paymentFilterChosen, (filter, payment) => ({ ...filter, payment }))
  .reset(route.closed);

/**
 * The filter kept across the bank's round trip (issue 33 point 4): the bank sends the user back to the bills page
 * without it. Only the year and the open/paid choice, nothing personal, in this tab's session storage, read once.
 */
const BANK_RETURN_FILTER_KEY = 'mo_bills_filter';
export const rememberFilterFx = createEffect((filter: InvoiceFilter) => {
  window.sessionStorage.setItem(BANK_RETURN_FILTER_KEY, JSON.stringify(filter));
});
export const readRememberedFilterFx = createEffect((): InvoiceFilter | null => {
  const stored = window.sessionStorage.getItem(BANK_RETURN_FILTER_KEY);
  window.sessionStorage.removeItem(BANK_RETURN_FILTER_KEY);
  return rememberedFilterOf(stored);
});

/** A remembered filter as it was written, or null (nothing kept, or not of the filter's shape). */
export function rememberedFilterOf(stored: string | null): InvoiceFilter | null {
  if (!stored) return null;
  try {
    const { year, payment } = JSON.parse(stored) as Partial<InvoiceFilter>;
    if ((year === null || Number.isInteger(year)) && isInvoicePaymentFilter(payment)) return { year: year ?? null, payment };
  } catch {
    // not JSON: as if nothing was kept
  }
  return null;
}

sample({ clock: paymentStarted, source: $filter, target: rememberFilterFx });
sample({ clock: returnedFromBank, target: readRememberedFilterFx });
const $filterBeforeBank = createStore<InvoiceFilter | null>(null)
  .on(readRememberedFilterFx.doneData, (_, filter) => filter)
  .reset([route.closed, yearChosen, paymentFilterChosen]);

sample({
  clock: [readTodayFx.doneData, route.updated, readRememberedFilterFx.doneData],
  source: { query: route.$query, years: $years, beforeBank: $filterBeforeBank },
  fn: ({ query, years, beforeBank }): InvoiceFilter => {
    if (beforeBank) return { year: beforeBank.year !== null && years.includes(beforeBank.year) ? beforeBank.year : null, payment: beforeBank.payment };
    const asked = Number(query[YEAR_QUERY_KEY]);
    return { year: years.includes(asked) ? asked : null, payment: paymentFromQuery(query[PAYMENT_QUERY_KEY]) };
  },
  target: $filter,
});

/** The address of the bills page with a filter (and, back from the bank, its payment). */
const addressOf = ({ year, payment }: InvoiceFilter, paymentId?: string) =>
  routeUrl('bills-and-payments', undefined, {
    ...(year === null ? {} : { [YEAR_QUERY_KEY]: String(year) }),
    ...(payment === 'all' ? {} : { [PAYMENT_QUERY_KEY]: PAYMENT_QUERY_VALUES[payment] }),
    ...(paymentId ? { [BANK_RETURN_QUERY_KEY]: paymentId } : {}),
  });

// back from the bank with a kept filter: the address shows it too, so a reload keeps it
sample({
  clock: readRememberedFilterFx.doneData,
  source: route.$query,
  filter: (_, filter) => filter !== null,
  fn: (query, filter) => addressOf(filter as InvoiceFilter, query[BANK_RETURN_QUERY_KEY]),
  target: replaceAddressFx,
});

sample({
  clock: [yearChosen, paymentFilterChosen],
  source: $filter,
  fn: (filter) => addressOf(filter),
  target: replaceAddressFx,
});

export type BillsStatus = 'loading' | 'failed' | 'ready';
export const $status = combine(
  invoicesQuery.$pending,
  invoicesQuery.$failed,
  $today,
  (pending, failed, today): BillsStatus => (failed ? 'failed' : pending || !today ? 'loading' : 'ready'),
);

/** The invoices of the chosen year and open/paid choice, of the three years shown, by date ascending. */
export const $invoices = combine(invoicesQuery.$data, $filter, $today, (data, filter, today): Invoice[] =>
  data && today ? filteredInvoices(data.invoices, filter, today) : [],
);

/**
 * The open bills over every shown invoice, whatever the filter (issue 33 point 5): what the customer pays now
 * ("Totaal nog te betalen", the dashboard's tile), what is paid another way and why, and all open ones together
 * (the "Openstaand" filter): one domain rule, so the three agree.
 */
export const $openSummary = combine(invoicesQuery.$data, $today, (data, today) =>
  data && today ? openInvoicesSummary(data.invoices, today) : { open: { count: 0, amount: 0 }, toPay: { count: 0, amount: 0 }, elsewhere: [] },
);
export const $totalToPay = $openSummary.map((summary) => summary.toPay.amount);
/** What remains on the listed bills together: with the "Openstaand" filter on every year, the summary's `open`. */
export const $listedRemaining = $invoices.map((invoices) => sumOfEuros(invoices.map((invoice) => invoice.remaining)));

/** A request that adds invoices to a running arrangement that is listed: shown inside that arrangement. */
const addsToListed = (request: PaymentArrangement, all: readonly PaymentArrangement[]) =>
  request.addsToPaymentArrangementId !== null && all.some((other) => other.isProcessed && other.paymentArrangementId === request.addsToPaymentArrangementId);

/** A term as the page shows it: a running arrangement's says whether it is paid, in the invoices' colours. */
export interface ArrangementTermView {
  number: number;
  /** the collection date, yyyy-MM-dd */
  date: string;
  amount: number;
  /** yyyy-MM-dd, or null while unpaid */
  paidOn: string | null;
  /** a running arrangement's term: paid, open or overdue (a request's terms are all still to come: null) */
  status: { key: ArrangementTermStatus; colour: InvoiceStatusColour } | null;
}

export type ArrangementView = Omit<PaymentArrangement, 'terms'> & { terms: ArrangementTermView[] };

const termViews = (arrangement: PaymentArrangement, today: Date | null): ArrangementTermView[] =>
  arrangement.terms.map((term) => {
    const key = arrangement.isProcessed && today ? arrangementTermStatus(term, today) : null;
    return { ...term, paidOn: term.paidOn ?? null, status: key ? { key, colour: ARRANGEMENT_TERM_STATUS_COLOUR[key] } : null };
  });

/** The arrangements (processed first, then an unprocessed request), a running one's terms each paid or not; an addition to a running one is shown in it. */
export const $arrangements = combine(paymentArrangementsQuery.$data, $today, (arrangements, today): ArrangementView[] =>
  [...(arrangements ?? [])]
    .filter((arrangement, _, all) => !addsToListed(arrangement, all))
    .sort((a, b) => Number(b.isProcessed) - Number(a.isProcessed))
    .map((arrangement) => ({ ...arrangement, terms: termViews(arrangement, today) })),
);

/**
 * Per bill, the request not processed yet that asks to put it in an arrangement (the domain's rule): the bill
 * keeps its own status until then, and the invoices answer (spec 02 §3) has no field for it, so the page reads
 * it from the arrangements list it shows below anyway.
 */
export const $arrangementRequestByInvoice = combine(invoicesQuery.$data, paymentArrangementsQuery.$data, (data, arrangements) => {
  const requests: Record<string, InvoiceArrangementRequest> = {};
  for (const invoice of data?.invoices ?? []) {
    const request = invoiceArrangementRequest(invoice, arrangements ?? []);
    if (request) requests[invoice.invoiceNumber] = request;
  }
  return requests;
});

/** Per running arrangement, the requests that add invoices to it (not processed yet). */
export const $additionsByArrangement = paymentArrangementsQuery.$data.map((arrangements): Record<string, PaymentArrangement[]> => {
  const all = arrangements ?? [];
  const additions: Record<string, PaymentArrangement[]> = {};
  for (const request of all) {
    if (request.addsToPaymentArrangementId !== null && addsToListed(request, all)) {
      (additions[request.addsToPaymentArrangementId] ??= []).push(request);
    }
  }
  return additions;
});
export const $arrangementsFailed = paymentArrangementsQuery.$failed;
/** The arrangements are not known yet (not "none" while they load). */
export const $arrangementsLoading = awaitsAnswer(paymentArrangementsQuery);

/** The entry to request an arrangement: only with the permission, and not while arrangements are disabled. */
export const $mayRequestArrangement = combine(
  $permissions,
  invoicesQuery.$data,
  (permissions, data) => permissions.mayCreatePaymentArrangement && data !== null && !data.isPaymentArrangementsDisabled,
);
/** Instead of the entry, why there is none (issue 14: faillissement): the permission is there, arrangements are disabled. */
export const $arrangementsDisabled = combine(
  $permissions,
  invoicesQuery.$data,
  (permissions, data) => permissions.mayCreatePaymentArrangement && data !== null && data.isPaymentArrangementsDisabled,
);

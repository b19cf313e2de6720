import { invoicesQuery, paymentArrangementsQuery, type Invoice } from '@/entities/invoice';
import { readClockFx } from '@/shared/lib/clock';
import { createForm, createFormSubmission, createLeaveGuard, createWizard, type FormErrors } from '@/shared/lib/form';
import { navigationRequested, routes, routeUrl } from '@/shared/routing';
import {
  arrangementCandidateInvoices,
  arrangementInvoiceRefusal,
  maximumNumberOfTerms,
  PAYMENT_ARRANGEMENT_MINIMUM_TERMS,
  paymentArrangementErrors,
  paymentArrangementRequestKind,
  paymentArrangementSchedule,
  paymentArrangementStartDates,
  paymentArrangementTotal,
  formatSubmittedDate,
  paymentArrangementUnavailableReason,
  type ArrangementInvoiceRefusal,
  type PaymentArrangementError,
} from '@portal/domain';
import { parseISO } from 'date-fns';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { arrangementRefusalOf, requestPaymentArrangementMutation, type PaymentArrangementRequestBody } from '../api/request-payment-arrangement';

const route = routes['payment-arrangement'];
const ERRORS = 'pages.paymentArrangement.errors';

const readTodayFx = attach({ effect: readClockFx });
export const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, fn: () => undefined, target: [invoicesQuery.start, paymentArrangementsQuery.start] });

const isoDay = (date: Date) => formatSubmittedDate(date);

/** Step 1's list: every invoice with something open or held elsewhere, oldest first. */
export const $candidates = invoicesQuery.$data.map((data): Invoice[] => (data ? arrangementCandidateInvoices([...data.invoices]) : []));

type Codes = readonly PaymentArrangementError['code'][];
const messageOf = (errors: PaymentArrangementError[], codes: Codes) => {
  const broken = errors.find((error) => codes.includes(error.code));
  return broken ? `${ERRORS}.${broken.code}` : undefined;
};

/** Step 1: the invoices; every rule is the domain's, the one the server applies. */
export const invoicesForm = createForm({
  initial: { invoiceNumbers: [] as string[] },
  extra: combine({ candidates: $candidates, today: $today }),
  validate: ({ invoiceNumbers }, { candidates, today }): FormErrors => {
    const chosen = candidates.filter((invoice) => invoiceNumbers.includes(invoice.invoiceNumber));
    const [firstMoment] = today ? paymentArrangementStartDates(today) : [];
    if (!today || !firstMoment) return {};
    const errors = paymentArrangementErrors({ invoices: chosen, numberOfTerms: PAYMENT_ARRANGEMENT_MINIMUM_TERMS, startDate: firstMoment }, today);
    const message = messageOf(errors, ['no-invoice-chosen', 'invoice-not-selectable', 'invoice-below-minimum', 'more-than-one-premium-invoice', 'premium-invoice-not-for-past-month']);
    return message ? { invoiceNumbers: message } : {};
  },
  resetOn: [route.closed],
});

/** The invoices chosen, in the list's order. */
export const $chosen = combine($candidates, invoicesForm.$values, (candidates, { invoiceNumbers }) =>
  candidates.filter((invoice) => invoiceNumbers.includes(invoice.invoiceNumber)),
);

export interface CandidateView {
  invoice: Invoice;
  /** why it cannot be chosen; null: it can */
  refusal: ArrangementInvoiceRefusal | null;
}

/**
 * Each listed invoice with why it cannot be chosen. An invoice the user
 * already ticked keeps its place; a premium invoice says "a second premium
 * invoice" while another one is ticked.
 */
export const $candidateViews = combine($candidates, $chosen, $today, (candidates, chosen, today): CandidateView[] =>
  today ? candidates.map((invoice) => ({ invoice, refusal: arrangementInvoiceRefusal(invoice, chosen, today) })) : [],
);

/** "each term at least 25 euro": what the chosen invoices add up to, and so how many terms may be chosen. */
export const $total = $chosen.map((chosen) => paymentArrangementTotal(chosen));
export const $termChoices = $total.map((total) => {
  const maximum = maximumNumberOfTerms(total);
  return maximum < PAYMENT_ARRANGEMENT_MINIMUM_TERMS
    ? []
    : Array.from({ length: maximum - PAYMENT_ARRANGEMENT_MINIMUM_TERMS + 1 }, (_, index) => index + PAYMENT_ARRANGEMENT_MINIMUM_TERMS);
});

/** Step 2: the number of terms. */
export const termsForm = createForm({
  initial: { numberOfTerms: '' },
  extra: combine({ chosen: $chosen, today: $today }),
  validate: ({ numberOfTerms }, { chosen, today }): FormErrors => {
    if (numberOfTerms === '') return { numberOfTerms: `${ERRORS}.terms-required` };
    const [firstMoment] = today ? paymentArrangementStartDates(today) : [];
    if (!today || !firstMoment) return {};
    const errors = paymentArrangementErrors({ invoices: chosen, numberOfTerms: Number(numberOfTerms), startDate: firstMoment }, today);
    const message = messageOf(errors, ['number-of-terms-out-of-range', 'term-below-minimum']);
    return message ? { numberOfTerms: message } : {};
  },
  resetOn: [route.closed],
});

/** "start dates only on fixed collection moments" */
export const $startDates = $today.map((today) => (today ? paymentArrangementStartDates(today).map(isoDay) : []));

/** Step 3: the first term's date. */
export const startForm = createForm({
  initial: { startDate: '' },
  extra: $startDates,
  validate: ({ startDate }, startDates): FormErrors => {
    if (startDate === '') return { startDate: `${ERRORS}.start-date-required` };
    return startDates.includes(startDate) ? {} : { startDate: `${ERRORS}.start-date-not-a-collection-moment` };
  },
  resetOn: [route.closed],
});

/** Step 4 has no answers of its own: sending it is what the server may refuse. */
export const summaryForm = createForm({ initial: {}, validate: (): FormErrors => ({}), resetOn: [route.closed] });

export const wizard = createWizard({
  steps: ['rekeningen', 'termijnen', 'startdatum', 'controle'] as const,
  forms: { rekeningen: invoicesForm, termijnen: termsForm, startdatum: startForm, controle: summaryForm },
  route,
});

/** "the whole schedule of terms on real calendar dates", for the start date chosen (or the first one offered). */
export const $schedule = combine($total, termsForm.$values, startForm.$values, $startDates, (total, { numberOfTerms }, { startDate }, startDates) => {
  const terms = Number(numberOfTerms);
  const start = startDate || startDates[0];
  if (!start || !Number.isInteger(terms) || terms < PAYMENT_ARRANGEMENT_MINIMUM_TERMS || total <= 0) return [];
  return paymentArrangementSchedule(parseISO(start), total, terms).map((term) => ({ ...term, date: isoDay(term.date) }));
});

/** What sending does: a new request, one that replaces the unprocessed request, or invoices added to the running arrangement. */
export const $unprocessedRequest = paymentArrangementsQuery.$data.map((arrangements) => arrangements?.find((entry) => !entry.isProcessed) ?? null);
export const $runningArrangement = paymentArrangementsQuery.$data.map((arrangements) => arrangements?.find((entry) => entry.isProcessed) ?? null);
export const $requestKind = combine($unprocessedRequest, $runningArrangement, (unprocessed, running) =>
  paymentArrangementRequestKind(unprocessed ? { isProcessed: false } : running ? { isProcessed: true } : null),
);

/** Before the wizard (spec 02 §8's popups): arrangements disabled, or no invoice that can be chosen. */
export const $unavailableReason = combine(invoicesQuery.$data, $candidateViews, (data, views) =>
  data
    ? paymentArrangementUnavailableReason({
        invoices: views.filter((view) => view.refusal === null).map((view) => view.invoice),
        isPaymentArrangementsDisabled: data.isPaymentArrangementsDisabled,
      })
    : null,
);

export type PagePhase = 'loading' | 'failed' | 'ready';
export const $phase = combine(
  invoicesQuery.$pending,
  invoicesQuery.$failed,
  paymentArrangementsQuery.$pending,
  paymentArrangementsQuery.$failed,
  $today,
  (invoicesPending, invoicesFailed, arrangementsPending, arrangementsFailed, today): PagePhase =>
    invoicesFailed || arrangementsFailed ? 'failed' : invoicesPending || arrangementsPending || !today ? 'loading' : 'ready',
);

/**
 * The popups before the wizard (issue 14): "an unprocessed request exists (a
 * new one replaces it, confirm first)" and "an existing arrangement can get
 * invoices added" (offered first, the wizard then chooses what is added).
 * Each is asked once when the page is ready.
 */
export const replaceConfirmed = createEvent();
export const replaceDismissed = createEvent();
export const addConfirmed = createEvent();
export const addDismissed = createEvent();
const $existingAnswered = createStore(false).on([replaceConfirmed, addConfirmed], () => true).reset(route.closed);
const $asksAboutExisting = combine($phase, $unavailableReason, $existingAnswered, (phase, reason, answered) => phase === 'ready' && reason === null && !answered);
export const $isReplaceOpen = combine($asksAboutExisting, $requestKind, (asks, kind) => asks && kind === 'replace-unprocessed');
export const $isAddOpen = combine($asksAboutExisting, $requestKind, (asks, kind) => asks && kind === 'add-to-existing');

/** Back to the bills: from the unavailable popups, a refused replacement or addition, a cancelled wizard and the success popup. */
export const backToBillsClicked = createEvent();
export const successClosed = createEvent();
sample({
  clock: [backToBillsClicked, replaceDismissed, addDismissed, wizard.cancelled, successClosed],
  fn: () => ({ to: routeUrl('bills-and-payments') }),
  target: navigationRequested,
});

const $request = combine(invoicesForm.$values, termsForm.$values, startForm.$values, (invoices, terms, start): PaymentArrangementRequestBody => ({
  invoiceNumbers: invoices.invoiceNumbers,
  numberOfTerms: Number(terms.numberOfTerms),
  startDate: start.startDate,
}));

export const submission = createFormSubmission({
  form: summaryForm,
  mutation: requestPaymentArrangementMutation,
  source: $request,
  toParams: (_, request) => request,
  savedNotice: null,
  errorSavingKey: 'pages.paymentArrangement.errorSaving',
  refusalOf: arrangementRefusalOf,
});

/** What the success popup says of the request: what it did, its terms, its reference (the id Mijn aanvragen lists it by) and when it arrived. */
export interface ArrangementReceipt {
  kind: 'new' | 'replace-unprocessed' | 'add-to-existing';
  firstTermDate: string;
  numberOfTerms: number;
  totalAmount: number;
  requestId: string;
  /** ISO timestamp; null where the API does not say */
  receivedAt: string | null;
}

/** The success popup, with what was requested. */
export const $result = createStore<ArrangementReceipt | null>(null)
  .on(submission.saved, (_, { result }) => ({
    kind: result.kind,
    firstTermDate: result.paymentArrangement.terms[0]?.date ?? result.paymentArrangement.startDate,
    numberOfTerms: result.paymentArrangement.numberOfTerms,
    totalAmount: result.paymentArrangement.totalAmount,
    requestId: result.paymentArrangement.paymentArrangementId,
    receivedAt: result.paymentArrangement.requestedAt ?? null,
  }))
  .reset(route.closed);

// the bills page shows the request: both lists are read again
sample({ clock: submission.saved, fn: () => undefined, target: [invoicesQuery.start, paymentArrangementsQuery.start] });

// a step's answers that no longer fit an earlier change start again there (fewer invoices allow fewer terms)
sample({
  clock: invoicesForm.validSubmitted,
  source: { terms: termsForm.$values, choices: $termChoices },
  filter: ({ terms, choices }) => terms.numberOfTerms !== '' && !choices.includes(Number(terms.numberOfTerms)),
  fn: () => ({ numberOfTerms: '' }),
  target: termsForm.filled,
});

const $hasUnsavedAnswers = combine(
  route.$isOpened,
  invoicesForm.$isDirty,
  submission.$isSaving,
  $result,
  (isOpened, isDirty, isSaving, result) => isOpened && isDirty && !isSaving && result === null,
);
export const leaveGuard = createLeaveGuard({ $hasUnsavedAnswers });

export const $isSaving = submission.$isSaving;

import { allDeclarationsQuery, declarationDetailQuery, declarationsQuery, type Declaration } from '@/entities/declaration';
import { createInsuredPersonChoice } from '@/entities/customer';
import { financialSummaryOf, financialSummaryRequested, type FinancialSummaryStatus } from '@/entities/policy';
import { $user } from '@/entities/session';
import { readClockFx } from '@/shared/lib/clock';
import { routes, routeUrl } from '@/shared/routing';
import {
  declarationHandledByDate,
  declarationStatusColour,
  declarationSubmitter,
  declarationYears,
  isDeclarationStatusCode,
  parseCalendarDate,
  reimbursementReceiver,
  type DeclarationParty,
  type DeclarationStatusColour,
} from '@portal/domain';
import { attach, combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';

const route = routes['healthcare-costs'];

/**
 * `mijn-zorgkosten?jaar=2025&verzekerde=123456`: "query parameters are
 * passed on as filters (year filter, insured selection)" (spec 02 §2), so the
 * dashboard and other screens link straight to a filtered view.
 */
export const YEAR_QUERY_KEY = 'jaar';
export const PERSON_QUERY_KEY = 'verzekerde';

export const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

/** "The main insured sees data only of themselves and of co-insured persons under 16" (spec 02 §1). */
export const person = createInsuredPersonChoice({
  $viewer: $user.map((user) => (user ? { customerNumber: user.customerNumber, role: user.role } : null)),
  $today,
  // a treatment up to three years back, also of someone whose policy has ended since (spec 02 §5)
  insuredFor: 'claims',
  resetOn: [route.closed],
});

/**
 * The years offered: those with a declaration the user may read (`GET
 * Declaration/ReadAll`), always with this year; until that answer (or when it
 * fails) this year alone.
 */
const $treatmentDates = allDeclarationsQuery.$data.map((declarations) => (declarations ?? []).map((entry) => entry.treatmentDate));
export const $years = combine($today, $treatmentDates, (today, treated) => (today ? declarationYears(today, treated) : []));

export const yearChosen = createEvent<number>();
export const personPicked = createEvent<string>();

/** Writes the filters into the address without a navigation (the screen and its focus stay). */
export const replaceAddressFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

/** The person the address (or the user) asked for; the choice follows it once that person is one of the user's. */
const $askedCustomerNumber = createStore('')
  .on(personPicked, (_, customerNumber) => customerNumber)
  .reset(route.closed);

/** The year shown: from the address (this year when it names none of the years offered), then as chosen. */
export const $year = createStore<number | null>(null).on(yearChosen, (_, year) => year).reset(route.closed);

sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, fn: () => undefined, target: allDeclarationsQuery.start });
sample({ clock: route.opened, fn: () => undefined, target: person.load });

/** ReadAll has answered (or failed) since the screen opened: only then are the years offered known. */
const $declaredYearsKnown = createStore(false)
  .on(allDeclarationsQuery.finished.finally, () => true)
  .reset(route.closed);

sample({
  clock: [readTodayFx.doneData, allDeclarationsQuery.finished.finally, route.updated],
  source: { query: route.$query, years: $years, known: $declaredYearsKnown },
  filter: ({ years, known }) => known && years.length > 0,
  fn: ({ query, years }) => {
    const asked = Number(query[YEAR_QUERY_KEY]);
    return years.includes(asked) ? asked : (years[0] ?? null);
  },
  target: $year,
});

sample({
  clock: [route.opened, route.updated],
  fn: ({ query }) => query[PERSON_QUERY_KEY] ?? '',
  target: $askedCustomerNumber,
});

// the asked person, once the persons are known and when they are one of them (otherwise the user stays chosen)
sample({
  clock: [person.$persons, $askedCustomerNumber, person.$chosenCustomerNumber],
  source: { persons: person.$persons, asked: $askedCustomerNumber, chosen: person.$chosenCustomerNumber },
  filter: ({ persons, asked, chosen }) => asked !== chosen && persons.some((entry) => entry.customerNumber === asked),
  fn: ({ asked }) => asked,
  target: person.personChosen,
});

/** What the page shows: one person's costs of one year. */
export const $filter = combine($year, person.$chosenCustomerNumber, (year, customerNumber) =>
  year !== null && customerNumber !== '' ? { year, customerNumber } : null,
);

sample({
  clock: $filter,
  filter: (filter): filter is { year: number; customerNumber: string } => filter !== null,
  target: [declarationsQuery.start, financialSummaryRequested],
});

const addressOf = ({ year, customerNumber }: { year: number; customerNumber: string }) =>
  routeUrl('healthcare-costs', undefined, { [YEAR_QUERY_KEY]: String(year), [PERSON_QUERY_KEY]: customerNumber });

// the user's choices go into the address; one the address made is there already
sample({
  clock: yearChosen,
  source: person.$chosenCustomerNumber,
  fn: (customerNumber, year) => addressOf({ year, customerNumber }),
  target: replaceAddressFx,
});
sample({
  clock: personPicked,
  source: $year,
  filter: (year: number | null): year is number => year !== null,
  fn: (year, customerNumber) => addressOf({ year, customerNumber }),
  target: replaceAddressFx,
});

// ---- the list ----
export type CostsStatus = 'loading' | 'failed' | 'ready';
const statusOf = (pending: boolean, failed: boolean, hasData: boolean): CostsStatus =>
  pending && !hasData ? 'loading' : failed ? 'failed' : pending ? 'loading' : 'ready';

export const $declarationsStatus = combine(declarationsQuery.$pending, declarationsQuery.$failed, declarationsQuery.$data, (pending, failed, data) =>
  statusOf(pending, failed, data !== null),
);
// the summary is kept per year and customer (entities/policy): the dashboard's own-risk tile reads the same one
const financialSummary = financialSummaryOf($filter);
/** 'none': the chosen person had no policy with us in the chosen year, so there are no costs */
export const $summaryStatus: Store<FinancialSummaryStatus> = financialSummary.$status;

export interface DeclarationRow {
  declarationId: string;
  recordId: string;
  careProvider: string;
  careType: string;
  invoiceId: string;
  treatmentDate: string;
  /** null when treated on one day */
  lastTreatmentDate: string | null;
  receivedDate: string;
  /** in euros */
  declarationAmount: number;
  /** issue 32: the bill in another currency as declared, and the rate it was valued at; null for euros */
  original: { amount: number; currency: string; euroPerUnit: number } | null;
  compensatedAmount: number;
  uncompensatedAmount: number;
  excessAmount: number;
  contributionAmount: number;
  /** i18n key part: 'handled' | 'in-progress' | 'not-applicable' | 'unknown' */
  statusKey: string;
  statusColour: DeclarationStatusColour | 'neutral';
  /** false while in progress (status 1): what is paid and taken from the own risk is not known yet */
  isAssessed: boolean;
  submittedBy: DeclarationParty | null;
  paidTo: DeclarationParty | null;
  /** beyond the spec: received + 10 working days, for a declaration in progress */
  handledBy: Date | null;
  /** "no detail link without read rights" */
  hasReadRights: boolean;
}

const STATUS_KEYS = { 0: 'handled', 1: 'in-progress', 2: 'not-applicable' } as const;

export function toDeclarationRow(declaration: Declaration): DeclarationRow {
  const received = parseCalendarDate(declaration.receivedDate);
  const lastTreatmentDate =
    declaration.lastTreatmentDate && declaration.lastTreatmentDate !== declaration.treatmentDate ? declaration.lastTreatmentDate : null;
  return {
    declarationId: declaration.declarationId,
    recordId: declaration.recordId,
    careProvider: declaration.careProvider,
    careType: declaration.careType,
    invoiceId: declaration.invoiceId,
    treatmentDate: declaration.treatmentDate,
    lastTreatmentDate,
    receivedDate: declaration.receivedDate,
    declarationAmount: declaration.declarationAmount,
    original:
      declaration.originalAmount !== null && declaration.originalCurrency !== null && declaration.exchangeRate !== null
        ? { amount: declaration.originalAmount, currency: declaration.originalCurrency, euroPerUnit: declaration.exchangeRate }
        : null,
    compensatedAmount: declaration.compensatedAmount,
    uncompensatedAmount: declaration.uncompensatedAmount,
    excessAmount: declaration.excessAmount,
    contributionAmount: declaration.contributionAmount,
    statusKey: isDeclarationStatusCode(declaration.status) ? STATUS_KEYS[declaration.status] : 'unknown',
    statusColour: declarationStatusColour(declaration.status),
    isAssessed: declaration.status !== 1,
    submittedBy: declarationSubmitter(declaration.submittedBy),
    paidTo: reimbursementReceiver(declaration.receiverOfReimbursement),
    handledBy: declaration.status === 1 && received ? declarationHandledByDate(received) : null,
    hasReadRights: declaration.hasReadRights,
  };
}

export const $declarations = declarationsQuery.$data.map((declarations) => (declarations ?? []).map(toDeclarationRow));
export const $summary = financialSummary.$summary;

// ---- one declaration's detail ----
export const declarationOpened = createEvent<{ declarationId: string; recordId: string }>();
export const declarationClosed = createEvent();

/** Only a declaration the user has read rights for opens (the list offers no detail for the others). */
const readableOpened = sample({
  clock: declarationOpened,
  source: $declarations,
  filter: (rows, key) => rows.some((row) => row.declarationId === key.declarationId && row.recordId === key.recordId && row.hasReadRights),
  fn: (_, key) => key,
});

export const $openDeclaration = createStore<{ declarationId: string; recordId: string } | null>(null)
  .on(readableOpened, (_, key) => key)
  .reset(declarationClosed, route.closed, $filter.updates);

sample({ clock: readableOpened, target: declarationDetailQuery.start });
sample({ clock: [declarationClosed, route.closed], target: declarationDetailQuery.reset });

export const $detail = combine(declarationDetailQuery.$data, $openDeclaration, (detail, open) =>
  detail && open && detail.declarationId === open.declarationId ? { ...detail, row: toDeclarationRow(detail) } : null,
);
export const $detailStatus = combine(declarationDetailQuery.$pending, declarationDetailQuery.$failed, (pending, failed): CostsStatus =>
  pending ? 'loading' : failed ? 'failed' : 'ready',
);

sample({ clock: route.closed, target: [declarationsQuery.reset] });

export const $persons = person.$persons;
export const $chosenCustomerNumber = person.$chosenCustomerNumber;
export const $personsStatus = person.$status;

// ---- beyond the spec: the year's cost overview saved as a PDF ----
/**
 * "The year's cost overview can be saved as a PDF" (issue 17, beyond the
 * spec), the lightest honest way: the browser's print dialog, where "Opslaan
 * als pdf" is a destination; the page's print stylesheet prints only the
 * overview of the chosen year and person.
 */
export const overviewPrintRequested = createEvent();
export const printOverviewFx = createEffect(() => {
  window.print();
});

/** The overview can be printed once the meters and the declarations of the filter are there. */
export const $printable = combine($filter, $summaryStatus, $declarationsStatus, (filter, summary, declarations) =>
  filter !== null && summary === 'ready' && declarations === 'ready',
);
/**
 * The print button's place is kept (the button not yet usable) while the overview it prints loads: it stands above
 * the meters, which would move when it came. A part that failed, or no costs that year, takes it away.
 */
export const $isPrintWaiting = combine($filter, $summaryStatus, $declarationsStatus, (filter, summary, declarations) =>
  filter !== null && (summary === 'loading' || (summary === 'ready' && declarations === 'loading')),
);
/** Who the overview may be of is not known yet: the filters and what they show wait for it (one person is a line, a family a choice). */
export const $isLoadingPersons = person.$isLoading;

sample({ clock: overviewPrintRequested, filter: $printable, target: printOverviewFx });

/** The person whose overview is shown, by name, for the printed heading. */
export const $chosenPersonName = combine(person.$persons, person.$chosenCustomerNumber, (persons, chosen) =>
  persons.find((entry) => entry.customerNumber === chosen)?.name ?? '',
);

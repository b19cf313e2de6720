import { personCoverageQuery, type CareTypeCoverage, type Cover } from '@/entities/coverage';
import { createInsuredPersonChoice } from '@/entities/customer';
import { $user } from '@/entities/session';
import { readClockFx } from '@/shared/lib/clock';
import { navigationRequested, routeUrl, routes } from '@/shared/routing';
import { COVERAGE_SEARCH_QUERY_KEY, searchCareTypes, type CoverageLimit, type CoverageUnit } from '@portal/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';

const route = routes.coverage;

export const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

/** "The main insured sees data only of themselves and of co-insured persons under 16" (spec 02 §1). */
export const person = createInsuredPersonChoice({
  $viewer: $user.map((user) => (user ? { customerNumber: user.customerNumber, role: user.role } : null)),
  $today,
  resetOn: [route.closed],
});

export const searchChanged = createEvent<string>();
export const personPicked = createEvent<string>();

/** What the user searches for: from the address (`?zoek=`, the dashboard's search box), then as typed. */
export const $searchText = createStore('').on(searchChanged, (_, text) => text).reset(route.closed);

sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, fn: () => undefined, target: person.load });
sample({ clock: personPicked, target: person.personChosen });

/** How long typing rests before the address follows: one address per word typed, not per letter (Safari refuses more than 100 in 30 s). */
export const SEARCH_ADDRESS_DELAY_MS = 300;

/** The search this page last wrote into the address: its own navigation must not take back what is typed since. */
const searchWritten = createEvent<string>();
const $searchWritten = createStore<string | null>(null)
  .on(searchWritten, (_, words) => words)
  .reset(route.closed);

/** From the address (`?zoek=`, the dashboard's search box, a shared link), unless it is this page's own writing. */
sample({
  clock: [route.opened, route.updated],
  source: $searchWritten,
  filter: (written, { query }) => (query[COVERAGE_SEARCH_QUERY_KEY] ?? '') !== written,
  fn: (_, { query }) => query[COVERAGE_SEARCH_QUERY_KEY] ?? '',
  target: $searchText,
});

/**
 * The address follows the search (`?zoek=`), so a reload or a shared link shows the same results. It replaces the
 * address, never adds one: Back leaves the page to where the user came from (the dashboard, whose search box
 * opened it), as a user expects of Back, rather than undoing the search word by word; the results are on screen
 * as typed, there is nothing to go back to. Through the router (its location and search params stay true), the
 * screen kept where it is scrolled.
 */
sample({
  clock: debounce(searchChanged, SEARCH_ADDRESS_DELAY_MS),
  source: route.$isOpened,
  filter: (isOpened) => isOpened,
  fn: (_, text) => text.trim(),
  target: searchWritten,
});
sample({
  clock: searchWritten,
  fn: (words) => ({ to: routeUrl('coverage', undefined, words ? { [COVERAGE_SEARCH_QUERY_KEY]: words } : undefined), replace: true, keepScroll: true }),
  target: navigationRequested,
});

/** This year's coverage of the chosen person. */
export const $year = $today.map((today) => today?.getFullYear() ?? null);
const $filter = combine($year, person.$chosenCustomerNumber, (year, customerNumber) => (year !== null && customerNumber !== '' ? { year, customerNumber } : null));

sample({
  clock: $filter,
  filter: (filter): filter is { year: number; customerNumber: string } => filter !== null,
  target: personCoverageQuery.start,
});
sample({ clock: route.closed, target: personCoverageQuery.reset });

/** A package that pays (or would pay) for a care type, as the screen shows it. */
export interface CoverLine {
  code: string;
  name: string;
  limit: CoverageLimit;
  conditions: string;
  ownRisk: boolean;
  conditionsDocumentId: string | null;
  conditionsDocumentName: string | null;
}

/** One care type for the chosen person. */
export interface CoverageRow {
  id: string;
  name: string;
  keywords: readonly string[];
  covered: boolean;
  coveredBy: CoverLine[];
  otherPackages: CoverLine[];
  limit: CoverageLimit | null;
  unit: CoverageUnit | null;
  used: number;
  left: number | null;
  resetsOn: string | null;
  ownRisk: boolean;
}

const toCoverLine = (cover: Cover): CoverLine => ({
  code: cover.code,
  name: cover.name,
  limit: cover.limit,
  conditions: cover.conditions,
  ownRisk: cover.ownRisk,
  conditionsDocumentId: cover.conditionsDocumentId,
  conditionsDocumentName: cover.conditionsDocumentName,
});

export function toCoverageRow(careType: CareTypeCoverage): CoverageRow {
  return {
    id: careType.id,
    name: careType.name,
    keywords: careType.keywords,
    covered: careType.covered,
    coveredBy: careType.coveredBy.map(toCoverLine),
    otherPackages: careType.otherPackages.map(toCoverLine),
    limit: careType.limit,
    unit: careType.unit,
    used: careType.used,
    left: careType.left,
    resetsOn: careType.resetsOn,
    ownRisk: careType.ownRisk,
  };
}

const $rows = personCoverageQuery.$data.map((coverage) => (coverage?.careTypes ?? []).map(toCoverageRow));
/** The care types found for what is typed, the best match first. */
export const $results = combine($rows, $searchText, (rows, text) => searchCareTypes(rows, text));

export type CoverageStatus = 'loading' | 'failed' | 'ready';
export const $status = combine(personCoverageQuery.$pending, personCoverageQuery.$failed, personCoverageQuery.$data, (pending, failed, data): CoverageStatus =>
  pending || (!failed && data === null) ? 'loading' : failed ? 'failed' : 'ready',
);

export const $persons = person.$persons;
export const $chosenCustomerNumber = person.$chosenCustomerNumber;
export const $personsStatus = person.$status;
/** Who the page may look up is not known yet: the search and the results wait for it (one person is a line, a family a choice). */
export const $isLoadingPersons = person.$isLoading;
export const $chosenPersonName = combine(person.$persons, person.$chosenCustomerNumber, (persons, chosen) =>
  persons.find((entry) => entry.customerNumber === chosen)?.name ?? '',
);

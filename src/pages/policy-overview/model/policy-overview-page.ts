import { agreementDetailsForYearQuery, type AgreementDetail, type AgreementParticipant } from '@/entities/agreement';
import { customersWithPolicyForYearQuery, customersWithPolicyInPastQuery, type CustomerWithPolicies } from '@/entities/customer';
import { genericDocumentListQuery, type GenericDocument } from '@/entities/document';
import { offeredYearQuery, offeredYearWanted } from '@/entities/offered-year';
import { policiesForYearQuery, type Policy } from '@/entities/policy';
import { $routeAccess, factsSettledFor, routeAccessRequested } from '@/entities/route-access';
import { readClockFx } from '@/shared/lib/clock';
import { routes, routeUrl } from '@/shared/routing';
import {
  isRouteAuthorised,
  policyOverviewEntries,
  policyOverviewOpeningYear,
  policyOverviewShownYear,
  policyOverviewYears,
  type PolicyOverviewEntries,
  type PolicyOverviewShownYear,
} from '@portal/domain';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';

const route = routes['policy-overview'];

/** `polisoverzicht?jaar=2027`: the year is in the address. */
export const YEAR_QUERY_KEY = 'jaar';

export const readTodayFx = attach({ effect: readClockFx });

const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

/** The offered year (null: none offered, or the question failed); known once its query settled, also from an earlier page. */
const $offeredYear = combine(offeredYearQuery.$data, offeredYearQuery.$failed, (year, failed) => (failed ? null : year));
const $offeredYearKnown = offeredYearQuery.$status.map((status) => status === 'done' || status === 'fail');

sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, target: offeredYearWanted });
sample({ clock: route.opened, fn: () => undefined, target: customersWithPolicyInPastQuery.refresh });

/** The earlier years in which someone the user may see had a policy (GET Customer/GetAllCustomersWithPolicyInPast); none when that failed. */
const $pastPolicyYears = customersWithPolicyInPastQuery.$data.map((persons) =>
  (persons ?? []).flatMap((person) => person.policies.map((policy) => policy.year)),
);
const $pastPolicyYearsKnown = customersWithPolicyInPastQuery.$status.map((status) => status === 'done' || status === 'fail');

// the entries' routes read the agreements (a basic insurance) beyond the token
const ENTRY_ROUTES = ['edit-policy-for-year', 'request-policy-for-year', 'add-insured', 'reimbursement-documents'] as const;
sample({ clock: route.opened, fn: () => [...ENTRY_ROUTES], target: routeAccessRequested });

/**
 * The facts the entries' checks read are in: until then an entry that needs them ("Verzekerde bijschrijven" needs a
 * basic insurance) is not decided, and coming later it moved the hints and the persons under it down.
 */
const $entryFactsIn = factsSettledFor(ENTRY_ROUTES);

/** The years are known: the clock, the offered year and the earlier policies are in. */
export const $areYearsKnown = combine($today, $offeredYearKnown, $pastPolicyYearsKnown, (today, offered, past) => today !== null && offered && past);

/** "per year (this year, and next year once it is offered)" and the earlier years: known once the clock, the offered year and the earlier policies are in. */
export const $years = combine(
  combine({ today: $today, offered: $offeredYear, past: $pastPolicyYears }),
  $areYearsKnown,
  ({ today, offered, past }, known) => (today && known ? policyOverviewYears(today.getFullYear(), offered, past) : []),
);

export const yearChosen = createEvent<number>();

/** Writes the year into the address without a navigation (the screen and its focus stay). */
export const replaceAddressFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

/** The address's year read against the years: the year to show, and a year asked that is not available. */
const addressYearRead = sample({
  clock: [$years.updates, route.updated],
  source: { query: route.$query, years: $years, today: $today, offered: $offeredYear },
  filter: ({ years }) => years.length > 0,
  fn: ({ query, years, today, offered }): PolicyOverviewShownYear & { asked: string | undefined } => {
    const asked = query[YEAR_QUERY_KEY];
    return { ...policyOverviewShownYear(asked, years, today ? policyOverviewOpeningYear(today.getFullYear(), offered) : years.at(-1)!), asked };
  },
});

/** The year shown: from the address when it names one of the years, else the offered year in the offer period, else this year; then as chosen. */
export const $year = createStore<number | null>(null)
  .on(addressYearRead, (_, { year }) => year)
  .on(yearChosen, (_, year) => year)
  .reset(route.closed);

/**
 * A year the address asked for that the overview does not have (`?jaar=2023`): the page shows its opening year and
 * says so, naming the years it has; gone once the user chooses a year.
 */
export const $unavailableYear = createStore<number | null>(null)
  .on(addressYearRead, (_, { unavailableYear }) => unavailableYear)
  .reset([yearChosen, route.closed]);

/** The years to choose from when a year asked is not available (for the notice). */
export const $unavailableYearNotice = combine($unavailableYear, $year, $years, (asked, shown, years) =>
  asked !== null && shown !== null ? { asked, shown, years } : null,
);

/**
 * During the offer period, this year's overview points to the offered year's conditions (issue 33 point 14): the
 * year whose conditions the user reads before choosing; null on that year itself, or when nothing is offered.
 */
export const $offeredConditionsYear = combine($year, $offeredYear, $today, $routeAccess, (year, offered, today, access) =>
  year !== null && today !== null && offered !== null && offered > today.getFullYear() && year !== offered && isRouteAuthorised('reimbursement-documents', access)
    ? offered
    : null,
);

sample({
  clock: yearChosen,
  fn: (year) => routeUrl('policy-overview', undefined, { [YEAR_QUERY_KEY]: String(year) }),
  target: replaceAddressFx,
});

/** An address that asked for another year than the one shown now names the year shown (a link or reload shows what the user saw). */
sample({
  clock: addressYearRead,
  filter: ({ asked, year }) => asked !== undefined && asked !== String(year),
  fn: ({ year }) => routeUrl('policy-overview', undefined, { [YEAR_QUERY_KEY]: String(year) }),
  target: replaceAddressFx,
});

const yearShown = sample({ clock: $year.updates, filter: (year: number | null): year is number => year !== null });

sample({ clock: yearShown, target: agreementDetailsForYearQuery.start });

/** The policy conditions and coverage documents of the year, for who may read them. */
sample({
  clock: yearShown,
  source: $routeAccess,
  filter: (access) => isRouteAuthorised('reimbursement-documents', access),
  fn: (_, year) => year,
  target: genericDocumentListQuery.start,
});

/**
 * "Shows a policy per agreement participant": each participant's Policy of
 * the year comes from GET /Policy/GetPolicyInfoForYear (spec 02 §7), one
 * call per participant once the year's agreements are in.
 */
sample({
  // a new answer, or the one the edit-policy start got just before it moved on to this page
  clock: agreementDetailsForYearQuery.finished.success,
  source: route.$isOpened,
  filter: (isOpened) => isOpened,
  fn: (_, { params: year, result }) =>
    result.flatMap((agreement) =>
      agreement.agreementParticipants.map((participant) => ({
        customerNumber: participant.customer.customerNumber,
        year,
        policyNumber: participant.policyNumber,
      })),
    ),
  target: policiesForYearQuery.start,
});

/**
 * The persons the offered year's policy request is for: "GET Customer/GetAllCustomersWithPolicyForYear with year,
 * checkForOffer" (spec 02 §7), asked when the offered year is shown; the overview names them beside its request entry.
 */
sample({
  clock: yearShown,
  source: $offeredYear,
  filter: (offered, year) => offered !== null && offered === year,
  fn: (_, year) => ({ year, checkForOffer: true }),
  target: customersWithPolicyForYearQuery.start,
});

/** The names of the persons the offer is for, when the shown year is the offered one and its answer is in. */
const $offer = createStore<{ year: number; persons: CustomerWithPolicies[] } | null>(null)
  .on(customersWithPolicyForYearQuery.finished.success, (_, { params, result }) => (params.checkForOffer ? { year: params.year, persons: result } : null))
  .reset(route.closed);
export const $offerPersons = combine($offer, $year, (offer, year) => (offer && offer.year === year ? offer.persons : []));

sample({ clock: route.closed, target: [customersWithPolicyForYearQuery.reset, agreementDetailsForYearQuery.reset, genericDocumentListQuery.reset, policiesForYearQuery.reset] });

export type OverviewStatus = 'loading' | 'failed' | 'ready';

export const $status = combine(
  $years,
  combine(agreementDetailsForYearQuery.$pending, policiesForYearQuery.$pending, (details, policies) => details || policies),
  combine(agreementDetailsForYearQuery.$failed, policiesForYearQuery.$failed, (details, policies) => details || policies),
  combine(agreementDetailsForYearQuery.$data, policiesForYearQuery.$data, (details, policies) => details !== null && policies !== null),
  $entryFactsIn,
  (years, pending, failed, loaded, entryFactsIn): OverviewStatus =>
    failed ? 'failed' : years.length === 0 || pending || !loaded || !entryFactsIn ? 'loading' : 'ready',
);

/** A participant with their policy of the year. */
export interface ParticipantPolicy {
  participant: AgreementParticipant;
  policy: Policy;
}

export interface AgreementOverview {
  agreement: AgreementDetail;
  /** the participants whose policy of the year is in, in the agreement's order */
  policies: ParticipantPolicy[];
  entries: PolicyOverviewEntries;
  /** polis-wijzigen/{selectedYear}/{contractCode}/{agreementId}/false */
  editPolicyUrl: string;
  /** polis-aanvragen/{selectedYear}/{contractCode}/{agreementId}/true: the offered year's packages chosen afresh ("shouldResetSelection") */
  requestPolicyUrl: string;
  /** "the policy conditions and coverage documents to download" of the year, of the agreement's own contract (and so its own label) */
  documents: GenericDocument[];
}

/** Each agreement of the year with its participants' policies and the entries the domain allows. */
export const $agreements = combine(
  agreementDetailsForYearQuery.$data,
  policiesForYearQuery.$data,
  $routeAccess,
  $offeredYear,
  $today,
  genericDocumentListQuery.$data,
  (details, policies, access, offeredYear, today, documents): AgreementOverview[] =>
    (details ?? []).map((agreement) => ({
      agreement,
      policies: agreement.agreementParticipants.flatMap((participant) => {
        const found = (policies ?? []).find(
          ({ key }) =>
            key.year === agreement.year &&
            key.customerNumber === participant.customer.customerNumber &&
            key.policyNumber === participant.policyNumber,
        );
        return found ? [{ participant, policy: found.policy }] : [];
      }),
      entries: policyOverviewEntries({
        denialReason: agreement.editPolicyDenialReason,
        mayOpenEditPolicy: isRouteAuthorised('edit-policy-for-year', access),
        mayOpenRequestPolicy: isRouteAuthorised('request-policy-for-year', access),
        mayOpenAddInsured: isRouteAuthorised('add-insured', access),
        year: agreement.year,
        offerYear: offeredYear,
        isEarlierYear: today !== null && agreement.year < today.getFullYear(),
      }),
      editPolicyUrl: routeUrl('edit-policy-for-year', {
        selectedYear: agreement.year,
        contractCode: agreement.contractCode,
        agreementId: agreement.agreementId,
        shouldResetSelection: false,
      }),
      requestPolicyUrl: routeUrl('request-policy-for-year', {
        selectedYear: agreement.year,
        contractCode: agreement.contractCode,
        agreementId: agreement.agreementId,
        shouldResetSelection: true,
      }),
      documents: (documents ?? []).filter((document) => document.contractCode === agreement.contractCode),
    })),
);

import { agreementDetailsForYearQuery, type AgreementDetail } from '@/entities/agreement';
import { genericDocumentListQuery, type GenericDocument } from '@/entities/document';
import { offeredYearQuery } from '@/entities/offered-year';
import { $routeAccess, routeAccessRequested } from '@/entities/route-access';
import { readClockFx } from '@/shared/lib/clock';
import { routes, routeUrl } from '@/shared/routing';
import { isRouteAuthorised, policyOverviewEntries, policyOverviewYears, type PolicyOverviewEntries } from '@portal/domain';
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

sample({ clock: route.opened, target: [readTodayFx, offeredYearQuery.refresh] });

// the entries' routes read the agreements (a basic insurance) beyond the token
sample({
  clock: route.opened,
  fn: () => ['edit-policy-for-year' as const, 'add-insured' as const, 'reimbursement-documents' as const],
  target: routeAccessRequested,
});

/** "per year (this year, and next year once it is offered)": known once the clock and the offered year are in. */
export const $years = combine($today, $offeredYear, $offeredYearKnown, (today, offered, known) =>
  today && known ? policyOverviewYears(today.getFullYear(), offered) : [],
);

export const yearChosen = createEvent<number>();

/** Writes the year into the address without a navigation (the screen and its focus stay). */
export const replaceAddressFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

/** The year shown: from the address when it names one of the years, else this year; then as chosen. */
export const $year = createStore<number | null>(null).on(yearChosen, (_, year) => year).reset(route.closed);

sample({
  clock: [$years.updates, route.updated],
  source: { query: route.$query, years: $years },
  filter: ({ years }) => years.length > 0,
  fn: ({ query, years }) => {
    const asked = Number(query[YEAR_QUERY_KEY]);
    return years.includes(asked) ? asked : years[0]!;
  },
  target: $year,
});

sample({
  clock: yearChosen,
  fn: (year) => routeUrl('policy-overview', undefined, { [YEAR_QUERY_KEY]: String(year) }),
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

sample({ clock: route.closed, target: [agreementDetailsForYearQuery.reset, genericDocumentListQuery.reset] });

export type OverviewStatus = 'loading' | 'failed' | 'ready';

export const $status = combine(
  $years,
  agreementDetailsForYearQuery.$pending,
  agreementDetailsForYearQuery.$failed,
  agreementDetailsForYearQuery.$data,
  (years, pending, failed, data): OverviewStatus =>
    failed ? 'failed' : years.length === 0 || pending || data === null ? 'loading' : 'ready',
);

export interface AgreementOverview {
  agreement: AgreementDetail;
  entries: PolicyOverviewEntries;
  /** polis-wijzigen/{selectedYear}/{contractCode}/{agreementId}/false */
  editPolicyUrl: string;
}

/** Each agreement of the year with the entries the domain allows. */
export const $agreements = combine(
  agreementDetailsForYearQuery.$data,
  $routeAccess,
  $offeredYear,
  (details, access, offeredYear): AgreementOverview[] =>
    (details ?? []).map((agreement) => ({
      agreement,
      entries: policyOverviewEntries({
        denialReason: agreement.editPolicyDenialReason,
        mayOpenEditPolicy: isRouteAuthorised('edit-policy-for-year', access),
        mayOpenAddInsured: isRouteAuthorised('add-insured', access),
        offerYear: offeredYear,
      }),
      editPolicyUrl: routeUrl('edit-policy-for-year', {
        selectedYear: agreement.year,
        contractCode: agreement.contractCode,
        agreementId: agreement.agreementId,
        shouldResetSelection: false,
      }),
    })),
);

/** "the policy conditions and coverage documents to download" of the year. */
export const $documents = genericDocumentListQuery.$data.map((documents): GenericDocument[] => documents ?? []);

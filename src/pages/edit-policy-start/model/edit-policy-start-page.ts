import { agreementDetailsForYearQuery, type AgreementDetail } from '@/entities/agreement';
import { offeredYearQuery, offeredYearWanted } from '@/entities/offered-year';
import { readClockFx } from '@/shared/lib/clock';
import { navigationRequested, routes, routeUrl } from '@/shared/routing';
import { editPolicyStart, editPolicyYear } from '@portal/domain';
import { attach, combine, createStore, sample } from 'effector';

/**
 * `polis-wijzigen` without parameters (spec 02 §2 "polis-wijzigen | edit
 * policy"; the dashboard's request-policy tile points here). The spec's
 * edit screen always works on one year of one agreement
 * (`polis-wijzigen/{selectedYear}/{contractCode}/{agreementId}/…`), so this
 * route only finds them: the year that can be changed now (the offered year
 * while it is offered, else this year until 31 January) and the one
 * agreement the user may change, and goes straight to its cards ("go
 * straight to the current choice"). With several it lets the user choose
 * (each agreement with its policy numbers, persons and year, and a link to
 * its cards); with none it goes to the policy overview of that year, where
 * each agreement shows its denial reason in the spec's order. The address is
 * replaced, so Back leaves.
 */
const route = routes['edit-policy'];

const readTodayFx = attach({ effect: readClockFx });
sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, target: offeredYearWanted });

const $thisYear = createStore<number | null>(null)
  .on(readTodayFx.doneData, (_, today) => today.getFullYear())
  .reset(route.closed);
const $offeredYearKnown = offeredYearQuery.$status.map((status) => status === 'done' || status === 'fail');
const $offeredYear = combine(offeredYearQuery.$data, offeredYearQuery.$failed, (year, failed) => (failed ? null : year));

export const $year = combine($thisYear, $offeredYear, $offeredYearKnown, route.$isOpened, (thisYear, offered, known, isOpened) =>
  isOpened && thisYear !== null && known ? editPolicyYear(thisYear, offered) : null,
);

sample({ clock: $year.updates, filter: (year): year is number => year !== null, target: agreementDetailsForYearQuery.start });

const started = sample({
  // the year's answer for this navigation (then the redirect's screen, cards or overview, takes it too)
  clock: agreementDetailsForYearQuery.finished.success,
  source: route.$isOpened,
  filter: (isOpened) => isOpened,
  fn: (_, { params: year, result }) => ({ year, start: editPolicyStart(result) }),
});

const cardsUrlOf = (agreement: AgreementDetail) =>
  routeUrl('edit-policy-for-year', {
    selectedYear: agreement.year,
    contractCode: agreement.contractCode,
    agreementId: agreement.agreementId,
    shouldResetSelection: false,
  });

sample({
  clock: started,
  filter: ({ start }) => start.kind !== 'choose',
  fn: ({ year, start }) => ({
    to: start.kind === 'edit' ? cardsUrlOf(start.agreement) : routeUrl('policy-overview', undefined, { jaar: String(year) }),
    replace: true,
    // the next screen reads the same year's agreements: this answer
    redirect: true,
  }),
  target: navigationRequested,
});

/** One agreement to choose: its number, year, the persons insured on it and the address of its cards. */
export interface AgreementChoice {
  agreementId: string;
  agreementIdNumber: string;
  year: number;
  persons: AgreementDetail['agreementParticipants'];
  cardsUrl: string;
}

/** "Several changeable agreements": the agreements to choose between (empty: none to choose, the page moves on). */
export const $choices = createStore<AgreementChoice[]>([])
  .on(started, (_, { start }) =>
    start.kind === 'choose'
      ? start.agreements.map((agreement) => ({
          agreementId: agreement.agreementId,
          agreementIdNumber: agreement.agreementIdNumber,
          year: agreement.year,
          persons: agreement.agreementParticipants,
          cardsUrl: cardsUrlOf(agreement),
        }))
      : [],
  )
  .reset(route.closed);

export const $failed = combine(agreementDetailsForYearQuery.$failed, offeredYearQuery.$failed, route.$isOpened, (details, offered, isOpened) => isOpened && (details || offered));

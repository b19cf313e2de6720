import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { offeredYearQuery } from '@/entities/offered-year';
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
 * straight to the current choice"). With no such agreement, or several, it
 * goes to the policy overview of that year: there each agreement shows its
 * edit entry or its denial reason in the spec's order, so a second screen
 * that says the same is not needed. The address is replaced, so Back leaves.
 */
const route = routes['edit-policy'];

const readTodayFx = attach({ effect: readClockFx });
sample({ clock: route.opened, target: [readTodayFx, offeredYearQuery.refresh] });

const $thisYear = createStore<number | null>(null)
  .on(readTodayFx.doneData, (_, today) => today.getFullYear())
  .reset(route.closed);
const $offeredYearKnown = offeredYearQuery.$status.map((status) => status === 'done' || status === 'fail');
const $offeredYear = combine(offeredYearQuery.$data, offeredYearQuery.$failed, (year, failed) => (failed ? null : year));

export const $year = combine($thisYear, $offeredYear, $offeredYearKnown, route.$isOpened, (thisYear, offered, known, isOpened) =>
  isOpened && thisYear !== null && known ? editPolicyYear(thisYear, offered) : null,
);

sample({ clock: $year.updates, filter: (year): year is number => year !== null, target: agreementDetailsForYearQuery.start });

sample({
  clock: agreementDetailsForYearQuery.finished.success,
  source: route.$isOpened,
  filter: (isOpened) => isOpened,
  fn: (_, { params: year, result }) => {
    const start = editPolicyStart(result);
    return {
      to:
        start.kind === 'edit'
          ? routeUrl('edit-policy-for-year', {
              selectedYear: start.agreement.year,
              contractCode: start.agreement.contractCode,
              agreementId: start.agreement.agreementId,
              shouldResetSelection: false,
            })
          : routeUrl('policy-overview', undefined, { jaar: String(year) }),
      replace: true,
    };
  },
  target: navigationRequested,
});

export const $failed = combine(agreementDetailsForYearQuery.$failed, offeredYearQuery.$failed, route.$isOpened, (details, offered, isOpened) => isOpened && (details || offered));

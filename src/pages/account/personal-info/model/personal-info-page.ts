import { customerDetailsListQuery, customersWithActivePolicyQuery } from '@/entities/customer';
import { activePolicyNumbersQuery } from '@/entities/policy';
import { $permissions, $user } from '@/entities/session';
import { routes } from '@/shared/routing';
import { combine, sample } from 'effector';

const route = routes['personal-info'];

// Route-driven loading: the persons the user may see, then each one's details.
sample({ clock: route.opened, fn: () => undefined, target: customersWithActivePolicyQuery.start });
sample({
  clock: customersWithActivePolicyQuery.finished.success,
  filter: route.$isOpened,
  fn: ({ result }) => result.map((customer) => customer.customerNumber),
  target: customerDetailsListQuery.start,
});
/**
 * Each person's running policy number ("GET Policy/GetActivePolicyNumber, optional customerNumber", spec 02 §7;
 * the spec names no screen: a personal details page is where a portal shows it), for who may read the insurance.
 */
sample({
  clock: customersWithActivePolicyQuery.finished.success,
  source: { isOpened: route.$isOpened, permissions: $permissions },
  filter: ({ isOpened, permissions }) => isOpened && permissions.mayReadInsurance,
  fn: (_, { result }) => result.map((customer) => customer.customerNumber),
  target: activePolicyNumbersQuery.start,
});

/** Per customer number: the running policy's number, when known (a failed question leaves the line out). */
export const $policyNumbers = activePolicyNumbersQuery.$data.map((numbers) =>
  Object.fromEntries((numbers ?? []).flatMap(({ customerNumber, policyNumber }) => (policyNumber ? [[customerNumber, policyNumber]] : []))),
);

sample({ clock: route.closed, target: [customersWithActivePolicyQuery.reset, customerDetailsListQuery.reset, activePolicyNumbersQuery.reset] });

/** The account holder first, then the others in the server's order. */
export const $persons = combine(customerDetailsListQuery.$data, $user, (persons, user) =>
  [...(persons ?? [])].sort(
    (a, b) => Number(b.customerNumber === user?.customerNumber) - Number(a.customerNumber === user?.customerNumber),
  ),
);

/**
 * The details are shown with the policy numbers when these are asked: the number's line sits among the details, and
 * the lines under it moved when it came later (a failed question leaves the line out, it is not waited for again).
 */
export const $status = combine(
  customersWithActivePolicyQuery.$status,
  customerDetailsListQuery.$status,
  activePolicyNumbersQuery.$status,
  (list, details, policyNumbers) => {
    if (list === 'fail' || details === 'fail') return 'failed' as const;
    if (list === 'done' && (details === 'done' || details === 'initial') && policyNumbers !== 'pending') return 'ready' as const;
    return 'loading' as const;
  },
);

import { customerDetailsListQuery, customersWithActivePolicyQuery } from '@/entities/customer';
import { $user } from '@/entities/session';
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
sample({ clock: route.closed, target: [customersWithActivePolicyQuery.reset, customerDetailsListQuery.reset] });

/** The account holder first, then the others in the server's order. */
export const $persons = combine(customerDetailsListQuery.$data, $user, (persons, user) =>
  [...(persons ?? [])].sort(
    (a, b) => Number(b.customerNumber === user?.customerNumber) - Number(a.customerNumber === user?.customerNumber),
  ),
);

export const $status = combine(
  customersWithActivePolicyQuery.$status,
  customerDetailsListQuery.$status,
  (list, details) => {
    if (list === 'fail' || details === 'fail') return 'failed' as const;
    if (list === 'done' && (details === 'done' || details === 'initial')) return 'ready' as const;
    return 'loading' as const;
  },
);

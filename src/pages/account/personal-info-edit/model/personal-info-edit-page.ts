import { customerDetailsQuery } from '@/entities/customer';
import { $user } from '@/entities/session';
import { personalDetailsFormClosed, personalDetailsFormOpened, personalDetailsSaved } from '@/features/edit-personal-details';
import { navigationRequested, routeUrl, routes } from '@/shared/routing';
import { combine, sample } from 'effector';

const route = routes['personal-info-edit'];

/** `?klantnummer=` picks a co-insured person; without it the user edits their own details. */
export const CUSTOMER_QUERY_PARAMETER = 'klantnummer';

sample({
  clock: [route.opened, route.updated],
  source: $user,
  filter: Boolean,
  fn: (user, { query }) => query[CUSTOMER_QUERY_PARAMETER] ?? user.customerNumber,
  target: customerDetailsQuery.start,
});

sample({
  clock: customerDetailsQuery.finished.success,
  source: $user,
  filter: route.$isOpened,
  fn: (user, { result }) => ({ details: result, isAccountHolder: result.customerNumber === user?.customerNumber }),
  target: personalDetailsFormOpened,
});

// "Success shows a valid notice and navigates back."
sample({
  clock: personalDetailsSaved,
  filter: route.$isOpened,
  fn: () => ({ to: routeUrl('personal-info') }),
  target: navigationRequested,
});

sample({ clock: route.closed, target: [personalDetailsFormClosed, customerDetailsQuery.reset] });

export const $person = customerDetailsQuery.$data;
export const $isAccountHolder = combine($person, $user, (person, user) => person !== null && person.customerNumber === user?.customerNumber);
export const $status = customerDetailsQuery.$status;

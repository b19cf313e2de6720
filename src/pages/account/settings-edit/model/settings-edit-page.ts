import { accountDetailsQuery } from '@/entities/account';
import {
  LOGIN_DETAIL_QUERY_PARAMETER,
  loginDetailFromQuery,
  loginDetailsFormOpened,
  loginDetailsSaved,
} from '@/features/edit-login-details';
import { navigationRequested, pageSubjectChanged, routeUrl, routes } from '@/shared/routing';
import { sample } from 'effector';

const route = routes['settings-edit'];

/** Which login detail the query names (`?wijzig=gebruikersnaam|wachtwoord|telefoonnummer`); null: the user chooses. */
export const $detail = route.$query.map((query) => loginDetailFromQuery(query[LOGIN_DETAIL_QUERY_PARAMETER]));
// the tab says which detail is changed, as the screen's title does
sample({
  clock: [route.opened, route.updated],
  fn: ({ query }) => {
    const detail = loginDetailFromQuery(query[LOGIN_DETAIL_QUERY_PARAMETER]);
    return detail ? { key: `pages.settingsEdit.titles.${detail}` } : null;
  },
  target: pageSubjectChanged,
});

// The account details fill the forms (the username and phone number), and go back whole with a new username.
sample({ clock: [route.opened, route.updated], fn: () => undefined, target: accountDetailsQuery.start });
sample({
  clock: accountDetailsQuery.finished.success,
  filter: route.$isOpened,
  fn: ({ result }) => result,
  target: loginDetailsFormOpened,
});

// "Success shows a valid notice and navigates back."
sample({ clock: loginDetailsSaved, filter: route.$isOpened, fn: () => ({ to: routeUrl('settings') }), target: navigationRequested });
sample({ clock: route.closed, target: accountDetailsQuery.reset });

export const $status = accountDetailsQuery.$status;

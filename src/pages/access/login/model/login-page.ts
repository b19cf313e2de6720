import { takeLoggedOutMarkFx } from '@/entities/session';
import { loginFormOpened } from '@/features/login-by-password';
import { positiveNoticeShown } from '@/shared/notices';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/** The guard's stored target (`?redirect=`) is where the user lands after the code. */
sample({
  clock: [routes.login.opened, routes.login.updated],
  fn: ({ query }) => ({ redirect: query['redirect'] ?? null }),
  target: loginFormOpened,
});

// A logout reloads the page onto this one: 'U bent uitgelogd.', announced (the notice list is a polite live region).
sample({ clock: routes.login.opened, fn: () => undefined, target: takeLoggedOutMarkFx });
sample({
  clock: takeLoggedOutMarkFx.doneData,
  filter: (wasLoggedOut) => wasLoggedOut,
  fn: () => ({ messageKey: 'pages.login.loggedOut' }),
  target: positiveNoticeShown,
});

import { loginFormOpened } from '@/features/login-by-password';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/** The guard's stored target (`?redirect=`) is where the user lands after the code. */
sample({
  clock: [routes.login.opened, routes.login.updated],
  fn: ({ query }) => ({ redirect: query['redirect'] ?? null }),
  target: loginFormOpened,
});

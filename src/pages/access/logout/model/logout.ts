import { logoutStarted } from '@/entities/session';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/**
 * Opening `uitloggen` logs out (spec 01 §4 "Logout"); a redirect query (the
 * page to come back to) goes along to the login page, also when the session
 * was already gone.
 */
sample({
  clock: routes.logout.opened,
  fn: ({ query }) => ({ redirect: query['redirect'] ?? null }),
  target: logoutStarted,
});

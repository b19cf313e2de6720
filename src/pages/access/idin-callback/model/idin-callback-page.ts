import { callbackReached, type CallbackRoute } from '@/features/idin-callback';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/** The bank's five return points share one screen; each tells the callback which one it is. */
const reached =
  (route: CallbackRoute) =>
  ({ query }: { query: Record<string, string> }) => ({ route, query });

sample({ clock: routes['idin-callback-authentication'].opened, fn: reached('authentication'), target: callbackReached });
sample({ clock: routes['idin-callback-register'].opened, fn: reached('register'), target: callbackReached });
sample({ clock: routes['idin-callback-abort'].opened, fn: reached('abort'), target: callbackReached });
sample({ clock: routes['idin-callback-error'].opened, fn: reached('error'), target: callbackReached });
sample({ clock: routes['idin-callback'].opened, fn: reached('generic'), target: callbackReached });

import { $isAuthenticated } from '@/entities/session';
import { bankChoiceOpened } from '@/features/idin-start';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/**
 * The iDIN login and activation screen: logged out, the bank choice logs in
 * (iDIN must be active already); after a password login it activates iDIN.
 */
sample({
  clock: routes['idin-activate'].opened,
  source: $isAuthenticated,
  fn: (isAuthenticated) => ({ mode: isAuthenticated ? ('activation' as const) : ('login' as const) }),
  target: bankChoiceOpened,
});

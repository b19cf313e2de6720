import { bankChoiceOpened } from '@/features/idin-start';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/** Registering through the bank identity service: flow 0. */
sample({
  clock: routes['idin-register'].opened,
  fn: () => ({ mode: 'registration' as const }),
  target: bankChoiceOpened,
});

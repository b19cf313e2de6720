import { verifyOpened } from '@/features/verify-code';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

sample({ clock: routes.verify.opened, fn: () => undefined, target: verifyOpened });

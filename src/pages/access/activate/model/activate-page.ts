import { activateClosed, activateOpened } from '@/features/register-account';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

sample({ clock: routes.activate.opened, fn: () => undefined, target: activateOpened });
sample({ clock: routes.activate.closed, target: activateClosed });

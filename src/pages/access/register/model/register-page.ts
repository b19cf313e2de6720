import { registerClosed, registerOpened } from '@/features/register-account';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

sample({ clock: routes.register.opened, fn: () => undefined, target: registerOpened });
sample({ clock: routes.register.closed, target: registerClosed });

import { forgotFormOpened } from '@/features/forgot-credentials';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

sample({ clock: routes['forgot-password'].opened, fn: () => undefined, target: forgotFormOpened });

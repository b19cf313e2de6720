import { resetPasswordFormOpened } from '@/features/reset-password';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

sample({ clock: routes['reset-password'].opened, fn: () => undefined, target: resetPasswordFormOpened });

import { accountDetailsQuery } from '@/entities/account';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

const route = routes.settings;

sample({ clock: route.opened, fn: () => undefined, target: accountDetailsQuery.start });
sample({ clock: route.closed, target: accountDetailsQuery.reset });

export const $accountDetails = accountDetailsQuery.$data;
export const $status = accountDetailsQuery.$status;

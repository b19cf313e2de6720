import { logoutStarted } from '@/entities/session';
import { routes } from '@/shared/routing';
import { sample } from 'effector';

/** Opening `uitloggen` logs out (spec 01 §4 "Logout"). */
sample({ clock: routes.logout.opened, target: logoutStarted });

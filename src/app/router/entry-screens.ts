import type { RouteName } from '@portal/domain';
import type { ComponentType } from 'react';

export type Screen = ComponentType<{ routeName: RouteName }>;
export type ScreenLoader = () => Promise<Screen>;

/**
 * Screens whose loaders sit in the entry chunk. The login page, the first
 * screen of most visits, starts without waiting for the screen table
 * (`screens.tsx`), which is a chunk of its own so that every new screen
 * does not make the login page's JavaScript grow.
 */
export const ENTRY_SCREENS = {
  login: () => import('@/pages/access/login').then((page) => page.LoginPage),
} satisfies Partial<Record<RouteName, ScreenLoader>>;

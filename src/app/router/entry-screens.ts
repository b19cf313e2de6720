import type { ShellKind } from '@/shared/routing';
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

/** A page's or a widget's model chunk. */
export type ModelLoader = () => Promise<object>;

/**
 * The login page's model and the public shell's widget models, likewise in the entry chunk: the login page
 * does not fetch the table of every route's model (`route-models.ts`, a chunk of its own) to start (issue 19).
 */
export const ENTRY_MODELS = {
  login: () => import('@/pages/access/login/index.model'),
} satisfies Partial<Record<RouteName, ModelLoader>>;

export const ENTRY_SHELL_MODELS = {
  public: [() => import('@/widgets/news-banner/index.model')],
} satisfies Partial<Record<ShellKind, ModelLoader[]>>;

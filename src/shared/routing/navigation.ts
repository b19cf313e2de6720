import { attach, createEffect, createEvent, createStore, sample } from 'effector';

export interface Navigator {
  navigate(to: string, options: { replace: boolean; state: ModelNavigationState; preventScrollReset?: boolean }): void | Promise<void>;
}

/**
 * The history state of a navigation a model asked for (a redirect, a wizard's step, logging out): the leave guard
 * asks before the user's own navigations (a link, Back, Forward), never before the app's.
 */
export interface ModelNavigationState {
  byModel: true;
}
const MODEL_NAVIGATION: ModelNavigationState = { byModel: true };

export function isModelNavigationState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ModelNavigationState>).byModel === true;
}

export interface NavigationRequest {
  to: string;
  replace?: boolean;
  /** the screen stays where it is scrolled (the address follows what the user does on it, e.g. a search) */
  keepScroll?: boolean;
}

/** The app hands its router over at start; models navigate only through these units. */
export const navigatorAttached = createEvent<Navigator>();
export const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' }).on(
  navigatorAttached,
  (_, navigator) => navigator,
);

export const navigationRequested = createEvent<NavigationRequest>();

export const navigateFx = attach({
  source: $navigator,
  effect: async (navigator, request: NavigationRequest) => {
    if (!navigator) throw new Error('No router attached');
    await navigator.navigate(request.to, {
      replace: request.replace ?? false,
      state: MODEL_NAVIGATION,
      ...(request.keepScroll ? { preventScrollReset: true } : {}),
    });
  },
});

sample({ clock: navigationRequested, target: navigateFx });

/** A full page load: used where the spec asks for a reload or another host. */
export const hardNavigateFx = createEffect(({ url, replace }: { url: string; replace: boolean }) => {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
});

export interface CurrentLocation {
  pathname: string;
  search: string;
  /** changes on every navigation, also to the same path */
  key: string;
  protocol: string;
  host: string;
}

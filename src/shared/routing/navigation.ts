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
  /** see `NavigationRequest.redirect` */
  redirect?: boolean;
}

export function isModelNavigationState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ModelNavigationState>).byModel === true;
}

/** The history state of a redirect (`NavigationRequest.redirect`); only a model's navigation writes one. */
export function isRedirectState(state: unknown): boolean {
  return (state as Partial<ModelNavigationState> | null)?.redirect === true;
}

export interface NavigationRequest {
  to: string;
  replace?: boolean;
  /** the screen stays where it is scrolled (the address follows what the user does on it, e.g. a search) */
  keepScroll?: boolean;
  /**
   * A redirect: the navigation carries on the one that led here (the guard turns a route away, a page finds nothing
   * to do and sends on), so what was asked for that one is this one's too (`navigationBegan` does not fire).
   */
  redirect?: boolean;
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
      state: { byModel: true, redirect: request.redirect },
      ...(request.keepScroll ? { preventScrollReset: true } : {}),
    });
  },
});

sample({ clock: navigationRequested, target: navigateFx });

/**
 * A navigation of its own began: not the page load's first, not a redirect (`NavigationRequest.redirect`). The
 * queries that keep an answer for one navigation (the guard's facts the next screen reads too) forget it here, so a
 * later visit asks anew however soon it comes, and a redirect's screen takes the answer however slowly it loads.
 */
export const navigationBegan = createEvent();

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

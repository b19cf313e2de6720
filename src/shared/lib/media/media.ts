import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint, as in the CSS (`@media (max-width: 48rem)`). */
export const PHONE_QUERY = '(max-width: 48rem)';

/** Whether the media query matches now, following changes (window resized, phone turned). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout: one compact header row, one tile column. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

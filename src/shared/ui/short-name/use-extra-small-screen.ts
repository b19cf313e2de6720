import { useSyncExternalStore } from 'react';

/** "Extra-small screens" (spec 01 §9): phones held upright, below 36rem (576 px). */
export const EXTRA_SMALL_SCREEN_QUERY = '(max-width: 35.99rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(EXTRA_SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsExtraSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(EXTRA_SMALL_SCREEN_QUERY).matches,
    () => false,
  );
}

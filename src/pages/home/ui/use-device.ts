import type { DashboardDevice } from '@portal/domain';
import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint, as in the CSS. */
const MOBILE_QUERY = '(max-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** "Each has desktop and mobile visibility, position and priority": which set this screen shows. */
export function useDashboardDevice(): DashboardDevice {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => 'desktop',
  );
}

import { useIsPhone } from '@/shared/lib/media';
import type { DashboardDevice } from '@portal/domain';

/** "Each has desktop and mobile visibility, position and priority": which set this screen shows. */
export function useDashboardDevice(): DashboardDevice {
  return useIsPhone() ? 'mobile' : 'desktop';
}

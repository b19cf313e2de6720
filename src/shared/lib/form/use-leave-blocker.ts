import { isModelNavigationState } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { NavigationType, useBlocker } from 'react-router-dom';
import { shouldAskBeforeLeaving, type LeaveGuard } from './create-leave-guard';

/**
 * The router's blocker for a form's leave guard: while it is armed, a link, Back or Forward to another screen waits
 * for the confirmation (`leaveConfirmed` goes on, `leaveDismissed` stays). Used by the component that shows it.
 */
export function useLeaveBlocker(guard: Pick<LeaveGuard, '$isArmed' | 'blockerChanged'>): void {
  const [isArmed, blockerChanged] = useUnit([guard.$isArmed, guard.blockerChanged]);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) =>
    shouldAskBeforeLeaving({
      isArmed,
      currentPathname: currentLocation.pathname,
      nextPathname: nextLocation.pathname,
      isByModel: isModelNavigationState(nextLocation.state),
      isBackOrForward: historyAction === NavigationType.Pop,
    }),
  );
  useEffect(() => {
    blockerChanged(blocker);
  }, [blocker, blockerChanged]);
}

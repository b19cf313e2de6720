import { attach, createEffect, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import type { Blocker, Location } from 'react-router-dom';

/** What the leave guard's blocker sees of a navigation. */
export interface LeaveAttempt {
  isArmed: boolean;
  currentPathname: string;
  nextPathname: string;
  /** a navigation a model asked for (`isModelNavigationState` of its history state) */
  isByModel: boolean;
  /** the browser's Back or Forward */
  isBackOrForward: boolean;
}

/**
 * Whether leaving needs the user's confirmation: unsaved answers, another screen (a wizard's step is the same path
 * with another `?stap=`: Back between steps does not ask), and the user's own navigation: a link, Back or Forward.
 * A navigation the app makes (a redirect after sending, logging out) never asks; Back into an entry the app once
 * pushed is the user's own. Paths compare case-insensitively, as the router matches them.
 */
export function shouldAskBeforeLeaving(attempt: LeaveAttempt): boolean {
  if (!attempt.isArmed) return false;
  if (attempt.currentPathname.toLowerCase() === attempt.nextPathname.toLowerCase()) return false;
  return attempt.isBackOrForward || !attempt.isByModel;
}

const addressOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

export interface LeaveGuard {
  /** unsaved answers: the router's blocker asks before a link, Back or Forward leaves them */
  $isArmed: Store<boolean>;
  /** the router's blocker, handed over by `useLeaveBlocker` whenever it changes */
  blockerChanged: EventCallable<Blocker>;
  leaveRequested: EventCallable<string>;
  leaveConfirmed: EventCallable<void>;
  leaveDismissed: EventCallable<void>;
  $isConfirmOpen: Store<boolean>;
}

/**
 * Asks before unsaved answers are left behind: a link, the browser's Back or Forward (react-router's `useBlocker`,
 * through `useLeaveBlocker`) opens the confirmation; closing or reloading the tab gets the browser's own question
 * (`beforeunload`). Armed only while `$hasUnsavedAnswers` holds.
 */
export function createLeaveGuard(config: { $hasUnsavedAnswers: Store<boolean> }): LeaveGuard {
  const blockerChanged = createEvent<Blocker>();
  const leaveRequested = createEvent<string>();
  const leaveConfirmed = createEvent();
  const leaveDismissed = createEvent();
  const leaveApproved = createEvent<string>();

  const $destination = createStore<string | null>(null, { serialize: 'ignore' })
    .on(leaveRequested, (_, to) => to)
    .reset([leaveApproved, leaveDismissed]);
  const $isConfirmOpen = $destination.map((to) => to !== null);

  const $blocker = createStore<Blocker | null>(null, { serialize: 'ignore' }).on(blockerChanged, (_, blocker) => blocker);
  sample({
    clock: blockerChanged,
    filter: (blocker) => blocker.state === 'blocked',
    fn: (blocker) => addressOf(blocker.location as Location),
    target: leaveRequested,
  });
  // the blocked navigation itself goes on or is dropped: a Back stays a Back, the history is not rewritten
  const proceedFx = attach({
    source: $blocker,
    effect: (blocker) => {
      if (blocker?.state === 'blocked') blocker.proceed();
    },
  });
  const stayFx = attach({
    source: $blocker,
    effect: (blocker) => {
      if (blocker?.state === 'blocked') blocker.reset();
    },
  });

  const $listener = createStore<((event: BeforeUnloadEvent) => void) | null>(null, { serialize: 'ignore' });
  const $isArmed = $listener.map((listener) => listener !== null);

  const armFx = createEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return beforeUnload;
  });
  const disarmFx = createEffect((beforeUnload: (event: BeforeUnloadEvent) => void) => {
    window.removeEventListener('beforeunload', beforeUnload);
  });
  $listener.on(armFx.doneData, (_, listener) => listener).reset(disarmFx);

  sample({
    clock: config.$hasUnsavedAnswers,
    source: $listener,
    filter: (listener, hasUnsaved) => hasUnsaved && listener === null,
    target: armFx,
  });
  const disarm = sample({
    clock: [config.$hasUnsavedAnswers.updates.filter({ fn: (hasUnsaved) => !hasUnsaved }), leaveApproved],
    source: $listener,
    filter: (listener): listener is (event: BeforeUnloadEvent) => void => listener !== null,
  });
  sample({ clock: disarm, target: disarmFx });

  sample({
    clock: leaveConfirmed,
    source: $destination,
    filter: (to): to is string => to !== null,
    target: leaveApproved,
  });
  sample({ clock: leaveApproved, target: proceedFx });
  sample({ clock: leaveDismissed, target: stayFx });

  return { $isArmed, blockerChanged, leaveRequested, leaveConfirmed, leaveDismissed, $isConfirmOpen };
}

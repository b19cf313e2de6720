import { navigationRequested } from '@/shared/routing';
import { createEffect, createEvent, createStore, sample, scopeBind, type Store } from 'effector';

interface Listeners {
  click: (event: MouseEvent) => void;
  beforeUnload: (event: BeforeUnloadEvent) => void;
}

/** The address an in-app link leads to, or null when the click is not a plain in-app navigation away. */
export function inAppDestination(event: MouseEvent, current: { origin: string; pathname: string }): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, current.origin);
  if (url.origin !== current.origin || url.pathname === current.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before unsaved answers are left behind: an in-app link opens the
 * confirmation, closing or reloading the tab gets the browser's own question.
 * Armed only while `$hasUnsavedAnswers` holds.
 */
export function createLeaveGuard(config: { $hasUnsavedAnswers: Store<boolean> }) {
  const leaveRequested = createEvent<string>();
  const leaveConfirmed = createEvent();
  const leaveDismissed = createEvent();
  const leaveApproved = createEvent<string>();

  const $destination = createStore<string | null>(null, { serialize: 'ignore' })
    .on(leaveRequested, (_, to) => to)
    .reset([leaveApproved, leaveDismissed]);
  const $isConfirmOpen = $destination.map((to) => to !== null);

  const $listeners = createStore<Listeners | null>(null, { serialize: 'ignore' });

  const armFx = createEffect(() => {
    const requestLeave = scopeBind(leaveRequested, { safe: true });
    const listeners: Listeners = {
      click: (event) => {
        const to = inAppDestination(event, window.location);
        if (to === null) return;
        event.preventDefault();
        event.stopPropagation();
        requestLeave(to);
      },
      beforeUnload: (event) => {
        event.preventDefault();
        // older browsers ask only when returnValue is set
        event.returnValue = '';
      },
    };
    document.addEventListener('click', listeners.click, true);
    window.addEventListener('beforeunload', listeners.beforeUnload);
    return listeners;
  });
  const disarmFx = createEffect((listeners: Listeners) => {
    document.removeEventListener('click', listeners.click, true);
    window.removeEventListener('beforeunload', listeners.beforeUnload);
  });
  $listeners.on(armFx.doneData, (_, listeners) => listeners).reset(disarmFx);

  sample({
    clock: config.$hasUnsavedAnswers,
    source: $listeners,
    filter: (listeners, hasUnsaved) => hasUnsaved && listeners === null,
    target: armFx,
  });
  const disarm = sample({
    clock: [config.$hasUnsavedAnswers.updates.filter({ fn: (hasUnsaved) => !hasUnsaved }), leaveApproved],
    source: $listeners,
    filter: (listeners): listeners is Listeners => listeners !== null,
  });
  sample({ clock: disarm, target: disarmFx });

  sample({
    clock: leaveConfirmed,
    source: $destination,
    filter: (to): to is string => to !== null,
    target: leaveApproved,
  });
  sample({ clock: leaveApproved, fn: (to) => ({ to }), target: navigationRequested });

  return { leaveRequested, leaveConfirmed, leaveDismissed, $isConfirmOpen };
}

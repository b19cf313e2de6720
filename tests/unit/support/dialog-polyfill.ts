import { act } from '@testing-library/react';

/**
 * jsdom has no modal dialog: `open`, `showModal()` and `close()` (with its
 * 'close' event, queued as a task) as the HTML standard describes them, minus the inert page
 * and the Escape key (Chromium's part, proven in e2e). Component tests of
 * anything built on shared/ui/dialog call it in `beforeAll`.
 */
export function installDialogPolyfill() {
  const prototype = HTMLDialogElement.prototype;
  if (!('open' in prototype)) {
    Object.defineProperty(prototype, 'open', {
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      set(this: HTMLDialogElement, open: boolean) {
        this.toggleAttribute('open', open);
      },
    });
  }
  if (!('showModal' in prototype)) {
    Object.defineProperty(prototype, 'showModal', {
      value(this: HTMLDialogElement) {
        this.open = true;
      },
    });
  }
  if (!('close' in prototype)) {
    Object.defineProperty(prototype, 'close', {
      value(this: HTMLDialogElement) {
        if (!this.open) return;
        this.open = false;
        // the standard queues the 'close' event as a task: the dialog may be opened again before it arrives
        setTimeout(() => this.dispatchEvent(new Event('close')), 0);
      },
    });
  }
}

/** Escape on an open modal: the browser fires a cancelable 'cancel' and closes it unless prevented. */
export function pressEscape(dialog: HTMLElement) {
  const cancel = new Event('cancel', { cancelable: true });
  act(() => {
    dialog.dispatchEvent(cancel);
    if (!cancel.defaultPrevented && dialog instanceof HTMLDialogElement) dialog.close();
  });
  return cancel;
}

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DialogProps {
  isOpen: boolean;
  title: string;
  /** asked to close: Escape or the close button (when dismissible), or the browser closing it */
  onClose: () => void;
  /** true (the default): Escape and the close button call onClose; false: only the actions close it */
  dismissible?: boolean;
  children: ReactNode;
  /** the buttons at the bottom */
  actions?: ReactNode;
  /** the id of the text that explains the dialog, read with its title */
  describedBy?: string;
  size?: 'small' | 'medium' | 'large';
  /** the close button's accessible name, e.g. 'Sluiten'; without it no close button is shown */
  closeLabel?: string;
  /** what gets focus on opening: the first field or button of the content (default), or the title */
  initialFocus?: 'content' | 'title';
  /**
   * A dialog a page opens by itself when it loads (not on the user's action): while another dialog is open (the
   * shell's offer of digital post), it waits until that one is closed, rather than stack over it.
   */
  waitsForOpenDialogs?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Another dialog is open, and not around this one (a dialog opened from inside another is its own step). */
function isAnotherDialogOpen(element: HTMLDialogElement): boolean {
  return Array.from(element.ownerDocument.querySelectorAll('dialog[open]')).some((other) => other !== element && !other.contains(element));
}

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && !element.hidden,
  );
}

/**
 * One accessible modal on the native <dialog> with showModal: the page
 * behind is inert, focus moves in (the first field or button of the content,
 * else the title), Tab cycles within, Escape closes where allowed, and on
 * closing focus returns to the element that had it before. Labelled by its
 * title. Texts come from the caller.
 */
export function Dialog({
  isOpen,
  title,
  onClose,
  dismissible = true,
  children,
  actions,
  describedBy,
  size = 'medium',
  closeLabel,
  initialFocus = 'content',
  waitsForOpenDialogs = false,
}: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ isOpen, dismissible, onClose });
  useLayoutEffect(() => {
    latest.current = { isOpen, dismissible, onClose };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!isOpen) {
      if (element.open) element.close();
      return;
    }
    if (element.open) return;
    const open = () => {
      const active = element.ownerDocument.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      element.showModal();
      const first = initialFocus === 'content' && body.current ? focusablesIn(body.current)[0] : undefined;
      (first ?? heading.current)?.focus();
    };
    if (!waitsForOpenDialogs || !isAnotherDialogOpen(element)) {
      open();
      return;
    }
    // its turn comes when the other one is closed: a task later, once that one has given the focus back
    const document = element.ownerDocument;
    let turn: ReturnType<typeof setTimeout> | undefined;
    const onDialogClosed = () => {
      clearTimeout(turn);
      turn = setTimeout(() => {
        if (element.open || isAnotherDialogOpen(element)) return;
        document.removeEventListener('close', onDialogClosed, true);
        open();
      }, 0);
    };
    // 'close' does not bubble: the document hears it while capturing
    document.addEventListener('close', onDialogClosed, true);
    return () => {
      document.removeEventListener('close', onDialogClosed, true);
      clearTimeout(turn);
    };
  }, [isOpen, initialFocus, waitsForOpenDialogs]);

  useEffect(() => {
    const element = dialog.current;
    return () => {
      // unmounted while open: the opener gets focus back all the same
      if (element?.open) returnFocus(opener.current);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusables = focusablesIn(dialog.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = dialog.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: never let the browser close it behind the model's back
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
      }}
      onClose={() => {
        // the event of a close() that was followed by showModal() before it arrived: the dialog is open again
        if (dialog.current?.open) return;
        returnFocus(opener.current);
        opener.current = null;
        // the browser closed it by itself (a second Escape without user activation)
        const { isOpen: shouldBeOpen, dismissible: mayClose, onClose: close } = latest.current;
        if (!shouldBeOpen) return;
        if (mayClose) close();
        else dialog.current?.showModal();
      }}
    >
      <div className="dialog__header">
        <h2 className="dialog__title" id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {dismissible && closeLabel && (
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="dialog__body" ref={body}>
        {children}
        {actions && <div className="dialog__actions actions">{actions}</div>}
      </div>
    </dialog>
  );
}

function returnFocus(element: HTMLElement | null) {
  if (element?.isConnected) element.focus();
}

import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';

export interface SuccessDialogProps {
  isOpen: boolean;
  title: string;
  /** what happens next, e.g. the date a request is handled by */
  children: ReactNode;
  closeLabel: string;
  /** also Escape: the page then goes on (back, or reloads) */
  onClose: () => void;
  /** a second way on, before the button (a link to where the request can be found later) */
  secondaryAction?: ReactNode;
}

/**
 * The end of a wizard that deserves more than a notice (a payment
 * arrangement, a policy change): what was done and what comes next, one
 * button to go on. Focus starts on the title so the outcome is read first.
 */
export function SuccessDialog({ isOpen, title, children, closeLabel, onClose, secondaryAction }: SuccessDialogProps) {
  const textId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      describedBy={textId}
      size="small"
      initialFocus="title"
      actions={
        <>
          {secondaryAction}
          <button type="button" className="button button--primary" onClick={() => onClose()}>
            {closeLabel}
          </button>
        </>
      }
    >
      <div id={textId}>{children}</div>
    </Dialog>
  );
}

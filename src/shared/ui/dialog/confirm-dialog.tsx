import { useId } from 'react';
import { Dialog, type DialogProps } from './dialog';

export interface ConfirmDialogProps extends Pick<DialogProps, 'waitsForOpenDialogs'> {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** also Escape */
  onCancel: () => void;
}

/**
 * A question before something that cannot be undone (stop a form, leave
 * with unsaved answers). Focus starts on the title, so the text is read
 * first and Enter confirms nothing by accident; Escape cancels.
 */
export function ConfirmDialog({ isOpen, title, text, confirmLabel, cancelLabel, onConfirm, onCancel, waitsForOpenDialogs }: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      describedBy={textId}
      size="small"
      initialFocus="title"
      waitsForOpenDialogs={waitsForOpenDialogs}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => onConfirm()}>
            {confirmLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onCancel()}>
            {cancelLabel}
          </button>
        </>
      }
    >
      <p id={textId}>{text}</p>
    </Dialog>
  );
}

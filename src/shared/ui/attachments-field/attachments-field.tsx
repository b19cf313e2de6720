import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FieldMessages, describedBy, fieldClassName, LabelText, type RequirementProps } from '../form/field-parts';

export interface ChosenFile {
  fileName: string;
  file: File;
  /** the size as the form words it ('840 kB') */
  sizeText: string;
  /** why this file cannot be sent (type, size, readability), translated; null when it can */
  problem: string | null;
}

export interface AttachmentsFieldTexts {
  choose: string;
  /** the phone camera's button */
  takePhoto: string;
  dropHere: string;
  remove: (fileName: string) => string;
  /** 'De bestanden worden gecontroleerd…' */
  checking: string;
  listLabel: string;
}

interface AttachmentsFieldProps extends RequirementProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** the file types the input offers (`.pdf,.jpg,…`) */
  accept: string;
  files: readonly ChosenFile[];
  /** a message about the last choice, e.g. duplicates skipped */
  notice?: string | null;
  isChecking: boolean;
  texts: AttachmentsFieldTexts;
  onFilesChosen: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** The id of a chosen file's remove button: an error summary line about the file leads there. */
export function fileRemoveButtonId(fieldId: string, place: number): string {
  return `${fieldId}-file-${place}`;
}

/** A thumbnail of an image, from a local object URL that is let go when it is no longer shown. */
function Thumbnail({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  const isImage = file.type.startsWith('image/');
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const objectUrl = URL.createObjectURL(file);
    element.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return isImage ? (
    <img ref={image} className="attachments__thumbnail" alt="" width={48} height={48} />
  ) : (
    <span className="attachments__thumbnail attachments__thumbnail--document" aria-hidden="true">
      {file.name.split('.').pop()?.toUpperCase().slice(0, 4)}
    </span>
  );
}

/**
 * Files for a form: chosen with the file dialog, dropped on the field, or on
 * a phone taken with the camera. Each chosen file shows its name, size, a
 * thumbnail for images, what is wrong with it, and a remove button.
 */
export function AttachmentsField({
  id,
  label,
  hint,
  error,
  accept,
  files,
  notice,
  isChecking,
  texts,
  required,
  requiredText,
  optionalText,
  onFilesChosen,
  onRemove,
}: AttachmentsFieldProps) {
  const [isDragging, setDragging] = useState(false);
  const noticeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** the place of the file whose remove button was pressed, and how many files there were then */
  const removal = useRef<{ index: number; count: number } | null>(null);
  useEffect(() => {
    // the pressed button is gone with its file: the focus goes to the next file's, else the previous one's, else the chooser
    const removed = removal.current;
    if (!removed || files.length === removed.count) return;
    removal.current = null;
    if (files.length > removed.count) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.attachments__remove') ?? [];
    (buttons[Math.min(removed.index, buttons.length - 1)] ?? input.current)?.focus();
  }, [files]);
  const choose = (list: FileList | null) => {
    if (list && list.length > 0) onFilesChosen([...list]);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };
  return (
    <div className={fieldClassName('attachments', error)} id={`${id}-field`}>
      <span className="field__label" id={`${id}-label`}>
        <LabelText required={required} requiredText={requiredText} optionalText={optionalText}>
          {label}
        </LabelText>
      </span>
      <FieldMessages id={id} hint={hint} error={error} />
      <div
        className={`attachments__drop${isDragging ? ' attachments__drop--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="button button--secondary attachments__choose" htmlFor={id}>
          {texts.choose}
        </label>
        <input
          ref={input}
          id={id}
          className="attachments__input"
          type="file"
          multiple
          accept={accept}
          aria-labelledby={`${id}-label ${id}-choose-text`}
          aria-describedby={describedBy(id, { hint, error }, notice ? noticeId : null)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
        <span id={`${id}-choose-text`} className="visually-hidden">
          {texts.choose}
        </span>
        <label className="button button--secondary attachments__camera" htmlFor={`${id}-camera`}>
          {texts.takePhoto}
        </label>
        <input
          id={`${id}-camera`}
          className="attachments__input"
          type="file"
          accept="image/*,application/pdf"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
        <span className="attachments__drop-text" aria-hidden="true">
          {texts.dropHere}
        </span>
      </div>
      <p className="attachments__status" role="status">
        {isChecking ? texts.checking : ''}
      </p>
      {notice && (
        <p className="field__error" id={noticeId}>
          {notice}
        </p>
      )}
      {files.length > 0 && (
        <ul className="attachments__list" ref={list} aria-label={texts.listLabel}>
          {files.map((chosen, index) => (
            <li key={`${chosen.fileName}-${chosen.file.size}`} className={`attachments__item${chosen.problem ? ' attachments__item--invalid' : ''}`}>
              <Thumbnail file={chosen.file} />
              <span className="attachments__name">
                <span className="attachments__file-name">{chosen.fileName}</span>
                <span className="attachments__size">{chosen.sizeText}</span>
                {chosen.problem && (
                  <span className="attachments__problem" id={`${fileRemoveButtonId(id, index)}-problem`}>
                    {chosen.problem}
                  </span>
                )}
              </span>
              <button
                type="button"
                id={fileRemoveButtonId(id, index)}
                aria-describedby={chosen.problem ? `${fileRemoveButtonId(id, index)}-problem` : undefined}
                className="button button--link attachments__remove"
                onClick={() => {
                  removal.current = { index, count: files.length };
                  onRemove(index);
                }}
              >
                {texts.remove(chosen.fileName)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

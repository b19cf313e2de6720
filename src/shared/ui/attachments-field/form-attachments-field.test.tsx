// @vitest-environment jsdom
import { loadAreaTexts } from '@/shared/i18n';
import { createAttachments } from '@/shared/lib/attachments';
import { formatFileSize } from '@/shared/lib/format';
import { allowedFileExtensions, ATTACHMENT_MIN_BYTES, type AttachmentForm } from '@portal/domain';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fileRemoveButtonId, FormAttachmentsField } from './index';

// the field's own words (forms.files.*) load with the validation messages, as on every form page
beforeAll(() => loadAreaTexts('validation'));
afterEach(cleanup);

const file = (name: string) => new File(['x'.repeat(ATTACHMENT_MIN_BYTES)], name, { type: 'application/pdf' });

function renderFor(form: AttachmentForm) {
  const attachments = createAttachments({ form, isRequired: false });
  render(<FormAttachmentsField id="files" label="Bijlagen" error={null} attachments={attachments} />);
  return attachments;
}

describe('FormAttachmentsField: the files field drawn from its attachments model', () => {
  test.for<AttachmentForm>(['contact-form', 'declaration'])('%s: the file dialog offers exactly the extensions its form allows', (form) => {
    renderFor(form);
    const input = document.getElementById('files') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(allowedFileExtensions(form).map((extension) => `.${extension}`));
  });

  test('chosen files are listed with their size, a duplicate is skipped and named, a removed one goes', () => {
    const attachments = renderFor('declaration');
    act(() => {
      attachments.filesChosen([file('nota.pdf'), file('recept.pdf')]);
    });
    const list = screen.getByRole('list', { name: 'Gekozen bestanden' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(`nota.pdf${formatFileSize(ATTACHMENT_MIN_BYTES)}`);
    act(() => {
      attachments.filesChosen([file('nota.pdf')]);
    });
    expect(screen.getByText('nota.pdf had u al toegevoegd en is overgeslagen.')).toBeInTheDocument();
    act(() => {
      attachments.removed(0);
    });
    expect(within(screen.getByRole('list', { name: 'Gekozen bestanden' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/had u al toegevoegd/)).not.toBeInTheDocument();
  });

  test('a file of a type the form does not take shows its problem in Dutch', () => {
    const attachments = renderFor('declaration');
    act(() => {
      attachments.filesChosen([new File(['x'.repeat(ATTACHMENT_MIN_BYTES)], 'programma.exe')]);
    });
    expect(screen.getByRole('list', { name: 'Gekozen bestanden' })).toHaveTextContent(/programma\.exe.*Dit bestandstype is niet toegestaan\./);
  });

  test('a file that takes the total over 20 MB says so at once; its remove button, where the summary leads, is described by its problem', () => {
    const attachments = renderFor('contact-form');
    const big = new File(['x'], 'groot-bestand.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    act(() => {
      attachments.filesChosen([file('nota.pdf'), big]);
    });
    const remove = screen.getByRole('button', { name: 'Verwijder groot-bestand.pdf' });
    expect(remove).toHaveAttribute('id', fileRemoveButtonId('files', 1));
    expect(remove).toHaveAccessibleDescription('Het totaal van de geselecteerde bestanden overschrijdt het maximum van 20 MB.');
    expect(screen.getByRole('button', { name: 'Verwijder nota.pdf' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('FormAttachmentsField: the field itself says when chosen files cannot be sent', () => {
  const input = () => document.getElementById('files') as HTMLInputElement;

  test('no file, or only good ones: the field is not in error', () => {
    const attachments = renderFor('declaration');
    expect(input()).not.toHaveAttribute('aria-invalid');
    act(() => {
      attachments.filesChosen([file('nota.pdf')]);
    });
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('files-field')).not.toHaveClass('field--invalid');
  });

  test('one bad file: the field is marked, and its message, named by the field, names the file and is the input\'s description', () => {
    const attachments = renderFor('declaration');
    act(() => {
      attachments.filesChosen([file('nota.pdf'), new File(['x'.repeat(ATTACHMENT_MIN_BYTES)], 'programma.exe')]);
    });
    expect(document.getElementById('files-field')).toHaveClass('field--invalid');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Bijlagen: Het bestand programma.exe kan niet worden verstuurd. Hieronder staat waarom.');
  });

  test('several bad files are counted and named; removed, the field is fine again', () => {
    const attachments = renderFor('contact-form');
    act(() => {
      attachments.filesChosen([new File(['x'.repeat(ATTACHMENT_MIN_BYTES)], 'programma.exe'), file('nota.pdf'), new File([''], 'leeg.pdf')]);
    });
    expect(input()).toHaveAccessibleDescription(
      'Bijlagen: 2 bestanden kunnen niet worden verstuurd: programma.exe en leeg.pdf. Hieronder staat bij elk bestand waarom.',
    );
    act(() => {
      attachments.removed(2);
      attachments.removed(0);
    });
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).not.toHaveAttribute('aria-describedby');
  });

  test("the form's own error at the field (at least one file) is said as it is", () => {
    const attachments = createAttachments({ form: 'declaration', isRequired: true });
    render(<FormAttachmentsField id="files" label="Bijlagen" error="Bijlagen: Voeg minimaal één bestand toe." attachments={attachments} />);
    expect(input()).toHaveAccessibleDescription('Bijlagen: Voeg minimaal één bestand toe.');
  });
});

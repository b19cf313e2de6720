// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AttachmentsField, type ChosenFile } from './index';

afterEach(cleanup);

const TEXTS = {
  choose: 'Bestanden kiezen',
  takePhoto: 'Foto maken',
  dropHere: 'of sleep de bestanden hierheen',
  remove: (name: string) => `Verwijder ${name}`,
  checking: 'De bestanden worden gecontroleerd…',
  listLabel: 'Gekozen bestanden',
};

const chosen = (fileName: string, problem: string | null = null): ChosenFile => ({
  fileName,
  file: new File(['x'], fileName, { type: fileName.endsWith('.png') ? 'image/png' : 'application/pdf' }),
  sizeText: '4 kB',
  problem,
});

function renderField(props: Partial<Parameters<typeof AttachmentsField>[0]> = {}) {
  const onFilesChosen = vi.fn();
  const onRemove = vi.fn();
  render(
    <AttachmentsField
      id="files"
      label="Bijlagen"
      hint="Samen maximaal 20 MB."
      accept=".pdf,.png"
      files={[]}
      isChecking={false}
      texts={TEXTS}
      onFilesChosen={onFilesChosen}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { onFilesChosen, onRemove };
}

describe('AttachmentsField', () => {
  test('the file input is named by the field\'s label, described by hint and error, and never natively required', () => {
    renderField({ error: 'Voeg minimaal één bestand toe.' });
    const input = document.getElementById('files') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Bijlagen Bestanden kiezen');
    expect(input).toHaveAccessibleDescription('Samen maximaal 20 MB. Voeg minimaal één bestand toe.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toBeRequired();
    expect(input).toHaveAttribute('accept', '.pdf,.png');
    expect(input.multiple).toBe(true);
  });

  test('chosen files go to the model, and the input is emptied so the same file can be chosen again', async () => {
    const { onFilesChosen } = renderField();
    const input = document.getElementById('files') as HTMLInputElement;
    const scan = new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, scan);
    expect(onFilesChosen).toHaveBeenCalledWith([scan]);
    expect(input.value).toBe('');
  });

  test('each file with its size, what is wrong with it, and a remove button that names it', async () => {
    const { onRemove } = renderField({ files: [chosen('nota.pdf'), chosen('beveiligd.pdf', 'Dit bestand is beveiligd.')] });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PDFnota.pdf4 kBVerwijder nota.pdf',
      'PDFbeveiligd.pdf4 kBDit bestand is beveiligd.Verwijder beveiligd.pdf',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder beveiligd.pdf' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  test.for([
    { files: ['a.pdf', 'b.pdf', 'c.pdf'], removed: 'a.pdf', focused: 'Verwijder b.pdf' },
    { files: ['a.pdf', 'b.pdf', 'c.pdf'], removed: 'b.pdf', focused: 'Verwijder c.pdf' },
    { files: ['a.pdf', 'b.pdf'], removed: 'b.pdf', focused: 'Verwijder a.pdf' },
    { files: ['a.pdf'], removed: 'a.pdf', focused: 'Bijlagen Bestanden kiezen' },
  ])('removing $removed of $files: the focus goes to $focused: the next file, else the previous one, else the chooser', async ({ files, removed, focused }) => {
    const field = (names: string[]) => (
      <AttachmentsField id="files" label="Bijlagen" accept=".pdf" files={names.map((name) => chosen(name))} isChecking={false} texts={TEXTS} onFilesChosen={vi.fn()} onRemove={onRemove} />
    );
    const onRemove = vi.fn();
    const { rerender } = render(field(files));
    await userEvent.click(screen.getByRole('button', { name: `Verwijder ${removed}` }));
    expect(onRemove).toHaveBeenCalledWith(files.indexOf(removed));
    rerender(field(files.filter((name) => name !== removed)));
    expect(document.activeElement).toHaveAccessibleName(focused);
  });

  test('an image gets a thumbnail; the phone camera has its own input', () => {
    renderField({ files: [chosen('foto.png')] });
    expect(document.querySelector('img.attachments__thumbnail')).not.toBeNull();
    expect(document.getElementById('files-camera')).toHaveAttribute('capture', 'environment');
  });

  test('the check in progress is said in a status region', () => {
    renderField({ isChecking: true });
    expect(screen.getByRole('status')).toHaveTextContent('De bestanden worden gecontroleerd…');
  });
});

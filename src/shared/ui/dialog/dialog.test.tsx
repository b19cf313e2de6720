// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { installDialogPolyfill, pressEscape } from '@test-support/dialog-polyfill';
import { ConfirmDialog, Dialog, type DialogProps } from './index';

beforeAll(installDialogPolyfill);

afterEach(cleanup);

/** A dialog's 'close' event is a task of its own after close() (as in the browser): let it arrive. */
const closeEventsArrive = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A page with an opener button, the dialog it opens, and a field and two buttons inside. */
function Page(props: Partial<DialogProps> & { withContent?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const { withContent = true, ...dialogProps } = props;
  return (
    <main>
      <button type="button" onClick={() => setIsOpen(true)}>
        Openen
      </button>
      <Dialog
        isOpen={isOpen}
        title="Wijzigingen bewaren?"
        closeLabel="Sluiten"
        {...dialogProps}
        onClose={() => {
          props.onClose?.();
          setIsOpen(false);
        }}
        actions={
          <>
            <button type="button" onClick={() => setIsOpen(false)}>
              Bewaren
            </button>
            <button type="button" onClick={() => setIsOpen(false)}>
              Annuleren
            </button>
          </>
        }
      >
        {withContent && <input aria-label="Naam" />}
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  test('opens as a modal labelled by its title, focus on the first field of the content, not on the close button', async () => {
    render(<Page describedBy="outside-text" />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    const dialog = screen.getByRole('dialog', { name: 'Wijzigingen bewaren?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-describedby', 'outside-text');
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });

  test('without anything to focus in the content, the first action gets focus; with initialFocus title, the title', async () => {
    const { unmount } = render(<Page withContent={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveFocus();
    unmount();
    render(<Page initialFocus="title" />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    expect(screen.getByRole('heading', { name: 'Wijzigingen bewaren?' })).toHaveFocus();
  });

  test('focus returns to the opener when it closes, by an action, the close button or Escape', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Openen' });

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await closeEventsArrive();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await closeEventsArrive();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const cancel = pressEscape(screen.getByRole('dialog'));
    expect(cancel.defaultPrevented).toBe(true);
    await closeEventsArrive();
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  test('not dismissible: Escape does nothing and there is no close button', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
    const cancel = pressEscape(dialog);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  test('closed by the browser all the same (a second Escape): dismissible tells the model, otherwise it opens again', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    act(() => screen.getByRole<HTMLDialogElement>('dialog').close());
    await closeEventsArrive();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Page onClose={onClose} dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    act(() => dialog.close());
    await closeEventsArrive();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });

  test('closed and opened again before the close event arrives (a leave guard asked twice in quick succession): it stays open', async () => {
    const onClose = vi.fn();
    const dialogAt = (isOpen: boolean) => (
      <Dialog isOpen={isOpen} title="Pagina verlaten?" onClose={onClose}>
        <button type="button">Op deze pagina blijven</button>
      </Dialog>
    );
    const { rerender } = render(dialogAt(true));
    act(() => rerender(dialogAt(false)));
    act(() => rerender(dialogAt(true)));
    await closeEventsArrive();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Pagina verlaten?' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Op deze pagina blijven' })).toHaveFocus();
  });

  test('Tab cycles within the dialog, both ways', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    const close = screen.getByRole('button', { name: 'Sluiten' });
    const last = screen.getByRole('button', { name: 'Annuleren' });
    last.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  test('unmounted while open, focus still goes back to the opener', async () => {
    function Host() {
      const [isShown, setIsShown] = useState(true);
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Openen
          </button>
          {isShown && (
            <Dialog isOpen={isOpen} title="Bericht" onClose={() => setIsOpen(false)}>
              <button type="button" onClick={() => setIsShown(false)}>
                Weg
              </button>
            </Dialog>
          )}
        </>
      );
    }
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Openen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Weg' }));
    expect(screen.getByRole('button', { name: 'Openen' })).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  function Wizard({ onConfirm }: { onConfirm: () => void }) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setIsOpen(true)}>
          Stoppen
        </button>
        <ConfirmDialog
          isOpen={isOpen}
          title="Wilt u stoppen?"
          text="Uw antwoorden worden niet bewaard."
          confirmLabel="Ja, stoppen"
          cancelLabel="Nee, verder invullen"
          onConfirm={() => {
            onConfirm();
            setIsOpen(false);
          }}
          onCancel={() => setIsOpen(false)}
        />
      </>
    );
  }

  test('asks with its title and text; focus starts on the title; confirm and cancel; Escape cancels', async () => {
    const onConfirm = vi.fn();
    render(<Wizard onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Stoppen' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Wilt u stoppen?' });
    expect(dialog).toHaveAccessibleDescription('Uw antwoorden worden niet bewaard.');
    expect(screen.getByRole('heading', { name: 'Wilt u stoppen?' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Nee, verder invullen' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    pressEscape(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stoppen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a dialog the page opens by itself waits while another is open, and opens when that one is closed', async () => {
    const pageDialogAt = (isOpen: boolean, offerOpen: boolean) => (
      <>
        <main>
          <Dialog isOpen={isOpen} title="Bijschrijven kan nu niet" onClose={() => {}} waitsForOpenDialogs>
            <button type="button">Naar uw polisoverzicht</button>
          </Dialog>
        </main>
        <Dialog isOpen={offerOpen} title="Ontvang uw post digitaal" onClose={() => {}}>
          <button type="button">Nee, bedankt</button>
        </Dialog>
      </>
    );
    const { rerender, container } = render(pageDialogAt(false, true));
    act(() => rerender(pageDialogAt(true, true)));
    const pageDialog = container.querySelector('main dialog');
    expect(pageDialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Nee, bedankt' })).toHaveFocus();

    act(() => rerender(pageDialogAt(true, false)));
    await closeEventsArrive();
    await closeEventsArrive();
    expect(pageDialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Naar uw polisoverzicht' })).toHaveFocus();
  });

  test('without another dialog open it opens at once', () => {
    render(
      <Dialog isOpen title="Bijschrijven kan nu niet" onClose={() => {}} waitsForOpenDialogs>
        <button type="button">Naar uw polisoverzicht</button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Bijschrijven kan nu niet' })).toHaveAttribute('open');
  });
});

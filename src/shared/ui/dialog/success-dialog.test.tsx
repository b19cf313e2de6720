// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { installDialogPolyfill, pressEscape } from '@test-support/dialog-polyfill';
import { SuccessDialog } from './index';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

describe('SuccessDialog', () => {
  test('names the outcome, starts on its title, and goes on with its one button or Escape', async () => {
    const onClose = vi.fn();
    render(
      <SuccessDialog isOpen title="Uw betalingsregeling is aangevraagd" closeLabel="Naar mijn rekeningen" onClose={onClose}>
        <p>U ontvangt binnen 10 werkdagen een bevestiging.</p>
      </SuccessDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Uw betalingsregeling is aangevraagd' });
    expect(dialog).toHaveAccessibleDescription('U ontvangt binnen 10 werkdagen een bevestiging.');
    expect(screen.getByRole('heading', { name: 'Uw betalingsregeling is aangevraagd' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Naar mijn rekeningen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'effector-react';
import { allSettled } from 'effector';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { routeClosed, routeOpened } from '@/shared/routing';
import { accountScope, tokenFor } from '@test-support/account-scope';
import { installDialogPolyfill, pressEscape } from '@test-support/dialog-polyfill';
import { $isDigitalPopupShown } from '../model/digital-popup';
import { DigitalPopup } from './digital-popup';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

async function renderPopup() {
  const account = await accountScope(
    (request) => (request.path === 'account/decline-digital-pop-up' ? { accessToken: tokenFor({ shouldShowDigitalPopup: false }) } : {}),
    { shouldShowDigitalPopup: true },
  );
  render(
    <Provider value={account.scope}>
      <DigitalPopup />
    </Provider>,
  );
  return account;
}

describe('the digital popup on the shared Dialog', () => {
  test('opens as a modal with its accept button focused; Escape postpones it', async () => {
    const { scope, requests } = await renderPopup();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-describedby', 'digital-popup-text');
    const [accept] = screen.getAllByRole('button');
    expect(accept).toHaveFocus();
    pressEscape(dialog);
    expect(scope.getState($isDigitalPopupShown)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([]);
  });

  test('declining calls the endpoint, and the fresh token ends the popup', async () => {
    const { scope, requests } = await renderPopup();
    const [, decline] = screen.getAllByRole('button');
    await userEvent.click(decline!);
    await waitFor(() => expect(scope.getState($isDigitalPopupShown)).toBe(false));
    expect(requests.map((request) => request.path)).toEqual(['account/decline-digital-pop-up']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('not over the contact details form, where the post is chosen; back on leaving it', async () => {
    const { scope } = await renderPopup();
    await allSettled(routeOpened, { scope, params: { name: 'contact-details-edit', payload: { params: {}, query: {} } } });
    expect(screen.queryByRole('dialog')).toBeNull();
    await allSettled(routeClosed, { scope, params: 'contact-details-edit' });
    expect(scope.getState($isDigitalPopupShown)).toBe(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });
});

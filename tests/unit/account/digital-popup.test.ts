import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope, tokenFor } from '../support/account-scope';
import { $isDigitalPopupShown, acceptClicked, declineClicked, postponed } from '@/features/digital-popup/model/digital-popup';

describe('the digital popup: shown by the user\'s shouldShowDigitalPopup', () => {
  test.for([
    { case: 'flag set', user: { shouldShowDigitalPopup: true }, shown: true },
    { case: 'flag not set', user: { shouldShowDigitalPopup: false }, shown: false },
    { case: 'the temporary password comes first', user: { shouldShowDigitalPopup: true, shouldResetPassword: true }, shown: false },
    { case: 'the terms come first', user: { shouldShowDigitalPopup: true, signedTermsOfAgreement: false }, shown: false },
  ])('$case → $shown', async ({ user, shown }) => {
    const { scope } = await accountScope(() => null, user);
    expect(scope.getState($isDigitalPopupShown)).toBe(shown);
  });

  test('declining calls account/decline-digital-pop-up and takes the renewed token without the flag', async () => {
    const { scope, requests, storedTokens } = await accountScope(() => ({ accessToken: tokenFor({ shouldShowDigitalPopup: false }) }), { shouldShowDigitalPopup: true });
    await allSettled(declineClicked, { scope });
    expect(requests).toEqual([expect.objectContaining({ method: 'POST', path: 'account/decline-digital-pop-up' })]);
    expect(storedTokens).toHaveLength(1);
    expect(scope.getState($isDigitalPopupShown)).toBe(false);
  });

  test('"Ja" goes to the contact details and hides it for this visit, without declining', async () => {
    const { scope, requests, navigate } = await accountScope(() => null, { shouldShowDigitalPopup: true });
    await allSettled(acceptClicked, { scope });
    expect(navigate).toHaveBeenCalledWith({ to: '/contactgegevens-wijzigen' });
    expect(requests).toEqual([]);
    expect(scope.getState($isDigitalPopupShown)).toBe(false);
  });

  test('Escape puts it off for this visit only', async () => {
    const { scope, requests } = await accountScope(() => null, { shouldShowDigitalPopup: true });
    await allSettled(postponed, { scope });
    expect(scope.getState($isDigitalPopupShown)).toBe(false);
    expect(requests).toEqual([]);
  });
});

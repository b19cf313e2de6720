import { $user } from '@/entities/session';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope, failWith, tokenFor } from '../support/account-scope';
import { $isPaperAllowed, $shownEmailError, contactPreferenceChanged, emailChanged, formOpened, newsletterChanged, submitted } from '@/features/edit-contact-details/model/contact-details';

const opened = {
  email: 'cas@example.nl',
  contactPreference: 'digital' as const,
  digitalNewsletterActive: false,
  announcementEmailActive: true,
  paymentMethod: 'DirectDebit',
};

describe('contact details (account/UpdateContactDetails)', () => {
  test('the e-mail address is required and valid', async () => {
    const { scope, requests } = await accountScope(() => ({ accessToken: tokenFor() }));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(emailChanged, { scope, params: '' });
    await allSettled(submitted, { scope });
    expect(scope.getState($shownEmailError)).toBe('email-required');
    await allSettled(emailChanged, { scope, params: 'cas@example' });
    expect(scope.getState($shownEmailError)).toBe('email-invalid');
    expect(requests).toEqual([]);
  });

  test('paper and the newsletter are sent; the renewed token carries the new address', async () => {
    const renewed = tokenFor({ emailAddress: 'post@example.nl' });
    const { scope, requests, notices } = await accountScope(() => ({ accessToken: renewed }));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(emailChanged, { scope, params: ' post@example.nl ' });
    await allSettled(contactPreferenceChanged, { scope, params: 'paper' });
    await allSettled(newsletterChanged, { scope, params: true });
    await allSettled(submitted, { scope });
    expect(requests[0]).toMatchObject({
      path: 'account/UpdateContactDetails',
      json: { email: 'post@example.nl', contactPreference: 'paper', digitalNewsletterActive: true, announcementEmailActive: true },
    });
    expect(scope.getState($user)?.emailAddress).toBe('post@example.nl');
    expect(notices()).toEqual(['positive:features.editContactDetails.saved']);
  });

  test('"paper contact is not allowed while the payment method is iDEAL": digital is sent', async () => {
    const { scope, requests } = await accountScope(() => ({ accessToken: tokenFor() }));
    await allSettled(formOpened, { scope, params: { ...opened, paymentMethod: 'iDeal' } });
    expect(scope.getState($isPaperAllowed)).toBe(false);
    await allSettled(contactPreferenceChanged, { scope, params: 'paper' });
    await allSettled(submitted, { scope });
    expect(requests[0]?.json).toMatchObject({ contactPreference: 'digital' });
  });

  test('a failure shows the error-saving notice', async () => {
    const { scope, notices } = await accountScope(failWith(400, 'Paper contact is not allowed while the payment method is iDeal'));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(submitted, { scope });
    expect(notices()).toEqual(['negative:features.editContactDetails.errorSaving']);
  });
});

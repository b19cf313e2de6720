import { $user } from '@/entities/session';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope, failWith, tokenFor } from '../support/account-scope';
import { $isPaperAllowed, contactDetailsForm, formOpened } from '@/features/edit-contact-details/model/contact-details';

// the form's units under the names these tests have always used
const emailChanged = contactDetailsForm.fieldChanged.prepend((value: string) => ({ field: 'email' as const, value }));
const contactPreferenceChanged = contactDetailsForm.fieldChanged.prepend((value: 'digital' | 'paper') => ({ field: 'contactPreference' as const, value }));
const newsletterChanged = contactDetailsForm.fieldChanged.prepend((value: boolean) => ({ field: 'digitalNewsletterActive' as const, value }));
const submitted = contactDetailsForm.submitted;
const $shownEmailError = contactDetailsForm.$shownErrors.map((errors) => errors.email ?? null);

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
    expect(scope.getState($shownEmailError)).toBe('validation.email-required');
    await allSettled(emailChanged, { scope, params: 'cas@example' });
    expect(scope.getState($shownEmailError)).toBe('validation.email-invalid');
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
    const { scope, notices } = await accountScope(failWith(400, 'Post op papier is niet mogelijk zolang u met iDEAL betaalt.'));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(submitted, { scope });
    expect(notices()).toEqual(['negative:features.editContactDetails.errorSaving']);
  });

  test('"Server validation answers become \'probeer het later opnieuw\'": a 400 with a clear reason is shown at the field instead, the answers kept', async () => {
    const { scope, notices } = await accountScope(failWith(400, "Het veld 'email' mag hoogstens 254 tekens bevatten."));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(submitted, { scope });
    expect(notices()).toEqual([]);
    expect(scope.getState(contactDetailsForm.$summary)).toEqual([
      { path: 'email', message: { key: 'forms.refusals.tooLong', values: { max: 254 } } },
    ]);
    expect(scope.getState(contactDetailsForm.$values).email).toBe('cas@example.nl');
  });
});

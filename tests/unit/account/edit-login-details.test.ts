import { $user } from '@/entities/session';
import { allSettled, createWatch, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope, failWith, tokenFor } from '../support/account-scope';
import {
  $currentUsername,
  formOpened,
  passwordForm,
  phoneNumberForm,
  phoneNumberSubmission,
  saved,
  usernameForm,
} from '@/features/edit-login-details/model/login-details';

// the forms' units under the names these tests have always used
const usernameChanged = usernameForm.fieldChanged.prepend((value: string) => ({ field: 'username' as const, value }));
const usernameSubmitted = usernameForm.submitted;
const $shownUsernameError = usernameForm.$shownErrors.map((errors) => errors.username ?? null);
const passwordChanged = passwordForm.fieldChanged.prepend((value: string) => ({ field: 'password' as const, value }));
const repeatChanged = passwordForm.fieldChanged.prepend((value: string) => ({ field: 'repeat' as const, value }));
const passwordSubmitted = passwordForm.submitted;
const $shownPasswordErrors = passwordForm.$shownErrors.map((errors) => ({ password: errors.password ?? null, repeat: errors.repeat ?? null }));
const phoneNumberChanged = phoneNumberForm.fieldChanged.prepend((value: string) => ({ field: 'phoneNumber' as const, value }));
const phoneNumberSubmitted = phoneNumberForm.submitted;
const $shownPhoneNumberError = phoneNumberForm.$shownErrors.map((errors) => errors.phoneNumber ?? null);

/** the account details as GetAccountDetails answered them */
const opened = {
  username: 'hoofdverzekerde',
  email: 'cas.kok@example.org',
  phoneNumber: '+31612345678',
  iDinActivationDate: '2026-05-05T10:04:00.000Z',
  iDinActive: true,
  loginActive: true,
  loginInfo: '2026-11-01T19:12:00.000Z',
  digitalNewsletterActive: false,
  announcementEmailActive: true,
  contactPreference: 'digital' as const,
  paymentMethod: 'iDeal',
  paymentMethodExcess: 'DirectDebit',
};

function savedIn(scope: Scope) {
  const seen: string[] = [];
  const unwatch = createWatch({ unit: saved, scope, fn: (detail) => seen.push(detail) });
  return { seen, unwatch };
}

describe('the username (account/UpdateAccountDetails, "Response has usernameExists")', () => {
  test('the field is the new username: it starts empty, the current one is known beside it', async () => {
    const { scope, requests } = await accountScope(() => ({ usernameExists: false }));
    await allSettled(formOpened, { scope, params: opened });
    expect(scope.getState(usernameForm.$values)).toEqual({ username: '' });
    expect(scope.getState($currentUsername)).toBe('hoofdverzekerde');
    expect(scope.getState(usernameForm.$isDirty)).toBe(false);
    await allSettled(usernameSubmitted, { scope });
    expect(scope.getState($shownUsernameError)).toBe('validation.required-field');
    expect(requests).toEqual([]);
  });

  test('8 to 50 characters before anything is sent', async () => {
    const { scope, requests } = await accountScope(() => ({ usernameExists: false }));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(usernameChanged, { scope, params: 'kort' });
    await allSettled(usernameSubmitted, { scope });
    expect(scope.getState($shownUsernameError)).toBe('validation.username-too-short');
    expect(requests).toEqual([]);
  });

  test('a taken username shows the exists error and is not saved; another one is', async () => {
    const { scope, requests, notices } = await accountScope((request) => ({
      usernameExists: (request.json as { username: string }).username === 'wanbetaler',
    }));
    const { seen, unwatch } = savedIn(scope);
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(usernameChanged, { scope, params: ' wanbetaler ' });
    await allSettled(usernameSubmitted, { scope });
    // issue 20: the payload is the account details, the other fields as they were read
    expect(requests.map((request) => request.json)).toEqual([{ ...opened, username: 'wanbetaler' }]);
    expect(scope.getState($shownUsernameError)).toBe('features.editLoginDetails.usernameExists');
    expect(seen).toEqual([]);
    await allSettled(usernameChanged, { scope, params: 'jan.de.vries' });
    expect(scope.getState($shownUsernameError)).toBeNull();
    await allSettled(usernameSubmitted, { scope });
    unwatch();
    expect(seen).toEqual(['username']);
    expect(notices()).toEqual(['positive:features.editLoginDetails.saved.username']);
  });
});

describe('issue 12 point 9: saving the unchanged username', () => {
  test('says nothing changed, sends nothing and shows no “changed” notice', async () => {
    const { scope, requests, notices } = await accountScope(() => ({ usernameExists: false }));
    const { seen, unwatch } = savedIn(scope);
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(usernameChanged, { scope, params: ' hoofdverzekerde ' });
    await allSettled(usernameSubmitted, { scope });
    unwatch();
    expect(requests).toEqual([]);
    expect(seen).toEqual([]);
    expect(notices()).toEqual([]);
    expect(scope.getState(usernameForm.$summary)).toEqual([{ path: 'username', message: 'features.editLoginDetails.usernameUnchanged' }]);
  });
});

describe('the password (Account/UpdatePassword): rules and repeat', () => {
  test.for([
    { password: 'welk1!', repeat: 'welk1!', errors: { password: 'validation.password-too-short', repeat: null } },
    { password: 'Welkom0101', repeat: 'Welkom0101', errors: { password: 'validation.password-needs-special-character', repeat: null } },
    { password: 'Nieuw#2026', repeat: 'Nieuw#2025', errors: { password: null, repeat: 'validation.password-mismatch' } },
    // every error on one submit: the repeat is not held back until the password meets the rules
    { password: '', repeat: '', errors: { password: 'validation.required-field', repeat: 'validation.required-field' } },
    { password: 'welkom', repeat: '', errors: { password: 'validation.password-rules-unmet', repeat: 'validation.required-field' } },
    { password: 'Welkom0101', repeat: 'Welkom0102', errors: { password: 'validation.password-needs-special-character', repeat: 'validation.password-mismatch' } },
  ])('$password / $repeat', async ({ password, repeat, errors }) => {
    const { scope, requests } = await accountScope(() => ({ accessToken: tokenFor() }));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(passwordChanged, { scope, params: password });
    await allSettled(repeatChanged, { scope, params: repeat });
    await allSettled(passwordSubmitted, { scope });
    expect(scope.getState($shownPasswordErrors)).toEqual(errors);
    expect(requests).toEqual([]);
  });

  test('a valid password is sent as Password; the fresh token becomes the session', async () => {
    const renewed = tokenFor({ firstName: 'Nieuw' });
    const { scope, requests, storedTokens } = await accountScope(() => ({ accessToken: renewed }));
    const { seen, unwatch } = savedIn(scope);
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(passwordChanged, { scope, params: 'Nieuw#2026' });
    await allSettled(repeatChanged, { scope, params: 'Nieuw#2026' });
    await allSettled(passwordSubmitted, { scope });
    unwatch();
    expect(requests[0]).toMatchObject({ method: 'POST', path: 'Account/UpdatePassword', json: { Password: 'Nieuw#2026' } });
    expect(storedTokens).toEqual([renewed]);
    expect(scope.getState($user)?.firstName).toBe('Nieuw');
    expect(seen).toEqual(['password']);
  });
});

describe('the phone number (Account/updatePhoneNumber)', () => {
  test('the domain rule, then the normalised number; a failure shows error-saving', async () => {
    const { scope, requests, notices } = await accountScope(failWith(500));
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(phoneNumberChanged, { scope, params: '6 12345678' });
    await allSettled(phoneNumberSubmitted, { scope });
    expect(scope.getState($shownPhoneNumberError)).toBe('validation.phone-prefix-missing');
    await allSettled(phoneNumberChanged, { scope, params: '+31 6 8765 4321' });
    await allSettled(phoneNumberSubmitted, { scope });
    expect(requests.map((request) => request.json)).toEqual([{ phoneNumber: '+31687654321' }]);
    expect(notices()).toEqual(['negative:features.editLoginDetails.errorSaving']);
  });

  test('issue 13: no answer (network or time-out): a clear notice, the answers kept, and sending again works', async () => {
    let online = false;
    const { scope, requests, notices } = await accountScope(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return null;
    });
    const { seen, unwatch } = savedIn(scope);
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(phoneNumberChanged, { scope, params: '+31 6 8765 4321' });
    await allSettled(phoneNumberSubmitted, { scope });
    expect(notices()).toEqual(['negative:forms.unreachable']);
    expect(scope.getState(phoneNumberForm.$values)).toEqual({ phoneNumber: '+31 6 8765 4321' });
    expect(scope.getState(phoneNumberSubmission.$isSaving)).toBe(false);
    online = true;
    await allSettled(phoneNumberSubmitted, { scope });
    unwatch();
    expect(requests).toHaveLength(2);
    expect(seen).toEqual(['phone-number']);
  });

  test('204 is a success', async () => {
    const { scope } = await accountScope(() => null);
    const { seen, unwatch } = savedIn(scope);
    await allSettled(formOpened, { scope, params: opened });
    await allSettled(phoneNumberSubmitted, { scope });
    unwatch();
    expect(seen).toEqual(['phone-number']);
  });
});

import { apiScope } from '@test-support/api-scope';
import { $pendingVerification } from '@/entities/verification';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { $message, $missingContact, forgotForm, formOpened, missingContactClosed } from './forgot';
import type { ForgotKind } from './forgot-fields';

// the form's units under the names these tests have always used
const kindChanged = forgotForm.fieldChanged.prepend((value: ForgotKind) => ({ field: 'kind' as const, value }));
const policyNumberChanged = forgotForm.fieldChanged.prepend((value: string) => ({ field: 'policyNumber' as const, value }));
const usernameChanged = forgotForm.fieldChanged.prepend((value: string) => ({ field: 'username' as const, value }));
const birthDateChanged = forgotForm.fieldChanged.prepend((value: string) => ({ field: 'birthDate' as const, value }));
const { submitted, $shownErrors: $shownFieldErrors } = forgotForm;

const RECEIVER = {
  username: null,
  phoneNumber: '+316******98',
  emailAddress: 'c***@example.org',
  phoneNumberIsUnknown: false,
  emailAddressIsUnknown: false,
  isVerificationCodeNeeded: true,
  sendDate: '2026-11-21T10:00:00.000Z',
  customerNumber: '197389432',
};

const refusing = (message: string, status = 400) => (request: ApiRequest) => {
  throw new ApiError(status, request.path, message);
};

async function fillPasswordForm(scope: Scope, username = 'hoofdverzekerde', birthDate = '12-04-1980') {
  await allSettled(formOpened, { scope });
  await allSettled(kindChanged, { scope, params: 'password' });
  await allSettled(usernameChanged, { scope, params: username });
  await allSettled(birthDateChanged, { scope, params: birthDate });
}

describe('the forgot form in a forked scope', () => {
  test('forgot username: policy number and birth date (year/month/day) go to ResetUsername; the code step follows with origin forgot-username', async () => {
    const { scope, requests, navigate } = apiScope(() => ({ loginToken: 'reset-token', verificationReceiver: RECEIVER }));
    await allSettled(formOpened, { scope });
    await allSettled(kindChanged, { scope, params: 'username' });
    await allSettled(policyNumberChanged, { scope, params: ' 123456789012 ' });
    await allSettled(birthDateChanged, { scope, params: '1-2-1980' });
    await allSettled(submitted, { scope });
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: 'Account/ResetUsername', json: { policyNumber: '123456789012', birthDate: '1980/02/01' } }),
    ]);
    expect(scope.getState($pendingVerification)).toEqual({
      origin: 'forgot-username',
      token: 'reset-token',
      receiver: RECEIVER,
      rememberMe: false,
      redirect: null,
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/verificatie' });
  });

  test('forgot password: username and birth date go to ResetPassword; origin forgot-password', async () => {
    const { scope, requests, navigate } = apiScope(() => ({ loginToken: 'reset-token', verificationReceiver: { ...RECEIVER, username: 'hoofdverzekerde' } }));
    await fillPasswordForm(scope);
    await allSettled(submitted, { scope });
    expect(requests.map((request) => [request.path, request.json])).toEqual([
      ['Account/ResetPassword', { username: 'hoofdverzekerde', birthDate: '1980/04/12' }],
    ]);
    expect(scope.getState($pendingVerification)?.origin).toBe('forgot-password');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/verificatie' });
  });

  test('an invalid form sends nothing and shows the errors of the chosen flow only', async () => {
    const { scope, requests } = apiScope(() => ({}));
    await allSettled(formOpened, { scope });
    await allSettled(kindChanged, { scope, params: 'username' });
    await allSettled(policyNumberChanged, { scope, params: '12345' });
    await allSettled(submitted, { scope });
    expect(requests).toEqual([]);
    expect(scope.getState($shownFieldErrors)).toEqual({
      policyNumber: 'validation.policy-number-invalid',
      birthDate: 'features.forgotCredentials.required.birthDate',
    });
    // another choice is a fresh start: no errors until it is submitted
    await allSettled(kindChanged, { scope, params: 'password' });
    expect(scope.getState($shownFieldErrors)).toEqual({});
  });

  test.for([
    { message: 'Account does not have: PhoneNumber, EmailAddress', flags: { phoneNumber: true, emailAddress: true } },
    { message: 'Account does not have: EmailAddress', flags: { phoneNumber: false, emailAddress: true } },
  ])('$message: the missing-contact popup with its flags; closing it hides it', async ({ message, flags }) => {
    const { scope, navigate } = apiScope(refusing(message));
    await fillPasswordForm(scope, 'zondertelefoon');
    await allSettled(submitted, { scope });
    expect(scope.getState($missingContact)).toEqual(flags);
    expect(scope.getState($message)).toBeNull();
    expect(scope.getState($pendingVerification)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(missingContactClosed, { scope });
    expect(scope.getState($missingContact)).toBeNull();
  });

  test('a receiver without phone number (no code can be sent) also opens the popup, and no code step', async () => {
    const { scope, navigate } = apiScope(() => ({
      loginToken: 'reset-token',
      verificationReceiver: { ...RECEIVER, phoneNumber: null, phoneNumberIsUnknown: true, sendDate: null },
    }));
    await fillPasswordForm(scope);
    await allSettled(submitted, { scope });
    expect(scope.getState($missingContact)).toEqual({ phoneNumber: true, emailAddress: false });
    expect(scope.getState($pendingVerification)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test.for([
    { message: 'Account not found with Username', status: 400, shown: 'unknown-username' },
    { message: 'Account not found', status: 400, shown: 'account-not-found' },
    { message: 'Internal error', status: 500, shown: 'generic' },
  ])('$status $message shows $shown in the form; a new submit clears it', async ({ message, status, shown }) => {
    const { scope, navigate } = apiScope(refusing(message, status));
    await fillPasswordForm(scope, 'onbekend1');
    await allSettled(submitted, { scope });
    expect(scope.getState($message)).toBe(shown);
    expect(scope.getState($missingContact)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(usernameChanged, { scope, params: '' });
    await allSettled(submitted, { scope });
    expect(scope.getState($message)).toBeNull();
  });

  test('Account not activated: the account-not-activated notice, and on to register', async () => {
    const { scope, navigate } = apiScope(refusing('Account not activated'));
    await fillPasswordForm(scope, 'nietgeactiveerd');
    await allSettled(submitted, { scope });
    expect(scope.getState($notices)).toEqual([
      expect.objectContaining({ kind: 'negative', messageKey: 'features.forgotCredentials.accountNotActivated' }),
    ]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/registreren' });
    expect(scope.getState($message)).toBeNull();
  });
});

import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { IdentityCheckContract, NoContentContract, VerificationCodeSentContract } from './contract';

/*
 * The CreateAccount calls of spec 01 §7, in the order of §4 "Registration".
 * The wizard shows its own messages for refusals (spec 01 §8 "Registration").
 * Every step after the identity check sends the registration token that
 * check answered as its bearer (issue 13 item 8); it is not in the payload.
 */

/** A later step's payload and the registration's token, sent as its bearer. */
type WithRegistrationToken<Payload> = Payload & { registrationToken: string };

export interface IdentityCheck {
  username: string;
  /** yyyy-MM-dd */
  birthDate: string;
  agreementId: string;
}

/** POST CreateAccount/IsValid: "identity check". */
export const identityCheckMutation = createMutation({
  effect: createRequestEffect((identity: IdentityCheck) => ({
    method: 'POST',
    path: 'CreateAccount/IsValid',
    json: identity,
    suppressErrorNotices: true,
  })),
  contract: zodContract(IdentityCheckContract),
  name: 'createAccountIsValid',
});

/** POST CreateAccount/SendActivationCode: "send code" to the e-mail address. */
export const sendActivationCodeMutation = createMutation({
  effect: createRequestEffect(({ registrationToken, ...payload }: WithRegistrationToken<{ email: string; customerNumber: string }>) => ({
    method: 'POST',
    path: 'CreateAccount/SendActivationCode',
    json: payload,
    bearer: registrationToken,
    suppressErrorNotices: true,
  })),
  contract: zodContract(NoContentContract),
  name: 'createAccountSendActivationCode',
});

/** POST CreateAccount/ValidateActivationCode: "check code". */
export const validateActivationCodeMutation = createMutation({
  effect: createRequestEffect(({ registrationToken, ...payload }: WithRegistrationToken<{ email: string; code: string }>) => ({
    method: 'POST',
    path: 'CreateAccount/ValidateActivationCode',
    json: payload,
    bearer: registrationToken,
    suppressErrorNotices: true,
  })),
  contract: zodContract(NoContentContract),
  name: 'createAccountValidateActivationCode',
});

/** POST CreateAccount/SendVerificationCode: "returns phone number and send date". */
export const sendVerificationCodeMutation = createMutation({
  effect: createRequestEffect(({ registrationToken, ...payload }: WithRegistrationToken<{ customerNumber: string; phoneNumber: string }>) => ({
    method: 'POST',
    path: 'CreateAccount/SendVerificationCode',
    json: payload,
    bearer: registrationToken,
    suppressErrorNotices: true,
  })),
  contract: zodContract(VerificationCodeSentContract),
  name: 'createAccountSendVerificationCode',
});

export interface NewAccount {
  customerNumber: string;
  username: string;
  password: string;
  email: string;
  phoneNumber: string;
  verificationCode: string;
}

/** POST CreateAccount: "create account". */
export const createAccountMutation = createMutation({
  effect: createRequestEffect(({ registrationToken, ...account }: WithRegistrationToken<NewAccount>) => ({
    method: 'POST',
    path: 'CreateAccount',
    json: account,
    bearer: registrationToken,
    suppressErrorNotices: true,
  })),
  contract: zodContract(NoContentContract),
  name: 'createAccount',
});

for (const mutation of [
  identityCheckMutation,
  sendActivationCodeMutation,
  validateActivationCodeMutation,
  sendVerificationCodeMutation,
  createAccountMutation,
]) {
  concurrency(mutation, { strategy: 'TAKE_FIRST' });
}

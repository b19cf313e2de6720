import type { DbState } from '../seed';
import { optionalStringParam, stringParam, unfit } from './params';
import { field, lastCodeOf, post } from './session';
import type { ProviderStateContext, ProviderStates } from './types';

/**
 * Gives the person behind the demo account `username` the policy number and
 * birth date of the interaction (params policyNumber, birthDate yyyy-MM-dd;
 * the seed's own move with the seed date) and answers what the forgot calls
 * send: the birth date as yyyy/MM/dd and the policy number.
 */
function giveAccount(context: ProviderStateContext, params: Record<string, unknown>, state: string) {
  const username = stringParam(params, 'username', state);
  const policyNumber = optionalStringParam(params, 'policyNumber', state);
  const birthDate = optionalStringParam(params, 'birthDate', state);
  const personOf = (db: DbState) => {
    const account = db.accounts.find((entry) => entry.username === username);
    const customer = account && db.customers.find((entry) => entry.customerNumber === account.customerNumber);
    const participant = customer && db.agreements.flatMap((agreement) => agreement.agreementParticipants).find((entry) => entry.customerNumber === customer.customerNumber);
    if (!customer || !participant) throw unfit(state, `achter ${username} staat geen verzekerde`);
    return { customer, participant };
  };
  personOf(context.store.read());
  context.store.update((db) => {
    const { customer, participant } = personOf(db);
    if (birthDate) customer.birthDate = birthDate;
    if (policyNumber) participant.policyNumber = policyNumber;
  });
  const { customer, participant } = personOf(context.store.read());
  return { username, birthDate: customer.birthDate.replaceAll('-', '/'), policyNumber: participant.policyNumber };
}

/** Provider states of the forgot-username and forgot-password interactions. */
export const forgotFlowsStates: ProviderStates = {
  /** params: username, policyNumber, birthDate (yyyy-MM-dd) */
  'an account with this policy number and birth date': (context, params, state) => {
    giveAccount(context, params, state);
    return Promise.resolve({});
  },

  /** params: policyNumber */
  'no account with this policy number': (context, params, state) => {
    const policyNumber = stringParam(params, 'policyNumber', state);
    const known = context.store.read().agreements.some((agreement) => agreement.agreementParticipants.some((entry) => entry.policyNumber === policyNumber));
    if (known) throw unfit(state, `het polisnummer ${policyNumber} is bekend`);
    return Promise.resolve({});
  },

  /** params: username */
  'no account with this username': (context, params, state) => {
    const username = stringParam(params, 'username', state);
    if (context.store.read().accounts.some((account) => account.username.toLowerCase() === username.toLowerCase())) throw unfit(state, `${username} heeft een account`);
    return Promise.resolve({});
  },

  /** params as above; answers loginToken, the reset token of the code step */
  'a forgot-username code was sent': async (context, params, state) => {
    const { policyNumber, birthDate } = giveAccount(context, params, state);
    const started = await post(context, 'Account/ResetUsername', { policyNumber, birthDate });
    return { loginToken: field(started, 'loginToken', 'Account/ResetUsername') };
  },

  /** params as above; answers loginToken, the reset token of the code step */
  'a forgot-password code was sent': async (context, params, state) => {
    const { username, birthDate } = giveAccount(context, params, state);
    const started = await post(context, 'Account/ResetPassword', { username, birthDate });
    return { loginToken: field(started, 'loginToken', 'Account/ResetPassword') };
  },

  /** params as above; the code is checked: answers resetToken, the one-time password-reset token */
  'a new password may be chosen': async (context, params, state) => {
    const { username, birthDate } = giveAccount(context, params, state);
    const started = await post(context, 'Account/ResetPassword', { username, birthDate });
    const checked = await post(
      context,
      'account/validateVerificationCodeResetFlow',
      { verificationCode: lastCodeOf(context, username, 'verification'), resetType: 'password' },
      field(started, 'loginToken', 'Account/ResetPassword'),
    );
    return { resetToken: field(checked, 'resetToken', 'account/validateVerificationCodeResetFlow') };
  },
};


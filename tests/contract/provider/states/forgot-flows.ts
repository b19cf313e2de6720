import type { ProviderStates, StateContext } from './types';

/** The parameters the forgot-flow interactions give their states. */
interface AccountParams {
  username: string;
  /** fixed values the consumer sends; the seed's own ones move with the seed date */
  policyNumber?: string;
  /** yyyy-MM-dd */
  birthDate?: string;
}

function accountParams(params: unknown): AccountParams {
  const { username, policyNumber, birthDate } = (params ?? {}) as Partial<AccountParams>;
  if (typeof username !== 'string') throw new Error('forgot-flows state: parameter username missing');
  return { username, policyNumber, birthDate };
}

/**
 * Gives the demo account's person the policy number and birth date of the
 * interaction, and answers the birth date as the forgot calls send it (yyyy/MM/dd).
 */
function giveAccount(context: StateContext, params: unknown): { username: string; birthDate: string; policyNumber: string } {
  const { username, policyNumber, birthDate } = accountParams(params);
  const personOf = (state: ReturnType<StateContext['backend']['store']['read']>) => {
    const account = state.accounts.find((entry) => entry.username === username);
    const customer = account && state.customers.find((entry) => entry.customerNumber === account.customerNumber);
    const participant =
      customer &&
      state.agreements.flatMap((agreement) => agreement.agreementParticipants).find((entry) => entry.customerNumber === customer.customerNumber);
    if (!customer || !participant) throw new Error(`forgot-flows state: no insured person behind ${username}`);
    return { customer, participant };
  };
  context.backend.store.update((state) => {
    const { customer, participant } = personOf(state);
    if (birthDate) customer.birthDate = birthDate;
    if (policyNumber) participant.policyNumber = policyNumber;
  });
  const { customer, participant } = personOf(context.backend.store.read());
  return { username, birthDate: customer.birthDate.replaceAll('-', '/'), policyNumber: participant.policyNumber };
}

async function post(context: StateContext, path: string, body: unknown, bearer?: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${context.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`forgot-flows state: ${path} answered ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/** Provider states of the forgot-flows interactions. */
export const forgotFlowsStates: ProviderStates = {
  /** params: username, policyNumber, birthDate (yyyy-MM-dd) */
  'an account with this policy number and birth date': (context, params) => {
    giveAccount(context, params);
    return Promise.resolve();
  },

  /** the forgot-username request is done: the bearer is its reset token */
  'a forgot-username code was sent': async (context, params) => {
    const { policyNumber, birthDate } = giveAccount(context, params);
    const started = await post(context, 'Account/ResetUsername', { policyNumber, birthDate });
    context.useBearer(String(started['loginToken']));
  },

  /** the forgot-password request is done: the bearer is its reset token */
  'a forgot-password code was sent': async (context, params) => {
    const { username, birthDate } = giveAccount(context, params);
    const started = await post(context, 'Account/ResetPassword', { username, birthDate });
    context.useBearer(String(started['loginToken']));
  },

  /** the code of the forgot-password flow is checked: the bearer is the one-time password-reset token */
  'a new password may be chosen': async (context, params) => {
    const { username, birthDate } = giveAccount(context, params);
    const started = await post(context, 'Account/ResetPassword', { username, birthDate });
    const checked = await post(
      context,
      'account/validateVerificationCodeResetFlow',
      { verificationCode: '12345', resetType: 'password' },
      String(started['loginToken']),
    );
    context.useBearer(String(checked['resetToken']));
  },
};

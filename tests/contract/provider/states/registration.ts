import type { ProviderStates, StateContext } from './types';

/**
 * Provider states of the registration interactions. The fake backend keeps a
 * registration in progress in memory, so each state walks the earlier
 * CreateAccount steps over HTTP, as the portal would.
 */

/** Sanne Visser of the seed (README "Registering an account"); her customer number is in the pact. */
export const SANNE = {
  customerNumber: '171898435',
  username: 'sannevisser',
  birthDate: '1991-03-14',
  agreementId: '40199001',
  email: 'sanne.visser@example.nl',
  phoneNumber: '+31687654321',
  password: 'Registreer#1',
} as const;

async function post(context: StateContext, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${context.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`provider state: ${path} answered ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

async function identityChecked(context: StateContext) {
  const answer = (await post(context, 'CreateAccount/IsValid', {
    username: SANNE.username,
    birthDate: SANNE.birthDate,
    agreementId: SANNE.agreementId,
  })) as { customerNumber: string };
  if (answer.customerNumber !== SANNE.customerNumber) {
    throw new Error(`provider state: the seed gives Sanne Visser customer number ${answer.customerNumber}, the pact expects ${SANNE.customerNumber}`);
  }
}

async function activationCodeSent(context: StateContext) {
  await identityChecked(context);
  await post(context, 'CreateAccount/SendActivationCode', { email: SANNE.email, customerNumber: SANNE.customerNumber });
}

async function activationCodeValidated(context: StateContext) {
  await activationCodeSent(context);
  await post(context, 'CreateAccount/ValidateActivationCode', { email: SANNE.email, code: '24680' });
}

async function verificationCodeSent(context: StateContext) {
  await activationCodeValidated(context);
  await post(context, 'CreateAccount/SendVerificationCode', { customerNumber: SANNE.customerNumber, phoneNumber: SANNE.phoneNumber });
}

export const registrationStates: ProviderStates = {
  // the seed as it is: every state handler starts from a reset backend
  'Sanne Visser has no account yet': () => Promise.resolve(),
  'Sanne Visser has checked her identity': identityChecked,
  'an activation code was sent to Sanne Visser': activationCodeSent,
  'Sanne Visser has validated her activation code': activationCodeValidated,
  "a verification code was sent to Sanne Visser's mobile phone": verificationCodeSent,
  // like nietgeactiveerd of the seed, whose birth date moves with the seed date; Sanne's is fixed
  'the insurer created an account for Sanne Visser that she has not activated': ({ backend }) => {
    backend.store.update((state) => {
      const template = state.accounts.find((account) => account.username === 'nietgeactiveerd');
      if (!template) throw new Error('provider state: the seed has no nietgeactiveerd account to copy');
      state.accounts.push({ ...template, accountId: 'b7c1e0de-5a11-4e55-9a7e-0000000000aa', username: SANNE.username, customerNumber: SANNE.customerNumber });
    });
    return Promise.resolve();
  },
  'Sanne Visser has registered her account': async (context) => {
    await verificationCodeSent(context);
    await post(context, 'CreateAccount', {
      customerNumber: SANNE.customerNumber,
      username: SANNE.username,
      password: SANNE.password,
      email: SANNE.email,
      phoneNumber: SANNE.phoneNumber,
      verificationCode: '12345',
    });
  },
};

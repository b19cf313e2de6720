import { optionalStringParam, stringParam, unfit } from './params';
import { accountOf, field, lastCodeOf, post } from './session';
import type { ProviderStateContext, ProviderStates } from './types';

/**
 * Provider states of the registration interactions, for a person of the seed
 * without an account (Sanne Visser, README "Registering an account"). Her data
 * comes as the state's params: customerNumber, username, birthDate
 * (yyyy-MM-dd), agreementId, and for the later steps email, phoneNumber and
 * password. The fake backend keeps a registration in progress in memory, so
 * each state walks the earlier CreateAccount steps over HTTP, as the portal would,
 * with the registration token IsValid answered as the later steps' bearer; the
 * state answers it as `registrationToken` (the Pact bearer of those steps).
 */

interface Person {
  customerNumber: string;
  username: string;
  birthDate: string;
  agreementId: string;
  email?: string;
  phoneNumber?: string;
  password?: string;
}

function personOf(params: Record<string, unknown>, state: string): Person {
  return {
    customerNumber: stringParam(params, 'customerNumber', state),
    username: stringParam(params, 'username', state),
    birthDate: stringParam(params, 'birthDate', state),
    agreementId: stringParam(params, 'agreementId', state),
    email: optionalStringParam(params, 'email', state),
    phoneNumber: optionalStringParam(params, 'phoneNumber', state),
    password: optionalStringParam(params, 'password', state),
  };
}

const need = (value: string | undefined, name: string, state: string): string => {
  if (value === undefined) throw unfit(state, `de parameter '${name}' ontbreekt`);
  return value;
};

/** The person of the params may register: the seed has her on that agreement, without an account. */
function mayRegister(context: ProviderStateContext, person: Person, state: string): void {
  const db = context.store.read();
  const agreement = db.agreements.find((entry) => entry.agreementIdNumber === person.agreementId);
  const customer = db.customers.find((entry) => entry.customerNumber === person.customerNumber);
  if (!agreement?.agreementParticipants.some((entry) => entry.customerNumber === person.customerNumber) || customer?.birthDate !== person.birthDate) {
    throw unfit(state, `geen persoon ${person.customerNumber}, geboren ${person.birthDate}, op overeenkomst ${person.agreementId}`);
  }
  if (db.accounts.some((account) => account.customerNumber === person.customerNumber)) throw unfit(state, `${person.customerNumber} heeft een account`);
}

/** The identity checked: answers the registration token of the later steps. */
async function identityChecked(context: ProviderStateContext, person: Person, state: string): Promise<string> {
  mayRegister(context, person, state);
  const answer = await post(context, 'CreateAccount/IsValid', { username: person.username, birthDate: person.birthDate, agreementId: person.agreementId });
  return field(answer, 'registrationToken', 'CreateAccount/IsValid');
}

async function activationCodeSent(context: ProviderStateContext, person: Person, state: string): Promise<string> {
  const token = await identityChecked(context, person, state);
  await post(context, 'CreateAccount/SendActivationCode', { email: need(person.email, 'email', state), customerNumber: person.customerNumber }, token);
  return token;
}

async function activationCodeValidated(context: ProviderStateContext, person: Person, state: string): Promise<string> {
  const token = await activationCodeSent(context, person, state);
  const email = need(person.email, 'email', state);
  await post(context, 'CreateAccount/ValidateActivationCode', { email, code: lastCodeOf(context, person.username, 'activation') }, token);
  return token;
}

async function verificationCodeSent(context: ProviderStateContext, person: Person, state: string): Promise<string> {
  const token = await activationCodeValidated(context, person, state);
  await post(context, 'CreateAccount/SendVerificationCode', { customerNumber: person.customerNumber, phoneNumber: need(person.phoneNumber, 'phoneNumber', state) }, token);
  return token;
}

export const registrationStates: ProviderStates = {
  'Sanne Visser has no account yet': (context, params, state) => {
    mayRegister(context, personOf(params, state), state);
    return Promise.resolve({});
  },
  'Sanne Visser has checked her identity': async (context, params, state) => ({
    registrationToken: await identityChecked(context, personOf(params, state), state),
  }),
  'an activation code was sent to Sanne Visser': async (context, params, state) => ({
    registrationToken: await activationCodeSent(context, personOf(params, state), state),
  }),
  'Sanne Visser has validated her activation code': async (context, params, state) => ({
    registrationToken: await activationCodeValidated(context, personOf(params, state), state),
  }),
  "a verification code was sent to Sanne Visser's mobile phone": async (context, params, state) => ({
    registrationToken: await verificationCodeSent(context, personOf(params, state), state),
  }),
  /** like nietgeactiveerd of the seed (whose birth date moves with the seed date): an account nobody activated */
  'the insurer created an account for Sanne Visser that she has not activated': (context, params, state) => {
    const person = personOf(params, state);
    mayRegister(context, person, state);
    const template = accountOf(context, 'nietgeactiveerd');
    context.store.update((db) => {
      db.accounts.push({ ...template, accountId: 'b7c1e0de-5a11-4e55-9a7e-0000000000aa', username: person.username, customerNumber: person.customerNumber });
    });
    return Promise.resolve({});
  },
  'Sanne Visser has registered her account': async (context, params, state) => {
    const person = personOf(params, state);
    const token = await verificationCodeSent(context, person, state);
    await post(context, 'CreateAccount', {
      customerNumber: person.customerNumber,
      username: person.username,
      password: need(person.password, 'password', state),
      email: person.email,
      phoneNumber: person.phoneNumber,
      verificationCode: lastCodeOf(context, person.username, 'verification'),
    }, token);
    return {};
  },
};

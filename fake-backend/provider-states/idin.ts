import { badRequest } from '../http/errors';
import { REGISTRABLE_PERSON } from '../seed';
import { stringParam, unfit } from './params';
import { logIn } from './session';
import type { ProviderStateContext, ProviderStateValues, ProviderStates } from './types';

/**
 * Provider states of the iDIN interactions. The fake backend plays the bank:
 * a state creates a bank session over the API and answers on the bank's page
 * (`POST /__fake/idin/bank`) as the interaction needs; the session id, the
 * client code and the generic callback's code are random, so the state hands
 * them to the interaction (sessionId, clientCode, code).
 */

const CHOICES = ['success', 'cancel', 'expire', 'error', 'unknown-account', 'login-not-active'] as const;
type BankChoice = (typeof CHOICES)[number];

interface BankAnswer {
  /** 0 registration, 1 login */
  flow: 0 | 1;
  /** the bank's answer; none: the user is still at the bank */
  choice?: BankChoice;
  /** whose identity: a demo account's username, or 'registrable' (the person who may register) */
  identity?: string;
  /** back through the generic return point callback/iDin */
  generic?: boolean;
}

const PORTAL = 'http://localhost:5173';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw badRequest(`Provider state: ${response.url} antwoordde ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function customerNumberOf(context: ProviderStateContext, identity: string, state: string): string {
  const db = context.store.read();
  if (identity === 'registrable') {
    const agreement = db.agreements.find((entry) => entry.agreementIdNumber === REGISTRABLE_PERSON.agreementIdNumber);
    if (!agreement) throw unfit(state, 'de seed heeft niemand die zich kan registreren');
    return agreement.mainCustomerNumber;
  }
  const account = db.accounts.find((entry) => entry.username === identity);
  if (!account) throw unfit(state, `er is geen demo-account ${identity}`);
  return account.customerNumber;
}

function bankAnswerOf(params: Record<string, unknown>, state: string): BankAnswer {
  const { flow, choice, identity, generic } = params;
  if (flow !== 0 && flow !== 1) throw badRequest(`Provider state '${state}' heeft de parameter 'flow' nodig (0 of 1).`);
  if (choice !== undefined && !CHOICES.includes(choice as BankChoice)) throw badRequest(`Provider state '${state}': 'choice' moet een van ${CHOICES.join(', ')} zijn.`);
  if (identity !== undefined && typeof identity !== 'string') throw badRequest(`Provider state '${state}': 'identity' moet tekst zijn.`);
  return { flow, choice: choice as BankChoice | undefined, identity, generic: generic === true };
}

async function bankAnswered(context: ProviderStateContext, { flow, choice, identity, generic }: BankAnswer, state: string): Promise<ProviderStateValues> {
  const created = await json<{ clientCode: string; redirectUrl: string }>(
    await fetch(`${context.url}/api/Idin/create-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ iDINFlow: flow, bankIssuer: 'INGBNL2A', clientBaseUrl: PORTAL }),
    }),
  );
  const sessionId = new URL(created.redirectUrl).searchParams.get('sessionId') ?? '';
  const values: ProviderStateValues = { sessionId, clientCode: created.clientCode };
  if (!choice) return values;
  const form = new URLSearchParams({ sessionId, outcome: choice });
  if (identity) form.set('customerNumber', customerNumberOf(context, identity, state));
  if (generic) form.set('via', 'generic');
  const back = await fetch(`${context.url}/__fake/idin/bank`, { method: 'POST', body: form, redirect: 'manual' });
  if (back.status !== 303) throw unfit(state, `de nepbank antwoordde ${back.status}: ${await back.text()}`);
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code');
  return code ? { ...values, code } : values;
}

export const idinStates: ProviderStates = {
  /** params: flow (0 registration, 1 login), choice, identity, generic; answers sessionId, clientCode and (generic) code */
  'iDIN: the bank has answered': (context, params, state) => bankAnswered(context, bankAnswerOf(params, state), state),

  /** params: username; answers accessToken, sessionId, clientCode */
  'iDIN: a user is logged in and the bank confirmed their identity': async (context, params, state) => {
    const username = stringParam(params, 'username', state);
    const accessToken = await logIn(context, username);
    return { accessToken, ...(await bankAnswered(context, { flow: 1, choice: 'success', identity: username }, state)) };
  },
};

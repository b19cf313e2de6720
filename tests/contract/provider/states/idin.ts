import { REGISTRABLE_PERSON } from '../../../../fake-backend/seed';
import type { ProviderStates, ProviderStateValues, StateContext } from './types';

/**
 * Provider states of the idin interactions. The fake backend plays the bank:
 * a state creates a bank session over the API and answers on the bank's page
 * (`POST /__fake/idin/bank`) as the interaction needs; the session id, the
 * client code and the generic callback's code are random, so the state hands
 * them to the interaction (fromProviderState).
 */

type BankChoice = 'success' | 'cancel' | 'expire' | 'error' | 'unknown-account' | 'login-not-active';

interface BankAnswer {
  /** 0 registration, 1 login */
  flow: 0 | 1;
  /** the bank's answer; none: the user is still at the bank */
  choice?: BankChoice;
  /** whose identity: a demo account's username, or the person who may register */
  identity?: string;
  /** back through the generic return point callback/iDin */
  generic?: boolean;
}

const PORTAL = 'http://localhost:5173';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function customerNumberOf(context: StateContext, identity: string): string {
  const state = context.backend.store.read();
  if (identity === 'registrable') {
    const agreement = state.agreements.find((entry) => entry.agreementIdNumber === REGISTRABLE_PERSON.agreementIdNumber);
    if (!agreement) throw new Error('The seed has no registrable person');
    return agreement.mainCustomerNumber;
  }
  const account = state.accounts.find((entry) => entry.username === identity);
  if (!account) throw new Error(`No demo account ${identity}`);
  return account.customerNumber;
}

async function bankAnswered(context: StateContext, { flow, choice, identity, generic }: BankAnswer): Promise<ProviderStateValues> {
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
  if (identity) form.set('customerNumber', customerNumberOf(context, identity));
  if (generic) form.set('via', 'generic');
  const back = await fetch(`${context.url}/__fake/idin/bank`, { method: 'POST', body: form, redirect: 'manual' });
  if (back.status !== 303) throw new Error(`The fake bank answered ${back.status}: ${await back.text()}`);
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code');
  return code ? { ...values, code } : values;
}

const bankAnswerOf = (params: unknown): BankAnswer => params as BankAnswer;

export const idinStates: ProviderStates = {
  'iDIN: the bank has answered': (context, params) => bankAnswered(context, bankAnswerOf(params)),
  'iDIN: a user is logged in and the bank confirmed their identity': async (context, params) => {
    const { username } = params as { username: string };
    context.useBearer(await context.logIn(username));
    return bankAnswered(context, { flow: 1, choice: 'success', identity: username });
  },
};

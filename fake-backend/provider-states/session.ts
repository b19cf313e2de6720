import type { AccountRecord } from '../seed';
import { badRequest } from '../http/errors';
import { DEMO_PASSWORD } from '../seed';
import type { ProviderStateContext } from './types';

/** POST to the fake backend's own API as the portal would; a refusal means the state cannot be set up (400). */
export async function post(context: ProviderStateContext, path: string, body: unknown, bearer?: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${context.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw badRequest(`Provider state: ${path} antwoordde ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
}

export function field(answer: Record<string, unknown> | null, name: string, path: string): string {
  const value = answer?.[name];
  if (typeof value !== 'string') throw badRequest(`Provider state: ${path} gaf geen ${name}`);
  return value;
}

/** The code last sent to `username` (fixed or random codes alike). */
export function lastCodeOf(context: ProviderStateContext, username: string, kind: 'verification' | 'activation'): string {
  const sent = context.outbox.messages().filter((message) => message.kind === kind && message.username.toLowerCase() === username.toLowerCase());
  const last = sent.at(-1);
  if (!last) throw badRequest(`Provider state: er is geen ${kind}-code naar ${username} gestuurd`);
  return last.code;
}

/** The demo account of `username`; the seed must have it. */
export function accountOf(context: ProviderStateContext, username: string): AccountRecord {
  const account = context.store.read().accounts.find((entry) => entry.username === username);
  if (!account) throw badRequest(`Provider state: de seed heeft geen account ${username}`);
  return account;
}

/** The password step of a demo account: answers the login token of the code step. */
export async function enterPassword(context: ProviderStateContext, username: string, password: string = DEMO_PASSWORD): Promise<string> {
  return field(await post(context, 'account/login', { username, password }), 'loginToken', 'account/login');
}

/** Password and the code that was sent: answers the access token of the demo account. */
export async function logIn(context: ProviderStateContext, username: string): Promise<string> {
  const loginToken = await enterPassword(context, username);
  const verified = await post(context, 'account/validateVerificationCode', { verificationCode: lastCodeOf(context, username, 'verification') }, loginToken);
  return field(verified, 'accessToken', 'account/validateVerificationCode');
}

/** The usual answer of a logged-in state: the user's access token for the interaction's Authorization header. */
export async function loggedIn(context: ProviderStateContext, username: string): Promise<{ accessToken: string }> {
  return { accessToken: await logIn(context, username) };
}

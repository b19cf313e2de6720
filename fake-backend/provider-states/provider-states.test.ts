// @vitest-environment node
import type { NextFunction, Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Context } from '../context';
import { HttpError } from '../http/errors';
import { startTestBackend, type TestBackend } from '../test-support';
import { PROVIDER_STATES } from './index';
import { providerStateRoute } from './route';

describe('POST /__fake/provider-states: the Pact state change URL', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(async () => {
    await t.close();
  });

  test('a setup of a logged-in state answers the access token of that user, which the API accepts', async () => {
    const answer = await t.call('POST', '/__fake/provider-states', { body: { state: 'hoofdverzekerde is logged in', params: {}, action: 'setup' } });
    expect(answer.status).toBe(200);
    const accessToken = answer.json.accessToken as string;
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const details = await t.call('POST', '/api/Account/GetAccountDetails', { token: accessToken });
    expect(details).toMatchObject({ status: 200, json: { username: 'hoofdverzekerde' } });
  });

  test('a setup starts from the seed: the clock, codes and changes of before are gone', async () => {
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 3600 } });
    t.backend.store.update((state) => {
      state.accounts = state.accounts.filter((account) => account.username !== 'wanbetaler');
    });
    const answer = await t.call('POST', '/__fake/provider-states', { body: { state: 'the portal is configured' } });
    expect(answer).toMatchObject({ status: 200, json: {} });
    expect(t.backend.clock.offsetSeconds()).toBe(0);
    expect(t.backend.store.read().accounts.some((account) => account.username === 'wanbetaler')).toBe(true);
    expect((await t.call('GET', '/__fake/outbox')).json).toEqual([]);
  });

  test('the params set the data the interaction names: a message gets the id of the interaction', async () => {
    const answer = await t.call('POST', '/__fake/provider-states', {
      body: { state: 'hoofdverzekerde is logged in with an unread premium note', params: { documentId: '900000001' }, action: 'setup' },
    });
    expect(answer.status).toBe(200);
    const download = await t.call('GET', '/api/Document/GetDocument?documentId=900000001', { token: answer.json.accessToken as string });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
  });

  test('iDIN states hand over the random session id and client code', async () => {
    const answer = await t.call('POST', '/__fake/provider-states', {
      body: { state: 'iDIN: the bank has answered', params: { flow: 1, choice: 'success', identity: 'hoofdverzekerde' } },
    });
    expect(answer.status).toBe(200);
    const processed = await t.call('POST', '/api/Idin/process-authentication', { body: { sessionId: answer.json.sessionId, clientCode: answer.json.clientCode } });
    expect(processed.status).toBe(200);
  });

  test('a teardown answers 200 with no values and changes nothing', async () => {
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 60 } });
    const answer = await t.call('POST', '/__fake/provider-states', { body: { state: 'hoofdverzekerde is logged in', action: 'teardown' } });
    expect(answer).toMatchObject({ status: 200, json: {} });
    expect(t.backend.clock.offsetSeconds()).toBe(60);
  });

  test.for([
    { case: 'an unknown state', body: { state: 'somebody is logged in', action: 'setup' }, message: "De provider state 'somebody is logged in' is onbekend (zie pacts/README.md)." },
    { case: 'no state', body: { action: 'setup' }, message: "Het veld 'state' is verplicht." },
    { case: 'an unknown action', body: { state: 'the portal is configured', action: 'undo' }, message: "Het veld 'action' moet 'setup' of 'teardown' zijn." },
    { case: 'params that are no object', body: { state: 'the portal is configured', params: ['x'] }, message: "Het veld 'params' moet een object zijn." },
    {
      case: 'a missing parameter',
      body: { state: 'hoofdverzekerde is logged in with an unread premium note', params: {} },
      message: "Provider state 'hoofdverzekerde is logged in with an unread premium note' heeft de parameter 'documentId' nodig (tekst).",
    },
    {
      case: 'data the seed does not have',
      body: { state: 'hoofdverzekerde is logged in and has a partner of 16 or over', params: { partnerCustomerNumber: '000000000' } },
      message: "Provider state 'hoofdverzekerde is logged in and has a partner of 16 or over' kan niet worden opgezet: 000000000 is niet de partner op de overeenkomst van hoofdverzekerde.",
    },
  ])('$case answers 400 with the reason', async ({ body, message }) => {
    const answer = await t.call('POST', '/__fake/provider-states', { body });
    expect(answer).toMatchObject({ status: 400, json: { message } });
  });

  test('from another machine: 403, and no state is set up', async () => {
    const calls: unknown[] = [];
    const reset = () => {
      calls.push('reset');
      return Promise.resolve();
    };
    const request = { socket: { remoteAddress: '192.168.1.20', localPort: 3001 }, body: { state: 'the portal is configured' } } as unknown as Request;
    await new Promise<void>((resolve) => {
      const next: NextFunction = (error?: unknown) => {
        calls.push(error);
        resolve();
      };
      providerStateRoute({} as Context, reset)(request, {} as Response, next);
    });
    // only the refusal: no reset, no state
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBeInstanceOf(HttpError);
    expect((calls[0] as HttpError).status).toBe(403);
  });
});

describe('with random codes', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend({ randomCodes: true });
  });
  afterAll(async () => {
    await t.close();
  });

  test('a logged-in state reads the code that was sent', async () => {
    const answer = await t.call('POST', '/__fake/provider-states', { body: { state: 'medeverzekerde, a co-insured of 17, is logged in' } });
    expect(answer.status).toBe(200);
    expect((await t.call('GET', '/api/News', { token: answer.json.accessToken as string })).status).toBe(200);
  });
});

test('every state is documented for the backend team in pacts/README.md', async () => {
  const { readFile } = await import('node:fs/promises');
  const readme = await readFile(new URL('../../pacts/README.md', import.meta.url), 'utf8');
  const undocumented = Object.keys(PROVIDER_STATES).filter((state) => !readme.includes(`\`${state}\``));
  expect(undocumented).toEqual([]);
});

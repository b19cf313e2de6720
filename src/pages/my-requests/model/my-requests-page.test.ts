import type { ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { REQUEST_KINDS } from '@portal/domain';
import { myRequestsPageTexts } from '../config/texts';
import { $justSent, $requests, $status, statusTextKey } from './my-requests-page';

const route = routes['my-requests'];
const ANSWER = [
  { requestId: 'r-2', kind: 'care-mediation', flow: 'district-nursing', customerNumber: '100200301', fullName: 'Z. van Dijk', receivedAt: '2026-11-23T10:00:00.000Z', handledBy: '2026-11-30', status: 'in-progress' },
  { requestId: 'r-1', kind: 'insurance-card', flow: null, customerNumber: '100200300', fullName: 'C. van Dijk', receivedAt: '2026-06-02', handledBy: '2026-06-16', status: 'handled' },
];

async function opened(query: Record<string, string> = {}, answer: (call: ApiRequest) => unknown = () => ANSWER) {
  const setup = await accountScope((call) => {
    if (call.path === 'Request/GetRequests') return answer(call);
    throw new Error(`unexpected call ${call.path}`);
  });
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query } });
  return setup;
}

describe('mijn-aanvragen in a forked scope', () => {
  test('opening asks GET Request/GetRequests and lists the requests with their person, in the answer\'s order', async () => {
    const { scope, requests } = await opened();
    expect(requests.map((call) => [call.method, call.path])).toEqual([['GET', 'Request/GetRequests']]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($requests).map((request) => [request.requestId, request.kind, request.flow, request.personName, request.status])).toEqual([
      ['r-2', 'care-mediation', 'district-nursing', 'Z. van Dijk', 'in-progress'],
      ['r-1', 'insurance-card', null, 'C. van Dijk', 'handled'],
    ]);
    expect(scope.getState($justSent)).toBeNull();
  });

  test('opened again, it asks afresh (a request sent a moment ago is there); the popup\'s link marks the one just sent', async () => {
    const { scope, requests } = await opened();
    await allSettled(route.closed, { scope });
    await allSettled(route.opened, { scope, params: { params: {}, query: { aanvraag: 'r-2' } } });
    expect(requests.filter((call) => call.path === 'Request/GetRequests')).toHaveLength(2);
    expect(scope.getState($justSent)).toBe('r-2');
  });

  test('an answer that breaks the contract is a failure, not a list', async () => {
    const { scope } = await opened({}, () => [{ requestId: 'r-3', kind: 'unknown-kind' }]);
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($requests)).toEqual([]);
  });
});

describe('a request\'s status in its kind\'s words', () => {
  test.for([
    { kind: 'contact-form', status: 'handled', key: 'pages.myRequests.kindStatuses.contact-form.handled' },
    { kind: 'insurance-card', status: 'in-progress', key: 'pages.myRequests.kindStatuses.insurance-card.in-progress' },
    { kind: 'seated-transport', status: 'in-progress', key: 'pages.myRequests.statuses.in-progress' },
    { kind: 'care-mediation', status: 'handled', key: 'pages.myRequests.statuses.handled' },
    { kind: 'payment-arrangement', status: 'in-progress', key: 'pages.myRequests.kindStatuses.payment-arrangement.in-progress' },
    { kind: 'payment-arrangement', status: 'handled', key: 'pages.myRequests.kindStatuses.payment-arrangement.handled' },
  ] as const)('$kind $status: $key', ({ kind, status, key }) => {
    expect(statusTextKey({ kind, status })).toBe(key);
  });
});

describe('every kind the list can show has its Dutch words', () => {
  const texts = myRequestsPageTexts.pages.myRequests;
  /** a key's text in this slice's resources */
  const textOf = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], myRequestsPageTexts);
  test.for(REQUEST_KINDS.map((kind) => ({ kind })))('$kind: its name, and its status in its words', ({ kind }) => {
    expect(texts.kinds[kind]).toMatch(/\S/);
    for (const status of ['in-progress', 'handled'] as const) expect(textOf(statusTextKey({ kind, status })), `${kind} ${status}`).toMatch(/\S/);
  });

  // a payment arrangement's flow: one of its own, or invoices added to the running one (the request's kind)
  test.for([{ flow: 'new' }, { flow: 'add-to-existing' }] as const)('payment-arrangement $flow', ({ flow }) => {
    expect(texts.flows['payment-arrangement'][flow]).toMatch(/\S/);
  });
});

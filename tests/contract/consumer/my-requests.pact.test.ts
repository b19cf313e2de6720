import { myRequestsQuery } from '@/pages/my-requests/api/queries';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, eachLike, regex, scopeFor, string } from './pact';

/** Issue 33 point 7, a proposed addition: the requests sent besides claims, for `mijn-aanvragen`. */
const pact = createPact();

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('my requests against the API', () => {
  test('the requests of the user and her children under 16, each with its kind, flow, person, day and status', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and sent requests with a flow')
      .uponReceiving('a request for the requests sent besides claims')
      .withRequest('GET', '/api/Request/GetRequests', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            requestId: string('5eed0000-0000-4000-8000-000000000002'),
            kind: regex(/^(seated-transport|care-mediation|treatment-abroad|insurance-card|contact-form|insurance-right|payment-arrangement)$/, 'care-mediation'),
            flow: string('medical-specialist'),
            customerNumber: regex(/^\d{1,12}$/, '197389432'),
            fullName: string('C.B. Kok'),
            receivedAt: regex(TIMESTAMP, '2026-11-27T14:40:00.000Z'),
            handledBy: regex(DAY, '2026-12-04'),
            status: regex(/^(in-progress|handled)$/, 'in-progress'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(myRequestsQuery.start, { scope });
        const [first] = scope.getState(myRequestsQuery.$data) ?? [];
        expect(first).toEqual({
          requestId: '5eed0000-0000-4000-8000-000000000002',
          kind: 'care-mediation',
          flow: 'medical-specialist',
          customerNumber: '197389432',
          personName: 'C.B. Kok',
          receivedAt: '2026-11-27T14:40:00.000Z',
          handledBy: '2026-12-04',
          status: 'in-progress',
        });
      });
  });

  // "request a payment arrangement" (spec 02 §1) is a request too: wanbetaler's, not processed yet, listed with its flow
  test('a payment arrangement request waiting, listed under its reference as one of its own', async () => {
    await pact
      .addInteraction()
      .given('wanbetaler is logged in with a payment arrangement and an unprocessed request')
      .uponReceiving('a request for the requests sent besides claims, with a payment arrangement request waiting')
      .withRequest('GET', '/api/Request/GetRequests', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody([
          {
            requestId: string('aanvraag-5b1e0c8a-7d3f-4e2a-9c61-0f4b2a7d8e90'),
            kind: 'payment-arrangement',
            flow: 'new',
            customerNumber: regex(/^\d{1,12}$/, '197389432'),
            fullName: string('J. de Vries'),
            receivedAt: regex(TIMESTAMP, '2026-11-24T10:20:00.000Z'),
            handledBy: regex(DAY, '2026-12-08'),
            status: 'in-progress',
          },
        ]),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(myRequestsQuery.start, { scope });
        expect(scope.getState(myRequestsQuery.$data)).toEqual([
          expect.objectContaining({ requestId: 'aanvraag-5b1e0c8a-7d3f-4e2a-9c61-0f4b2a7d8e90', kind: 'payment-arrangement', flow: 'new', status: 'in-progress' }),
        ]);
      });
  });
});

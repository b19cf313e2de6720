import { requestPaymentArrangementMutation } from '@/pages/money/payment-arrangement/api/request-payment-arrangement';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { payloadsOf } from './outcome';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, eachLike, integer, regex, scopeFor, string } from './pact';

const { number, fromProviderState } = MatchersV3;
const pact = createPact();

const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}/, example);

/** Issue 14: "an existing arrangement can get invoices added" (lopenderegeling, seed/people.ts RUNNING_ARRANGEMENT). */
describe('adding an invoice to the running payment arrangement against the API', () => {
  const OPEN_PREMIUM_INVOICE = '2026900201';
  const FIRST_MOMENT = '2026-12-28';
  const RUNNING_ID = '5b1e0c8a-7d3f-4e2a-9c61-0f4b2a7d8e90';

  test('the open premium invoice over 2 terms is added to the running arrangement', async () => {
    await pact
      .addInteraction()
      .given('lopenderegeling is logged in with a running payment arrangement and an open invoice that may be added', { invoiceNumber: OPEN_PREMIUM_INVOICE })
      .uponReceiving('a request to add one open premium invoice in 2 terms to the running payment arrangement')
      .withRequest('POST', '/api/Debitan/PaymentArrangements', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ invoiceNumbers: [OPEN_PREMIUM_INVOICE], numberOfTerms: 2, startDate: fromProviderState('${startDate}', FIRST_MOMENT) }),
      )
      .willRespondWith(201, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          kind: 'add-to-existing',
          paymentArrangement: {
            paymentArrangementId: string('aanvraag-100200300-1795000000000'),
            statusId: integer(5),
            status: string('Aangevraagd'),
            isProcessed: false,
            addsToPaymentArrangementId: string(RUNNING_ID),
            startDate: DATE(FIRST_MOMENT),
            numberOfTerms: 2,
            termAmount: number(84.12),
            totalAmount: number(168.23),
            invoiceNumbers: [OPEN_PREMIUM_INVOICE],
            // proposed addition: when it arrived (the success popup says it, Mijn aanvragen lists it by it)
            requestedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-24T09:12:00.000Z'),
            terms: eachLike({ number: integer(1), date: DATE(FIRST_MOMENT), amount: number(84.12) }, 2),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, requestPaymentArrangementMutation.finished.success, () =>
          allSettled(requestPaymentArrangementMutation.start, { scope, params: { invoiceNumbers: [OPEN_PREMIUM_INVOICE], numberOfTerms: 2, startDate: FIRST_MOMENT } }),
        );
        expect(answers[0]?.result).toMatchObject({
          kind: 'add-to-existing',
          paymentArrangement: { isProcessed: false, addsToPaymentArrangementId: RUNNING_ID, invoiceNumbers: [OPEN_PREMIUM_INVOICE] },
        });
      });
  });
});

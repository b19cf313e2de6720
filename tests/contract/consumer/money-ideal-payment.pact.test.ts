import { invoicesQuery } from '@/entities/invoice';
import { idealPaymentQuery, startIdealPaymentMutation } from '@/pages/money/bills-and-payments/api/ideal-payment';
import { serverMessageOf } from '@/shared/api';
import { INVOICE_PAYMENT_MESSAGES_NL } from '@portal/domain';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { payloadsOf } from './outcome';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, messageExactly, regex, scopeFor, string } from './pact';

const { number, fromProviderState } = MatchersV3;
const pact = createPact();

const OPEN_INVOICE = '2026900301';
const PAID_INVOICE = '2026900302';
const PORTAL = 'http://localhost:5173';
const PAYMENT_ID = '6c1f2e0a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Issue 33 point 4: paying a bill with iDEAL, a proposed addition (pacts/README.md). */
describe('paying a bill with iDEAL against the API (proposed addition)', () => {
  test('the invoices carry the account and payment reference for a transfer by hand', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an open premium invoice')
      .uponReceiving('a request for the invoices with the details for a transfer by hand')
      .withRequest('GET', '/api/Debitan/Invoices', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          invoices: eachLike({
            description: string('Premie november 2026'),
            invoiceNumber: regex(/^\d+$/, '2026123456'),
            invoiceDate: regex(/^\d{4}-\d{2}-\d{2}/, '2026-11-01'),
            amount: number(152.45),
            remaining: number(152.45),
            status: string('Openstaand'),
            statusId: integer(1),
            paymentReference: regex(/^\d{16}$/, '4000002026123456'),
            transferAccount: { iban: regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'NL36INGB0007654321'), name: string('Zorgzaam Zorgverzekeringen') },
          }),
          isPaymentArrangementsDisabled: boolean(false),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(invoicesQuery.start, { scope });
        expect(scope.getState(invoicesQuery.$data)?.invoices[0]).toMatchObject({
          paymentReference: '4000002026123456',
          transferAccount: { iban: 'NL36INGB0007654321', name: 'Zorgzaam Zorgverzekeringen' },
        });
      });
  });

  test('starting the payment of an open bill: the server\'s amount and the bank page', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with an open invoice that can be paid', { invoiceNumber: OPEN_INVOICE })
      .uponReceiving('a request to pay an open invoice with iDEAL')
      .withRequest('POST', `/api/Debitan/Invoices/${OPEN_INVOICE}/IdealPayment`, (request) =>
        request.headers({ ...AUTHORISED, 'Content-Type': 'application/json' }).jsonBody({ clientBaseUrl: PORTAL }),
      )
      .willRespondWith(201, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          paymentId: regex(UUID, PAYMENT_ID),
          invoiceNumber: OPEN_INVOICE,
          amount: number(152.45),
          redirectUrl: regex(/^https?:\/\/\S+$/, `http://localhost:3001/__fake/ideal/bank?paymentId=${PAYMENT_ID}`),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, startIdealPaymentMutation.finished.success, () =>
          allSettled(startIdealPaymentMutation.start, { scope, params: { invoiceNumber: OPEN_INVOICE, clientBaseUrl: PORTAL } }),
        );
        expect(answers[0]?.result).toMatchObject({ paymentId: PAYMENT_ID, invoiceNumber: OPEN_INVOICE, amount: 152.45 });
      });
  });

  test('a paid bill cannot be paid again: 400 with the text the portal recognises', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with a paid invoice', { invoiceNumber: PAID_INVOICE })
      .uponReceiving('a request to pay a paid invoice with iDEAL')
      .withRequest('POST', `/api/Debitan/Invoices/${PAID_INVOICE}/IdealPayment`, (request) =>
        request.headers({ ...AUTHORISED, 'Content-Type': 'application/json' }).jsonBody({ clientBaseUrl: PORTAL }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageExactly(INVOICE_PAYMENT_MESSAGES_NL.paid)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, startIdealPaymentMutation.finished.failure, () =>
          allSettled(startIdealPaymentMutation.start, { scope, params: { invoiceNumber: PAID_INVOICE, clientBaseUrl: PORTAL } }),
        );
        expect(serverMessageOf(failures[0]?.error)).toBe(INVOICE_PAYMENT_MESSAGES_NL.paid);
      });
  });

  test('back from the bank: the payment says it is paid', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has just paid an invoice with iDEAL', { invoiceNumber: OPEN_INVOICE })
      .uponReceiving('a request for how an iDEAL payment ended')
      .withRequest('GET', fromProviderState('/api/Debitan/IdealPayments/${paymentId}', `/api/Debitan/IdealPayments/${PAYMENT_ID}`), (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          paymentId: regex(UUID, PAYMENT_ID),
          invoiceNumber: OPEN_INVOICE,
          amount: number(152.45),
          status: 'paid',
          paidAt: regex(/^\d{4}-\d{2}-\d{2}T.+$/, '2026-11-29T10:15:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(idealPaymentQuery.start, { scope, params: PAYMENT_ID });
        expect(scope.getState(idealPaymentQuery.$data)).toMatchObject({ status: 'paid', invoiceNumber: OPEN_INVOICE, amount: 152.45 });
      });
  });
});

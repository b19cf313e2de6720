import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isInvalidDataError } from '@farfetched/core';
import { invoicesQuery, paymentArrangementsQuery } from '@/entities/invoice';
import { hasKnownIbanQuery, paymentDetailsQuery } from '@/entities/agreement';
import { updateIbanMutation, updatePaymentDetailsMutation, updateReimbursementIbanMutation } from '@/pages/money/payment-details-edit/api/update-payment-details';
import { serverRefusalOf } from '@/shared/lib/form';
import { termRefusalOf } from '@/pages/money/payment-details-edit/model/term-refusal';
import { arrangementRefusalOf, requestPaymentArrangementMutation } from '@/pages/money/payment-arrangement/api/request-payment-arrangement';
import { PAYMENT_ARRANGEMENT_MESSAGES_NL } from '@portal/domain';
import { downloadInvoiceAttachmentMutation } from '@/features/download-document/api/download';
import { downloadFailureCode } from '@/features/download-document/lib/download-failure';
import { ApiError } from '@/shared/api';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled, createWatch, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { minimalPdf } from '../../../fake-backend/pdf';
import { payloadsOf } from './outcome';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, messageExactly, messageStartingWith, regex, scopeFor, string } from './pact';

const { arrayContaining, number, fromProviderState, nullValue } = MatchersV3;
const pact = createPact();

const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}/, example);
/** an ISO timestamp: when a request arrived */
const MOMENT = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, example);
const TERM_NOT_YET_POSSIBLE = 'U kunt de betaaltermijn nu niet wijzigen. Dat kan weer zodra de pakketten voor volgend jaar worden aangeboden (tot en met 31 januari) (not-yet-possible).';
const INVOICE_WITH_PDF = '2026900001';
const INVOICE_WITHOUT_PDF = '2026900002';
const NOT_AN_INVOICE_OF_THE_USER = '2026900009';

const invoice = (invoiceNumber: string) => ({ invoiceNumber, attachments: [{ fileName: `factuur-${invoiceNumber}.pdf` }] });

function examplePdfFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pact-pdf-')), 'factuur.pdf');
  writeFileSync(file, minimalPdf({ title: `Factuur ${INVOICE_WITH_PDF}`, lines: ['Voorbeeld'] }));
  return file;
}

function failuresOf(scope: Scope) {
  const failures: unknown[] = [];
  const unwatch = createWatch({ unit: downloadInvoiceAttachmentMutation.finished.failure, scope, fn: ({ error }) => failures.push(error) });
  return { failures, unwatch };
}

/** The fields every bill has that the portal's contract requires, matched by type. */
const billFields = (description: string, invoiceNumber: string, invoiceDate: string) => ({
  description: string(description),
  invoiceNumber: regex(/^\d+$/, invoiceNumber),
  invoiceDate: DATE(invoiceDate),
  amount: number(152.45),
  remaining: number(0),
  status: string('Betaald'),
  statusId: integer(9),
});

describe('the bills page against the API', () => {
  test('the invoices with what the bills page shows of each', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an open premium invoice')
      .uponReceiving('a request for the invoices with their PDFs and premium periods')
      .withRequest('GET', '/api/Debitan/Invoices', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          invoices: eachLike({
            description: string('Premie november 2026'),
            invoiceNumber: regex(/^\d+$/, '2026123456'),
            invoiceDate: DATE('2026-11-01'),
            amount: number(152.45),
            remaining: number(152.45),
            status: string('Openstaand'),
            statusId: integer(1),
            paymentType: string('Automatische incasso'),
            expirationDate: DATE('2026-11-29'),
            attachments: eachLike({ fileName: string('factuur-2026123456.pdf') }, 0),
          }),
          isPaymentArrangementsDisabled: boolean(false),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(invoicesQuery.start, { scope });
        expect(scope.getState(invoicesQuery.$error)).toBeNull();
        expect(scope.getState(invoicesQuery.$data)?.invoices[0]).toMatchObject({ expirationDate: '2026-11-29', paymentType: 'Automatische incasso' });
      });
  });

  test('what a premium bill covers (proposed addition, issue 33 point 5): its period and persons, one not shown; nothing for an excess bill', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an open premium invoice')
      .uponReceiving('a request for the invoices with what each premium bill covers')
      .withRequest('GET', '/api/Debitan/Invoices', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          invoices: arrayContaining(
            {
              ...billFields('Premie november 2026', '2026123456', '2026-11-01'),
              premiePeriod: DATE('2026-11-01'),
              // the partner of 16 or over has an own account: on the main insured's bill, not shown to her
              premiumCover: { periodStart: DATE('2026-11-01'), periodEnd: DATE('2026-11-30'), insuredCount: integer(4), notShownCount: 1 },
            },
            {
              ...billFields('Eigen risico 2025', '2026654321', '2026-03-15'),
              premiePeriod: null,
              premiumCover: null,
            },
          ),
          isPaymentArrangementsDisabled: boolean(false),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(invoicesQuery.start, { scope });
        expect(scope.getState(invoicesQuery.$error)).toBeNull();
        const [premium, excess] = scope.getState(invoicesQuery.$data)?.invoices ?? [];
        expect(premium?.premiumCover).toEqual({ periodStart: '2026-11-01', periodEnd: '2026-11-30', insuredCount: 4, notShownCount: 1 });
        expect(excess?.premiumCover).toBeNull();
      });
  });

  test('an invoice\'s PDF', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with an invoice that has a PDF', { invoiceNumber: INVOICE_WITH_PDF })
      .uponReceiving('a download of an invoice attachment')
      .withRequest('GET', `/api/Debitan/Invoices/${INVOICE_WITH_PDF}/Attachments`, (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.binaryFile('application/pdf', examplePdfFile()))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, downloadInvoiceAttachmentMutation.finished.success, () =>
          allSettled(downloadInvoiceAttachmentMutation.start, { scope, params: invoice(INVOICE_WITH_PDF) }),
        );
        expect(answers).toHaveLength(1);
        const file = answers[0]?.result;
        expect(file).toBeInstanceOf(Blob);
        expect(new TextDecoder().decode((await (file as Blob).arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      });
  });

  test('an invoice without a PDF: an empty 204, a failure', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with an invoice without a PDF', { invoiceNumber: INVOICE_WITHOUT_PDF })
      .uponReceiving('a download of an invoice attachment that is missing')
      .withRequest('GET', `/api/Debitan/Invoices/${INVOICE_WITHOUT_PDF}/Attachments`, (request) => request.headers(AUTHORISED))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const { failures, unwatch } = failuresOf(scope);
        await allSettled(downloadInvoiceAttachmentMutation.start, { scope, params: invoice(INVOICE_WITHOUT_PDF) });
        unwatch();
        expect(failures).toHaveLength(1);
        expect(isInvalidDataError({ error: failures[0] })).toBe(true);
        expect(downloadFailureCode(failures[0])).toBe('204');
      });
  });

  test('someone else\'s invoice: 404', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has no invoice with this number', { invoiceNumber: NOT_AN_INVOICE_OF_THE_USER })
      .uponReceiving('a download of an invoice attachment of an invoice that is not the user\'s')
      .withRequest('GET', `/api/Debitan/Invoices/${NOT_AN_INVOICE_OF_THE_USER}/Attachments`, (request) => request.headers(AUTHORISED))
      .willRespondWith(404, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Factuur ', `Factuur ${NOT_AN_INVOICE_OF_THE_USER} is niet gevonden.`)),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const { failures, unwatch } = failuresOf(scope);
        await allSettled(downloadInvoiceAttachmentMutation.start, { scope, params: invoice(NOT_AN_INVOICE_OF_THE_USER) });
        unwatch();
        expect(failures[0]).toBeInstanceOf(ApiError);
        expect(downloadFailureCode(failures[0])).toBe('404');
      });
  });

  test('the payment arrangements with their terms: the running one\'s paid and unpaid terms, and when the request waiting arrived', async () => {
    const term = (termNumber: number, date: string, paidOn: unknown) => ({ number: integer(termNumber), date: DATE(date), amount: number(60.5), paidOn });
    const arrangement = (isProcessed: boolean) => ({
      paymentArrangementId: string('1f0c6a52-1d1e-4a55-9a61-3d1c2b7e9a10'),
      statusId: integer(5),
      status: string('Betalingsregeling'),
      isProcessed: boolean(isProcessed),
      startDate: DATE('2026-09-01'),
      numberOfTerms: integer(2),
      termAmount: number(60.5),
      totalAmount: number(121),
      invoiceNumbers: eachLike(regex(/^\d+$/, '2026123456')),
      // proposed additions: when the request arrived (the seed's running arrangement does not say), and each term's payment day
      requestedAt: isProcessed ? nullValue() : MOMENT('2026-11-21T10:20:00.000Z'),
      // wanbetaler paid the first term of the running arrangement, not the next; a request's terms are all unpaid
      terms: isProcessed
        ? arrayContaining(term(1, '2026-09-28', DATE('2026-09-28')), term(2, '2026-10-28', nullValue()))
        : eachLike({ number: integer(1), date: DATE('2026-12-28'), amount: number(60.5), paidOn: nullValue() }),
    });
    await pact
      .addInteraction()
      .given('wanbetaler is logged in with a payment arrangement and an unprocessed request')
      .uponReceiving('a request for the payment arrangements')
      .withRequest('GET', '/api/Debitan/PaymentArrangements', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody([arrangement(true), arrangement(false)]))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(paymentArrangementsQuery.start, { scope });
        expect(scope.getState(paymentArrangementsQuery.$error)).toBeNull();
        const [running, request] = scope.getState(paymentArrangementsQuery.$data) ?? [];
        expect([running?.isProcessed, request?.isProcessed]).toEqual([true, false]);
        expect(running?.terms.find((entry) => entry.number === 1)?.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(running?.terms.find((entry) => entry.number === 2)?.paidOn).toBeNull();
        expect(request?.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      });
  });
});

describe('the payment details against the API', () => {
  test('the payment details of an agreement', async () => {
    const AGREEMENT_ID = 'f3b1c2d4-0000-4000-8000-000000000001';
    const IBAN = regex(/^[A-Z]{2}\d{2}[A-Z0-9]+$/, 'NL91ABNA0417164300');
    const METHOD = regex(/^(iDeal|DirectDebit|Mail|BOR|TPS)$/, 'DirectDebit');
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an agreement with payment details')
      .uponReceiving('a request for the payment details of an agreement')
      .withRequest('GET', '/api/Agreement/GetPaymentDetails', (request) =>
        request.headers(AUTHORISED).query({
          agreementId: fromProviderState('${agreementId}', AGREEMENT_ID),
          contractCode: fromProviderState('${contractCode}', 'ZZA01'),
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          excessLimit: number(885),
          ibanReceivedByInsured: IBAN,
          ibanPayedByInsured: IBAN,
          ibanExcess: IBAN,
          paymentMethod: METHOD,
          paymentMethodExcess: METHOD,
          paymentTerm: integer(1),
          paymentTermDiscounts: { yearly: number(1), halfYearly: number(0.5), quarterly: number(0.25), monthly: number(0) },
          paymentTermIsMutable: boolean(true),
          hasMandatoryDirectDebit: boolean(false),
          hasAgreementEnded: boolean(false),
          // no change waiting to take effect (issue 32 point 15)
          scheduledChange: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(paymentDetailsQuery.start, { scope, params: { agreementId: AGREEMENT_ID, contractCode: 'ZZA01' } });
        expect(scope.getState(paymentDetailsQuery.$error)).toBeNull();
        expect(scope.getState(paymentDetailsQuery.$data)).toMatchObject({ paymentTerm: 1, hasAgreementEnded: false });
      });
  });
});

describe('the known IBAN against the API', () => {
  test('HasKnownIban for an agreement with an IBAN the premium is paid from', async () => {
    const AGREEMENT_ID = 'f3b1c2d4-0000-4000-8000-000000000001';
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an agreement with payment details')
      .uponReceiving('a request whether an IBAN of the agreement is known')
      .withRequest('GET', '/api/Agreement/HasKnownIban', (request) => request.headers(AUTHORISED).query({ agreementId: fromProviderState('${agreementId}', AGREEMENT_ID) }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ hasKnownIban: true, ibanPayedByInsured: regex(/^[A-Z]{2}\d{2}[A-Z0-9]+$/, 'NL91ABNA0417164300') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(hasKnownIbanQuery.start, { scope, params: { agreementId: AGREEMENT_ID } });
        expect(scope.getState(hasKnownIbanQuery.$data)).toEqual({ hasKnownIban: true, ibanPayedByInsured: 'NL91ABNA0417164300' });
      });
  });
});

describe('changing the payment details against the API', () => {
  const AGREEMENT_ID = 'f3b1c2d4-0000-4000-8000-000000000001';
  const agreementId = () => fromProviderState('${agreementId}', AGREEMENT_ID);

  test('a new IBAN', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an agreement with payment details')
      .uponReceiving('a change of the IBAN')
      .withRequest('POST', '/api/Agreement/UpdateIban', (request) =>
        request.headers({ ...AUTHORISED, 'Content-Type': 'application/json' }).jsonBody({ agreementId: agreementId(), iban: 'NL91ABNA0417164300' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ ibanPayedByInsured: string('NL91ABNA0417164300') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updateIbanMutation.finished.success, () =>
          allSettled(updateIbanMutation.start, { scope, params: { agreementId: AGREEMENT_ID, iban: 'NL91ABNA0417164300' } }),
        );
        expect(answers[0]?.result).toEqual({ ibanPayedByInsured: 'NL91ABNA0417164300' });
      });
  });

  test('an IBAN whose direct-debit mandate the bank refuses', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an agreement with payment details')
      .uponReceiving('a change of the IBAN to one with a refused mandate')
      .withRequest('POST', '/api/Agreement/UpdateIban', (request) =>
        request.headers({ ...AUTHORISED, 'Content-Type': 'application/json' }).jsonBody({ agreementId: agreementId(), iban: 'NL02ABNA0123456789' }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageExactly('De machtiging automatische incasso is niet geaccepteerd.')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, updateIbanMutation.finished.failure, () =>
          allSettled(updateIbanMutation.start, { scope, params: { agreementId: AGREEMENT_ID, iban: 'NL02ABNA0123456789' } }),
        );
        expect(serverRefusalOf(failures[0]?.error)).toEqual({ message: 'validation.direct-debit-mandate-refused' });
      });
  });

  // issue 33 point 14: the variant of UpdatePaymentDetails with ibanReceivedByInsured, the account reimbursements are paid to
  test('a new IBAN for reimbursements', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an agreement with payment details')
      .uponReceiving('a change of the IBAN reimbursements are paid to')
      .withRequest('POST', '/api/Agreement/UpdatePaymentDetails', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ agreementId: agreementId(), ibanReceivedByInsured: 'NL91ABNA0417164300' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          paymentDetails: {
            excessLimit: number(885),
            ibanReceivedByInsured: 'NL91ABNA0417164300',
            ibanPayedByInsured: regex(/^[A-Z]{2}\d{2}[A-Z0-9]+$/, 'NL20INGB0001234567'),
            ibanExcess: regex(/^[A-Z]{2}\d{2}[A-Z0-9]+$/, 'NL20INGB0001234567'),
            paymentMethod: string('DirectDebit'),
            paymentMethodExcess: string('DirectDebit'),
            paymentTerm: integer(1),
            paymentTermDiscounts: { yearly: number(1), halfYearly: number(0.5), quarterly: number(0.25), monthly: number(0) },
            paymentTermIsMutable: boolean(true),
            hasMandatoryDirectDebit: boolean(false),
            hasAgreementEnded: boolean(false),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updateReimbursementIbanMutation.finished.success, () =>
          allSettled(updateReimbursementIbanMutation.start, { scope, params: { agreementId: AGREEMENT_ID, ibanReceivedByInsured: 'NL91ABNA0417164300' } }),
        );
        expect(answers[0]?.result.paymentDetails.ibanReceivedByInsured).toBe('NL91ABNA0417164300');
      });
  });

  test('an invalid IBAN for reimbursements is refused in Dutch', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an agreement with payment details')
      .uponReceiving('a change of the IBAN reimbursements are paid to, to an invalid one')
      .withRequest('POST', '/api/Agreement/UpdatePaymentDetails', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ agreementId: agreementId(), ibanReceivedByInsured: 'NL91ABNA0417164301' }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageExactly('Vul een geldig IBAN-rekeningnummer in.')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, updateReimbursementIbanMutation.finished.failure, () =>
          allSettled(updateReimbursementIbanMutation.start, { scope, params: { agreementId: AGREEMENT_ID, ibanReceivedByInsured: 'NL91ABNA0417164301' } }),
        );
        expect(serverRefusalOf(failures[0]?.error)).toEqual({ message: 'validation.iban-invalid' });
      });
  });

  test('a new payment method and term', async () => {
    const IBAN = regex(/^[A-Z]{2}\d{2}[A-Z0-9]+$/, 'NL91ABNA0417164300');
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with an agreement whose payment term may change')
      .uponReceiving('a change of the payment method and term')
      .withRequest('POST', '/api/Agreement/UpdatePaymentDetails', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ agreementId: agreementId(), paymentMethod: 'DirectDebit', paymentTerm: 12 }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          paymentDetails: {
            excessLimit: number(885),
            ibanReceivedByInsured: IBAN,
            ibanPayedByInsured: IBAN,
            ibanExcess: IBAN,
            paymentMethod: 'DirectDebit',
            paymentMethodExcess: string('DirectDebit'),
            paymentTerm: 12,
            paymentTermDiscounts: { yearly: number(1), halfYearly: number(0.5), quarterly: number(0.25), monthly: number(0) },
            paymentTermIsMutable: boolean(true),
            hasMandatoryDirectDebit: boolean(false),
            hasAgreementEnded: boolean(false),
            // "payment changes before the 10th apply the next month" (issue 32 point 15): from when, and what is paid until then
            scheduledChange: { effectiveFrom: DATE('2027-01-01'), previousPaymentMethod: 'DirectDebit', previousPaymentTerm: 1 },
          },
          contactPreference: regex(/^(digital|paper)$/, 'digital'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updatePaymentDetailsMutation.finished.success, () =>
          allSettled(updatePaymentDetailsMutation.start, { scope, params: { agreementId: AGREEMENT_ID, paymentMethod: 'DirectDebit', paymentTerm: 12 } }),
        );
        expect(answers[0]?.result.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 12, scheduledChange: { previousPaymentTerm: 1 } });
      });
  });

  // spec 02 §4: "Changing the payment term is blocked while not yet possible or during a payment deficit"
  test('a new payment term while the term may not change yet', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with an agreement whose payment term may not change yet')
      .uponReceiving('a change of the payment term while it may not change yet')
      .withRequest('POST', '/api/Agreement/UpdatePaymentDetails', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ agreementId: agreementId(), paymentMethod: 'DirectDebit', paymentTerm: 12 }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageExactly(TERM_NOT_YET_POSSIBLE)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, updatePaymentDetailsMutation.finished.failure, () =>
          allSettled(updatePaymentDetailsMutation.start, { scope, params: { agreementId: AGREEMENT_ID, paymentMethod: 'DirectDebit', paymentTerm: 12 } }),
        );
        // the page says it in its own words, at the term
        expect(termRefusalOf(failures[0]?.error)).toEqual({ message: 'pages.paymentDetailsEdit.termBlocked.not-yet-possible', field: 'paymentTerm' });
      });
  });
});

describe('requesting a payment arrangement against the API', () => {
  const PREMIUM_INVOICE = '2026900101';
  const FIRST_MOMENT = '2026-12-28';
  const startDate = () => fromProviderState('${startDate}', FIRST_MOMENT);
  const STATE = 'wanbetaler is logged in with a past premium invoice of at most 300 euro and an unprocessed request';

  test('one past premium invoice over 2 terms replaces the unprocessed request', async () => {
    await pact
      .addInteraction()
      .given(STATE, { invoiceNumber: PREMIUM_INVOICE })
      .uponReceiving('a request for a payment arrangement of one premium invoice in 2 terms')
      .withRequest('POST', '/api/Debitan/PaymentArrangements', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ invoiceNumbers: [PREMIUM_INVOICE], numberOfTerms: 2, startDate: startDate() }),
      )
      .willRespondWith(201, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          kind: 'replace-unprocessed',
          paymentArrangement: {
            paymentArrangementId: string('aanvraag-100200300-1795000000000'),
            statusId: integer(5),
            status: string('Aangevraagd'),
            isProcessed: false,
            startDate: DATE(FIRST_MOMENT),
            numberOfTerms: 2,
            termAmount: number(76.23),
            totalAmount: number(152.45),
            invoiceNumbers: [PREMIUM_INVOICE],
            // proposed addition: when it arrived (the success popup says it, Mijn aanvragen lists it by it)
            requestedAt: MOMENT('2026-11-24T09:12:00.000Z'),
            terms: eachLike({ number: integer(1), date: DATE(FIRST_MOMENT), amount: number(76.23) }, 2),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, requestPaymentArrangementMutation.finished.success, () =>
          allSettled(requestPaymentArrangementMutation.start, { scope, params: { invoiceNumbers: [PREMIUM_INVOICE], numberOfTerms: 2, startDate: FIRST_MOMENT } }),
        );
        expect(answers[0]?.result).toMatchObject({ kind: 'replace-unprocessed', paymentArrangement: { isProcessed: false, numberOfTerms: 2 } });
        expect(answers[0]?.result.paymentArrangement.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      });
  });

  test('12 terms of less than 25 euro: a 400 naming the rule', async () => {
    await pact
      .addInteraction()
      .given(STATE, { invoiceNumber: PREMIUM_INVOICE })
      .uponReceiving('a request for a payment arrangement whose terms are under 25 euro')
      .withRequest('POST', '/api/Debitan/PaymentArrangements', (request) =>
        request
          .headers({ ...AUTHORISED, 'Content-Type': 'application/json' })
          .jsonBody({ invoiceNumbers: [PREMIUM_INVOICE], numberOfTerms: 12, startDate: startDate() }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageExactly(PAYMENT_ARRANGEMENT_MESSAGES_NL['term-below-minimum'])))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, requestPaymentArrangementMutation.finished.failure, () =>
          allSettled(requestPaymentArrangementMutation.start, { scope, params: { invoiceNumbers: [PREMIUM_INVOICE], numberOfTerms: 12, startDate: FIRST_MOMENT } }),
        );
        expect(arrangementRefusalOf(failures[0]?.error)).toEqual({ message: 'pages.paymentArrangement.errors.term-below-minimum' });
      });
  });
});

// @vitest-environment node
// Issue 32 point 19: the payment details and the IBAN are the main insured's, by role as well as by permission.
import { describe, expect, test } from 'vitest';
import { PAYMENT_DETAILS_MAIN_INSURED_ONLY } from './areas/agreement';
import { decodeJwt, serverSigner, useTestBackend } from './test-support';

const t = useTestBackend();

/** A co-insured's token re-signed with the main insured's permission codes (the attack of the audit). */
async function coInsuredWithMainInsuredCodes() {
  const main = decodeJwt(await t.accessToken('hoofdverzekerde'));
  const coInsured = decodeJwt(await t.accessToken('medeverzekerde'));
  expect(coInsured.permissions).not.toContain('r-pay-det');
  return serverSigner(t.dataDir)({ ...coInsured, permissions: main.permissions });
}

function agreementOf(username: string) {
  const state = t.backend.store.read();
  const customerNumber = state.accounts.find((entry) => entry.username === username)!.customerNumber;
  return state.agreements.find((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === customerNumber))!;
}

describe('payment details only to the agreement\'s main insured (issue 32 point 19)', () => {
  test('the seed: medeverzekerde\'s agreement has a known IBAN, so a leak would show', () => {
    expect(agreementOf('medeverzekerde').paymentDetails.ibanPayedByInsured).not.toBe('');
  });

  test('GetPaymentDetails: 403 with a Dutch message for a co-insured, whatever the codes', async () => {
    const token = await coInsuredWithMainInsuredCodes();
    const { agreementId, contractCode } = agreementOf('medeverzekerde');
    const answer = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${agreementId}&contractCode=${contractCode}`, { token });
    expect(answer).toMatchObject({ status: 403, json: { message: PAYMENT_DETAILS_MAIN_INSURED_ONLY } });
    expect(answer.text).not.toContain(agreementOf('medeverzekerde').paymentDetails.ibanPayedByInsured);
  });

  test('HasKnownIban: 403 for the co-insured\'s agreement; without an agreement no IBAN', async () => {
    const token = await coInsuredWithMainInsuredCodes();
    const { agreementId } = agreementOf('medeverzekerde');
    expect(await t.call('GET', `/api/Agreement/HasKnownIban?agreementId=${agreementId}`, { token })).toMatchObject({
      status: 403,
      json: { message: PAYMENT_DETAILS_MAIN_INSURED_ONLY },
    });
    expect(await t.call('GET', '/api/Agreement/HasKnownIban', { token })).toMatchObject({ status: 200, json: { hasKnownIban: false, ibanPayedByInsured: null } });
  });

  test('GetMostRecentAgreements: the co-insured\'s agreements without payment details', async () => {
    const token = await coInsuredWithMainInsuredCodes();
    const answer = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.length).toBeGreaterThan(0);
    for (const agreement of answer.json) expect(agreement).not.toHaveProperty('paymentDetails');
    expect(answer.text).not.toContain(agreementOf('medeverzekerde').paymentDetails.ibanPayedByInsured);
  });

  test('the main insured still reads them all', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const own = agreementOf('hoofdverzekerde');
    expect(await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${own.agreementId}&contractCode=${own.contractCode}`, { token })).toMatchObject({
      status: 200,
      json: own.paymentDetails,
    });
    expect(await t.call('GET', '/api/Agreement/HasKnownIban', { token })).toMatchObject({
      status: 200,
      json: { hasKnownIban: true, ibanPayedByInsured: own.paymentDetails.ibanPayedByInsured },
    });
    const recent = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
    expect(recent.json.find((entry: { agreementId: string }) => entry.agreementId === own.agreementId)).toMatchObject({ paymentDetails: own.paymentDetails });
  });
});

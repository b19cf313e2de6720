import { ApiError, type ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $answer, $cards, $holders, $isReceiptOpen, $myRequestsUrl, receiptClosed, requestForm } from './insurance-card-page';

const route = routes['insurance-card'];
const SELF = '100200300';
const CHILD = '100200301';

const card = (customerNumber: string, policyNumber: string, initials: string) => ({
  customerNumber,
  uzoviCode: '3358',
  uzoviDescription: 'Zorgzaam',
  hasEHIC: true,
  ehic: {
    givenNames: 'Cas',
    lastName: 'van Dijk',
    birthDate: '1984-04-12',
    personalIdentificationNumber: '123456782',
    institutionIdentification: '3358 - Zorgzaam',
    cardIdentificationNumber: `80523358${policyNumber}`,
    expiryDate: '2027-12-31',
  },
  insuranceCard: { insuranceNumber: 'x', policyNumber, initials, prefix: 'van', lastName: 'Dijk', birthDate: '1984-04-12' },
});

const person = (customerNumber: string, role: string, policyNumber: string, initials: string) => ({
  customerNumber,
  initials,
  prefix: 'van',
  firstName: initials === 'C.' ? 'Cas' : 'Zoë',
  lastName: 'Dijk',
  gender: 'M',
  birthDate: '1984-04-12',
  role,
  policies: [{ policyNumber, year: 2026, startDate: '2026-01-01', endDate: '2026-12-31' }],
});

function api(answer: (request: ApiRequest) => unknown, holders = [person(SELF, 'H', '111122223', 'C.'), person(CHILD, 'M', '111122224', 'Z.')]) {
  return (request: ApiRequest) => {
    switch (request.path) {
      case 'InsuranceCard/GetDigitalInsuranceCardInformation':
        return [card(SELF, '111122223', 'C.'), card(CHILD, '111122224', 'Z.')];
      case 'Customer/getAllCustomersWithActiveInsuranceCard':
        return holders;
      case 'InsuranceCard':
        return answer(request);
      default:
        throw new Error(`unexpected call ${request.path}`);
    }
  };
}

async function opened(answer: (request: ApiRequest) => unknown) {
  const setup = await accountScope(api(answer), {}, ['login', 'c-ehic']);
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
  return setup;
}

describe('zorgpas-ehic in a forked scope', () => {
  test('the cards of the persons the user may see, each holder by name', async () => {
    const { scope } = await opened(() => null);
    expect(scope.getState($cards)).toHaveLength(2);
    expect(scope.getState($holders)).toEqual([
      { customerNumber: SELF, policyNumber: '111122223', name: 'C. van Dijk' },
      { customerNumber: CHILD, policyNumber: '111122224', name: 'Z. van Dijk' },
    ]);
  });

  test('the holders are the persons with an active insurance card (spec 02 §7): a card of anyone else is not drawn', async () => {
    const setup = await accountScope(api(() => null, [person(CHILD, 'M', '111122224', 'Z.')]), {}, ['login', 'c-ehic']);
    await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
    expect(setup.requests.map((request) => request.path)).toContain('Customer/getAllCustomersWithActiveInsuranceCard');
    expect(setup.scope.getState($holders)).toEqual([{ customerNumber: CHILD, policyNumber: '111122224', name: 'Z. van Dijk' }]);
    expect(setup.scope.getState($cards).map((card) => card.customerNumber)).toEqual([CHILD]);
  });

  test('nobody chosen: the domain\'s message, nothing sent', async () => {
    const { scope, requests } = await opened(() => null);
    await allSettled(requestForm.submitted, { scope });
    expect(scope.getState(requestForm.$shownErrors)).toEqual({ customerNumbers: 'pages.insuranceCard.errors.insurance-card-person-required' });
    expect(requests.some((request) => request.path === 'InsuranceCard')).toBe(false);
  });

  test('partially accepted: who gets a card, who not, and the delivery date; the choice is cleared', async () => {
    const { scope, requests } = await opened(() => ({
      isSuccessful: true,
      acceptedAgreementNumbers: ['111122224'],
      deniedAgreementNumbers: ['111122223'],
      expectedDeliveryDate: '2026-12-07',
      requestReferences: [{ agreementNumber: '111122224', requestId: 'r-card-1' }],
    }));
    await allSettled(requestForm.fieldChanged, { scope, params: { field: 'customerNumbers', value: [SELF, CHILD] } });
    await allSettled(requestForm.submitted, { scope });
    expect(requests.find((request) => request.path === 'InsuranceCard')?.json).toEqual({ customerNumbers: [SELF, CHILD] });
    expect(scope.getState($answer)).toEqual({
      outcome: 'partially-accepted',
      accepted: ['Z. van Dijk'],
      denied: ['C. van Dijk'],
      expectedDeliveryDate: '2026-12-07',
      references: [{ name: 'Z. van Dijk', requestId: 'r-card-1' }],
    });
    // its link marks the request on Mijn aanvragen
    expect(scope.getState($myRequestsUrl)).toBe('/mijn-aanvragen?aanvraag=r-card-1');
    expect(scope.getState(requestForm.$values).customerNumbers).toEqual([]);
    // a card on its way: the success popup, until closed
    expect(scope.getState($isReceiptOpen)).toBe(true);
    await allSettled(receiptClosed, { scope });
    expect(scope.getState($isReceiptOpen)).toBe(false);
  });

  test('denied within 3 months: its own answer, no card date', async () => {
    const { scope } = await opened(() => ({ isSuccessful: false, acceptedAgreementNumbers: [], deniedAgreementNumbers: ['111122224'], expectedDeliveryDate: null }));
    await allSettled(requestForm.fieldChanged, { scope, params: { field: 'customerNumbers', value: [CHILD] } });
    await allSettled(requestForm.submitted, { scope });
    expect(scope.getState($answer)).toMatchObject({ outcome: 'denied', denied: ['Z. van Dijk'], expectedDeliveryDate: null });
    // no success popup: the denial stays beside the form
    expect(scope.getState($isReceiptOpen)).toBe(false);
  });

  test('a failure shows error-saving and keeps the choice', async () => {
    const { scope, notices } = await opened((request) => {
      throw new ApiError(502, request.path, null);
    });
    await allSettled(requestForm.fieldChanged, { scope, params: { field: 'customerNumbers', value: [CHILD] } });
    await allSettled(requestForm.submitted, { scope });
    expect(notices()).toContain('negative:pages.insuranceCard.errorSaving');
    expect(scope.getState(requestForm.$values).customerNumbers).toEqual([CHILD]);
    expect(scope.getState($answer)).toBeNull();
  });
});

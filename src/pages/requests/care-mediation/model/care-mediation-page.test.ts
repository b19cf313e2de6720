import { ApiError, type ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { addDays, format } from 'date-fns';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { request } from './care-mediation-page';

const route = routes['care-mediation'];
const SELF = '100200300';
const CHILD = '100200301';
const PARTNER = '100200302';

const customer = (customerNumber: string, role: 'H' | 'M' | 'P', birthDate: string, firstName: string) => ({
  customerNumber, role, birthDate, firstName, lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
});
const HOUSEHOLD = [customer(SELF, 'H', '1984-04-12', 'Cas'), customer(PARTNER, 'P', '1985-06-01', 'Noor'), customer(CHILD, 'M', '2016-02-10', 'Zoey')];
const RECEIPT = { requestId: 'r-1', receivedAt: '2026-11-23T10:00:00.000Z' };

function api(overrides: Partial<Record<string, (request: ApiRequest) => unknown>> = {}) {
  return (call: ApiRequest) => {
    const override = overrides[call.path];
    if (override) return override(call);
    if (call.path === 'Customer/GetAllCustomersWithActivePolicy') return HOUSEHOLD;
    if (call.path.startsWith('CareMediation/')) return RECEIPT;
    throw new Error(`unexpected call ${call.path}`);
  };
}

async function opened(fakeApi = api()) {
  const setup = await accountScope(fakeApi);
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
  return setup;
}

const choose = (scope: Scope, flow: string) => allSettled(request.choiceForm.fieldChanged, { scope, params: { field: 'flow', value: flow } });
const answer = (scope: Scope, field: string, value: string) => allSettled(request.answersForm.fieldChanged, { scope, params: { field, value } });
const personsOf = (scope: Scope) => scope.getState(request.$persons).map((person) => person.customerNumber);

describe('zorgbemiddeling-aanvragen in a forked scope', () => {
  test('"general practitioner and mental health only for oneself": each flow offers its own persons', async () => {
    const { scope } = await opened();
    await choose(scope, 'district-nursing');
    expect(personsOf(scope)).toEqual([SELF, CHILD]);
    await allSettled(request.personChosen, { scope, params: CHILD });
    await choose(scope, 'general-practitioner');
    expect(personsOf(scope)).toEqual([SELF]);
    expect(scope.getState(request.$chosenCustomerNumber)).toBe(SELF);
    await choose(scope, 'mental-health');
    expect(personsOf(scope)).toEqual([SELF]);
  });

  test('the flow comes first: next without one names it; another flow starts its form afresh', async () => {
    const { scope } = await opened();
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.choiceForm.$shownErrors)).toEqual({ flow: 'pages.careMediation.errors.flow-required' });
    await choose(scope, 'general-practitioner');
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.wizard.$step)).toBe('gegevens');
    await answer(scope, 'reason', 'moved');
    await choose(scope, 'maternity-care');
    expect(scope.getState(request.answersForm.$values)).toEqual({ dueDate: '', healthcareType: '', distance: '', additionalInformation: '' });
  });

  test('a refused value keeps the step; corrected, the summary sends one multipart call in the spec\'s names', async () => {
    const { scope, requests, navigate, notices } = await opened();
    await choose(scope, 'district-nursing');
    await allSettled(request.personChosen, { scope, params: CHILD });
    await allSettled(request.wizard.nextClicked, { scope });
    const start = format(addDays(new Date(), 3), 'dd-MM-yyyy');
    for (const [field, value] of [['indication', 'false'], ['combinedCareType', '1'], ['personalCareHours', '4'], ['timesPerWeek', '2'], ['startDate', start]] as const) {
      await answer(scope, field, value);
    }
    await allSettled(request.wizard.nextClicked, { scope });
    // "type 1 needs nursing time"
    expect(scope.getState(request.wizard.$step)).toBe('gegevens');
    expect(scope.getState(request.answersForm.$shownErrors)).toEqual({ nursingHours: 'validation.nursing-time-required' });
    await answer(scope, 'nursingHours', '1');
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.wizard.$step)).toBe('controle');
    await allSettled(request.sendClicked, { scope });
    const sent = requests.filter((call) => call.path.startsWith('CareMediation/'));
    expect(sent.map((call) => call.path)).toEqual(['CareMediation/DistrictCare']);
    expect([...(sent[0]?.formData?.entries() ?? [])]).toEqual([
      ['CurrentSelectedCustomerNumber', CHILD],
      ['Indication', 'false'],
      ['CombinedCareType', '1'],
      ['NursingTime.Hours', '1'],
      // the personal care's time, typed before, is not asked with nursing alone (care type 1): not sent
      ['TimesPerWeek', '2'],
      ['StartDate', format(addDays(new Date(), 3), 'yyyy-MM-dd')],
    ]);
    // no passing notice: the receipt says what was sent, its reference and by when (issue 33 point 7)
    expect(notices()).toEqual([]);
    expect(scope.getState(request.$receipt)).toEqual({
      requestId: 'r-1',
      receivedAt: RECEIPT.receivedAt,
      flowId: 'district-nursing',
      personName: expect.stringContaining('Zoey'),
      // Monday 23 November: contact within 5 working days
      handledBy: '2026-11-30',
    });
    expect(navigate).not.toHaveBeenCalledWith({ to: '/home' });
    // the answers stay behind the receipt; nothing is unsaved
    expect(scope.getState(request.leaveGuard.$isArmed)).toBe(false);
    await allSettled(request.receiptClosed, { scope });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/home' });
  });

  test('the server\'s refusal in its words goes back to the answers', async () => {
    const refuse = (call: ApiRequest) => {
      throw new ApiError(400, call.path, 'De AGB-code bestaat uit 8 cijfers.');
    };
    const { scope } = await opened(api({ 'CareMediation/GeneralPractitioner': refuse }));
    await choose(scope, 'general-practitioner');
    await allSettled(request.wizard.nextClicked, { scope });
    await answer(scope, 'reason', 'moved');
    await answer(scope, 'distance', '15');
    await allSettled(request.wizard.nextClicked, { scope });
    await allSettled(request.sendClicked, { scope });
    expect(scope.getState(request.wizard.$step)).toBe('gegevens');
    expect(scope.getState(request.answersForm.$summary)).toEqual([{ path: null, message: 'validation.agb-code-invalid' }]);
  });
});

import { ApiError, type ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { addDays, format, subYears } from 'date-fns';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { request } from './seated-transport-page';

const route = routes['seated-transport'];
const SELF = '100200300';
const CHILD = '100200301';
const TEEN = '100200302';

const person = (customerNumber: string, role: string, age: number) => ({
  customerNumber, role, birthDate: format(subYears(new Date(), age), 'yyyy-MM-dd'), firstName: 'Cas', lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
});

async function opened(send: (call: ApiRequest) => unknown = () => ({ requestId: 'r-1', receivedAt: '2026-11-23T10:00:00.000Z' })) {
  const calls: ApiRequest[] = [];
  const setup = await accountScope((call) => {
    if (call.path === 'Customer/GetAllCustomersWithActivePolicy') return [person(SELF, 'H', 45), person(CHILD, 'M', 9), person(TEEN, 'M', 17)];
    if (call.path === 'Declaration/ValidateAttachmentsReadability') return [{ fileName: 'verklaring.pdf', readabilityScore: 2 }];
    if (call.path === 'SeatedPatientTransport') {
      calls.push(call);
      return send(call);
    }
    throw new Error(`unexpected call ${call.path}`);
  });
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
  return { ...setup, calls };
}

const choose = (scope: Scope, flow: string) => allSettled(request.choiceForm.fieldChanged, { scope, params: { field: 'flow', value: flow } });
const day = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy');
const hardship = {
  requestType: 'new', indication: 'true', multipleInstances: 'true', careInstances: '3',
  'careInstances.0.instanceName': 'Erasmus MC', 'careInstances.1.instanceName': 'Ikazia', 'careInstances.2.instanceName': 'Maasstad',
  startDate: day(1), endDate: day(30), canTravelPublicOrOwn: 'true',
};

describe('aanvraag-zittend-ziekenvervoer in a forked scope', () => {
  test('"transport claims are only for oneself and persons under 16": the main insured and the child of 9, not the child of 17', async () => {
    const { scope } = await opened();
    await choose(scope, 'wheelchair');
    expect(scope.getState(request.$persons).map((option) => option.customerNumber)).toEqual([SELF, CHILD]);
  });

  test('removing a care instance moves the later ones up', async () => {
    const { scope } = await opened();
    await choose(scope, 'hardship-clause');
    await allSettled(request.answersForm.filled, { scope, params: hardship });
    await allSettled(request.listItemRemoved, { scope, params: { list: 'careInstances', index: 1 } });
    expect(scope.getState(request.answersForm.$values)).toMatchObject({
      careInstances: '2',
      'careInstances.0.instanceName': 'Erasmus MC',
      'careInstances.1.instanceName': 'Maasstad',
      'careInstances.2.instanceName': '',
    });
  });

  test('a wheelchair request is sent to SeatedPatientTransport with its SituationType; a refusal is the error-saving notice', async () => {
    const { scope, notices, calls } = await opened((call) => {
      throw new ApiError(400, call.path, 'De datum mag niet in het verleden liggen.');
    });
    await choose(scope, 'wheelchair');
    await allSettled(request.personChosen, { scope, params: CHILD });
    await allSettled(request.wizard.nextClicked, { scope });
    const values = { requestType: 'new', maxAmountWalking: '40', longTermDependent: 'true', startDate: day(3), endDate: day(90), canTravelPublicOrOwn: 'true' };
    await allSettled(request.answersForm.filled, { scope, params: values });
    await allSettled(request.attachments.filesChosen, { scope, params: [new File([new Uint8Array(4096)], 'verklaring.pdf', { type: 'application/pdf' })] });
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.wizard.$step)).toBe('controle');
    await allSettled(request.sendClicked, { scope });
    expect(calls).toHaveLength(1);
    const body = calls[0]?.formData;
    expect(body?.get('SituationType')).toBe('wheelchair');
    expect(body?.get('CurrentSelectedCustomerNumber')).toBe(CHILD);
    expect(body?.get('NumberOfMonths')).toBeNull();
    expect(notices()).toEqual(['negative:pages.seatedTransport.errorSaving']);
    expect(scope.getState(request.answersForm.$values)).toMatchObject(values);
  });
});

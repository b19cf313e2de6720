import { ApiError, type ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { subYears, format } from 'date-fns';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { request } from './treatment-abroad-page';

const route = routes['treatment-abroad'];
const SELF = '100200300';

const self = (birthDate: string) => ({
  customerNumber: SELF, role: 'H', birthDate, firstName: 'Cas', lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
});

async function opened(birthDate: string, kidney: (call: ApiRequest) => unknown = () => ({ requestId: 'r-1', receivedAt: '2026-11-23T10:00:00.000Z' })) {
  const setup = await accountScope((call) => {
    if (call.path === 'Customer/GetAllCustomersWithActivePolicy') return [self(birthDate)];
    if (call.path === 'TreatmentAbroad/KidneyDialysis') return kidney(call);
    throw new Error(`unexpected call ${call.path}`);
  });
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
  return setup;
}

const choose = (scope: Scope, flow: string) => allSettled(request.choiceForm.fieldChanged, { scope, params: { field: 'flow', value: flow } });

describe('behandeling-buitenland-aanvragen in a forked scope', () => {
  test.for([
    // "Fertility: no right to reimbursement from age 43", said before the form
    { age: 42, flow: 'fertility', notice: null },
    { age: 43, flow: 'fertility', notice: 'pages.treatmentAbroad.fertilityNoRight' },
    { age: 50, flow: 'medical-treatment', notice: null },
  ])('$flow at $age: notice $notice', async ({ age, flow, notice }) => {
    const { scope } = await opened(format(subYears(new Date(), age), 'yyyy-MM-dd'));
    await choose(scope, flow);
    expect(scope.getState(request.$persons).map((person) => person.customerNumber)).toEqual([SELF]);
    expect(scope.getState(request.$notice)).toBe(notice);
  });

  test('a question that appears after an answer is not in error before it could be answered; asked at the next Volgende, it is', async () => {
    const { scope } = await opened('1980-01-01');
    await choose(scope, 'kidney-dialysis');
    await allSettled(request.wizard.nextClicked, { scope });
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.answersForm.$shownErrors)).toHaveProperty('priceMentioned');
    // 'Is er een prijs genoemd?' yes: the amount appears, not in error yet
    await allSettled(request.answersForm.fieldChanged, { scope, params: { field: 'priceMentioned', value: 'true' } });
    expect(scope.getState(request.answersForm.$shownErrors)).not.toHaveProperty('amount');
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.answersForm.$shownErrors)).toHaveProperty('amount');
  });

  test('"no specific error messages are shown": a refusal is the error-saving notice, the answers kept', async () => {
    const { scope, notices } = await opened('1980-01-01', (call) => {
      throw new ApiError(400, call.path, 'De einddatum mag niet vóór de begindatum liggen.');
    });
    await choose(scope, 'kidney-dialysis');
    await allSettled(request.wizard.nextClicked, { scope });
    const values = {
      instanceName: 'Centro', instanceStreet: 'Calle Mayor', instanceHouseNumber: '1', instancePostalCode: '03001', instanceCity: 'Alicante',
      instanceCountry: 'ES', instancePhone: '+34965123456', startDate: format(new Date(), 'dd-MM-yyyy'), endDate: format(new Date(), 'dd-MM-yyyy'),
      needsTransport: 'false', numberOfDialysis: '3', approval: 'false', priceMentioned: 'false',
    };
    await allSettled(request.answersForm.filled, { scope, params: values });
    await allSettled(request.wizard.nextClicked, { scope });
    expect(scope.getState(request.wizard.$step)).toBe('controle');
    await allSettled(request.sendClicked, { scope });
    expect(notices()).toEqual(['negative:pages.treatmentAbroad.errorSaving']);
    expect(scope.getState(request.answersForm.$values)).toMatchObject(values);
  });
});

import type { ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { $isIbanUnknown, $receipt, $transportTotal, attachments, declarationForm, detailsForm, filesForm, person, receiptClosed, sendClicked, tripAdded, wizard } from './submit-healthcare-costs-page';

const route = routes['submit-healthcare-costs'];
const SELF = '100200300';
const CHILD = '100200301';
const THIS_YEAR = new Date().getFullYear();
/** A person as GET Customer/GetAllCustomersWithPolicy answers: with their policies of the years given (this year by default). */
const customer = (customerNumber: string, role: 'H' | 'M' | 'P', age: number, firstName: string, years = [THIS_YEAR]) => ({
  customerNumber, role, birthDate: `${THIS_YEAR - age}-01-01`, firstName, lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
  policies: years.map((year) => ({ policyNumber: `${customerNumber}${year}`, year, startDate: `${year}-01-01`, endDate: `${year}-12-31` })),
});
const FORMER_CHILD = '100200305';
const NEWBORN = '100200306';

/** A date some days back, as the user types it. */
function typed(daysBack: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}
const submitted = (value: string) => value.split('-').reverse().join('-');

function api(request: ApiRequest): unknown {
  switch (request.path) {
    case 'Customer/GetAllCustomersWithPolicy':
      return [
        customer(SELF, 'H', 42, 'Cas'), customer('100200302', 'P', 40, 'Noor'), customer(CHILD, 'M', 9, 'Zoey'),
        // insured until last year: a bill of then can still be declared; insured only from next year: nothing to declare yet
        customer(FORMER_CHILD, 'M', 12, 'Mees', [THIS_YEAR - 1, THIS_YEAR - 2]), customer(NEWBORN, 'M', 0, 'Lot', [THIS_YEAR + 1]),
      ];
    case 'Declaration/ValidateAttachmentsReadability':
      return [{ fileName: 'nota.png', readabilityScore: 2 }];
    case 'Declaration':
      return { declarationId: '9000000001', recordId: '100001', receivedDate: '2026-11-24', handledBy: '2026-12-08', payoutAccountEnding: '4300' };
    case 'Agreement/HasKnownIban':
      return { hasKnownIban: false, ibanPayedByInsured: null };
    default:
      throw new Error(`unexpected call ${request.path}`);
  }
}

async function opened() {
  const setup = await accountScope(api, {}, ['login', 'r-per-det', 'c-dec', 'r-dec']);
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query: {} } });
  return setup;
}

const field = (scope: Scope, name: string, value: string) => allSettled(declarationForm.fieldChanged, { scope, params: { field: name, value } as never });

describe('indienen-zorgkosten in a forked scope', () => {
  test('"No IBAN known" (spec 02 §8): asked with the payment-details permission, and said before the user starts', async () => {
    const withPaymentDetails = await accountScope(api, {}, ['login', 'r-per-det', 'c-dec', 'r-dec', 'r-pay-det']);
    await allSettled(route.opened, { scope: withPaymentDetails.scope, params: { params: {}, query: {} } });
    expect(withPaymentDetails.scope.getState($isIbanUnknown)).toBe(true);
    // a co-insured without it is not asked (the server would refuse)
    const { scope, requests } = await opened();
    expect(requests.map((request) => request.path)).not.toContain('Agreement/HasKnownIban');
    expect(scope.getState($isIbanUnknown)).toBe(false);
  });

  test('the persons: those with a policy in the claim period, also one that has ended since (GET Customer/GetAllCustomersWithPolicy)', async () => {
    const { scope, requests } = await opened();
    expect(scope.getState(person.$persons).map((option) => option.customerNumber)).toEqual([SELF, CHILD, FORMER_CHILD]);
    expect(requests.map((request) => request.path)).not.toContain('Customer/GetAllCustomersWithActivePolicy');
  });

  test('without a kind the first step cannot continue', async () => {
    const { scope } = await opened();
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('soort');
    expect(scope.getState(declarationForm.$summary).map((line) => line.path)).toEqual(['kind']);
  });

  test('above 2000 euro the details step says so and stays', async () => {
    const { scope } = await opened();
    await field(scope, 'kind', 'bill');
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('gegevens');
    for (const [name, value] of [['careType', 'hospital'], ['treatmentDate', typed(2)], ['amount', '2000,01'], ['careProvider', 'MC Westerpark'], ['treatmentInfo', 'Polikliniek']]) {
      await field(scope, name!, value!);
    }
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('gegevens');
    expect(scope.getState(detailsForm.$shownErrors)).toEqual({ amount: 'pages.submitHealthcareCosts.errors.amount-above-online-maximum' });
  });

  test('a text over its length says the number in the kit\'s words, which name the field', async () => {
    const { scope } = await opened();
    await field(scope, 'kind', 'bill');
    await allSettled(wizard.nextClicked, { scope });
    for (const [name, value] of [['careType', 'hospital'], ['treatmentDate', typed(2)], ['amount', '20'], ['careProvider', 'x'.repeat(101)], ['treatmentInfo', 'Polikliniek']]) {
      await field(scope, name!, value!);
    }
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(detailsForm.$shownErrors)).toEqual({ careProvider: { key: 'forms.refusals.tooLong', values: { max: 100 } } });
  });

  test('a question that appears after an answer, or a trip just added, is not in error before the next "Volgende"', async () => {
    const { scope } = await opened();
    await field(scope, 'kind', 'abroad');
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(detailsForm.$shownErrors)).toHaveProperty('hasTravelInsurance');
    await field(scope, 'hasTravelInsurance', 'yes');
    expect(scope.getState(detailsForm.$shownErrors)).not.toHaveProperty('hasTravelInsurance');
    expect(scope.getState(detailsForm.$shownErrors)).not.toHaveProperty('travelInsurer');
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(detailsForm.$shownErrors)).toHaveProperty('travelInsurer', 'validation.required-field');

    await allSettled(wizard.backClicked, { scope });
    await field(scope, 'kind', 'transport');
    await allSettled(wizard.nextClicked, { scope });
    // a transport starts with one trip
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(detailsForm.$shownErrors)).toHaveProperty(['trips.0.date']);
    await allSettled(tripAdded, { scope });
    expect(Object.keys(scope.getState(detailsForm.$shownErrors)).filter((path) => path.startsWith('trips.1.'))).toEqual([]);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(detailsForm.$shownErrors)).toHaveProperty(['trips.1.date']);
  });

  test('a transport declaration for the child: 20 trips at most, sent with the spec\'s names, then to the child\'s care costs of that year', async () => {
    const { scope, requests, navigate, notices } = await opened();
    await allSettled(person.personChosen, { scope, params: CHILD });
    await field(scope, 'kind', 'transport');
    await allSettled(wizard.nextClicked, { scope });
    for (const [name, value] of [['treatmentType', 'dialysis'], ['travelType', 'taxi'], ['travelFrom', 'Utrecht'], ['travelTo', 'Nieuwegein']]) {
      await field(scope, name!, value!);
    }
    for (let index = 0; index < 25; index += 1) await allSettled(tripAdded, { scope });
    expect(scope.getState(declarationForm.$values).trips).toHaveLength(20);
    for (let index = 1; index < 20; index += 1) await allSettled(declarationForm.itemRemoved, { scope, params: { field: 'trips', index: 1 } });
    await allSettled(declarationForm.itemChanged, { scope, params: { field: 'trips', index: 0, changes: { date: typed(3), direction: 'return' } } });
    // issue 32: each trip its amount
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(detailsForm.$shownErrors)).toEqual({ 'trips.0.amount': 'validation.required-field' });
    await allSettled(tripAdded, { scope });
    await allSettled(declarationForm.itemChanged, { scope, params: { field: 'trips', index: 0, changes: { amount: '21,10', extraCostType: 'toll', extraCostAmount: '4,50' } } });
    await allSettled(declarationForm.itemChanged, { scope, params: { field: 'trips', index: 1, changes: { date: typed(1), direction: 'one-way', amount: '10,55' } } });
    expect(scope.getState($transportTotal)).toBe(36.15);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('bijlagen');
    // issue 33: without a file the step says so in words (a validation message), not as the raw key `files-required`
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('bijlagen');
    expect(scope.getState(filesForm.$shownErrors)).toEqual({ files: 'validation.files-required' });
    await allSettled(attachments.filesChosen, { scope, params: [new File([new Uint8Array(4096)], 'nota.png', { type: 'image/png' })] });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('controle');
    await allSettled(sendClicked, { scope });
    const sent = requests.find((request) => request.path === 'Declaration');
    expect([...(sent?.formData?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ['CurrentSelectedCustomerNumber', CHILD],
      ['IsTransportCosts', 'true'],
      ['IsAbroad', 'false'],
      ['Transport.TreatmentType', 'dialysis'],
      ['Transport.TravelType', 'taxi'],
      ['Transport.DestinationFrom', 'Utrecht'],
      ['Transport.DestinationTo', 'Nieuwegein'],
      ['Transport.Rides[0].Date', submitted(typed(3))],
      ['Transport.Rides[0].IsReturn', 'true'],
      ['Transport.Rides[0].Amount', '21.10'],
      ['Transport.Rides[0].ExtraCostType', 'toll'],
      ['Transport.Rides[0].ExtraCostAmount', '4.50'],
      ['Transport.Rides[1].Date', submitted(typed(1))],
      ['Transport.Rides[1].IsReturn', 'false'],
      ['Transport.Rides[1].Amount', '10.55'],
      ['Files', 'nota.png'],
    ]);
    // the success popup says what was sent; closing it leads to the child's care costs of that year
    const costsAddress = `/mijn-zorgkosten?jaar=${submitted(typed(3)).slice(0, 4)}&verzekerde=${CHILD}`;
    expect(scope.getState($receipt)).toEqual({ declarationId: '9000000001', handledBy: '2026-12-08', payoutAccountEnding: '4300', costsAddress });
    expect(notices()).toEqual([]);
    expect(navigate).not.toHaveBeenCalledWith({ to: costsAddress });
    await allSettled(receiptClosed, { scope });
    expect(navigate).toHaveBeenLastCalledWith({ to: costsAddress });
  });
});

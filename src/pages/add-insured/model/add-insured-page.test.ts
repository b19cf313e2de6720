import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { offeredYearQuery } from '@/entities/offered-year';
import { ApiError } from '@/shared/api';
import { readClockFx } from '@/shared/lib/clock';
import { routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { bsnInUseQuery, newlyInsuredCardsQuery, saveNewlyInsuredMutation, validateNewlyInsuredQuery, type NewlyInsuredChoiceRequest, type NewlyInsuredRequest } from '../api/add-insured';
import { $agreementChoices, $agreementNumberShown, $isSaved, $loadState, $myRequestsUrl, $receipt, $mayBePartner, $saveFailure, $validation, personAdded, personsForm, refusalOfServer, roleChosen, saveClicked, wizard } from './add-insured-page';

const TODAY = new Date(2026, 10, 24, 12);

const AGREEMENT = {
  agreementId: '1', agreementIdNumber: '40', year: 2026, collectivity: 'Zorgzaam', contractCode: 'ZZA01', totalAmount: 100, totalAmountPaymentTerm: 100,
  paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2015-01-01', endDate: null, editPolicyDenialReason: null,
  newlyInsuredPersonsInProgress: [], agreementParticipants: [], policyDetails: [],
};

const GROUPS = [
  {
    key: 'basic' as const, label: 'Basisverzekering', maximumSelectableAmount: 1,
    cards: [{ productComponentCode: '1114', title: 'Basis', packageSetNumber: 2, packageType: 'basic insurance', isNoInsurance: false, hasMedicalSelection: false, isDisabled: false, ownRiskAmount: null,
      insuredPersons: [{ customerNumber: 'persoon-x', netPremiumWithDiscount: 0, ownRiskDiscount: null, isSelected: true, isDisabled: true }] }],
  },
];

const groupsFor = (id: string) =>
  GROUPS.map((group) => ({ ...group, cards: group.cards.map((card) => ({ ...card, insuredPersons: card.insuredPersons.map((option) => ({ ...option, customerNumber: id })) })) }));

const premium = (month: number) => ({ totalNettoPremiumMonth: month, totalNettoPremiumPaymentTerm: month, excessAmount: 0 });

async function opened(inUse: boolean, cards: (request: NewlyInsuredRequest) => unknown = () => ({}), offerYear: number | null = 2027, today: Date = TODAY, agreement: typeof AGREEMENT | (typeof AGREEMENT)[] = AGREEMENT) {
  const calls = { cards: [] as NewlyInsuredRequest[], validated: [] as NewlyInsuredChoiceRequest[], saved: [] as NewlyInsuredChoiceRequest[], saveRefusal: null as Error | null };
  const scope = fork({
    handlers: [
      [readClockFx, () => today],
      [offeredYearQuery.__.executeFx, () => offerYear],
      [agreementDetailsForYearQuery.__.executeFx, (year: number) => [agreement].flat().map((entry) => ({ ...entry, year }))],
      [bsnInUseQuery.__.executeFx, ({ socialSecurityNumbers }: { socialSecurityNumbers: string[] }) => socialSecurityNumbers.map(() => inUse)],
      [newlyInsuredCardsQuery.__.executeFx, (request: NewlyInsuredRequest) => {
        calls.cards.push(request);
        const id = request.newlyInsuredPersons[0]!.id;
        cards(request);
        return {
          agreementId: '1', year: 2026, contractCode: 'ZZA01', paymentTerm: 1, paymentTermDiscounts: { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 }, changeDenied: null,
          insuredPersons: [{ customerNumber: id, initials: 'L.', firstName: 'Lotte', prefix: null, lastName: 'Jansen', birthDate: '2026-10-25', role: 'M', isAdult: false }],
          contractCards: groupsFor(id),
        };
      }],
      [validateNewlyInsuredQuery.__.executeFx, (request: NewlyInsuredChoiceRequest) => {
        calls.validated.push(request);
        return {
          contractCards: groupsFor(request.newlyInsuredPersons[0]!.id), isPackageSelectionConflict: false, unselectedRequiredPackageTypes: [],
          premiumOverview: [{ customerNumber: request.newlyInsuredPersons[0]!.id, before: premium(0), after: premium(0) }],
          total: { before: { month: 100, term: 100, paymentTerm: 1 }, after: { month: 100, term: 100, paymentTerm: 1 } },
        };
      }],
      [saveNewlyInsuredMutation.__.executeFx, (request: NewlyInsuredChoiceRequest) => {
        calls.saved.push(request);
        if (calls.saveRefusal) throw calls.saveRefusal;
        return { isSuccessful: true, agreementId: '1', newlyInsuredPersons: [{ id: 'NV000001', startDate: '2026-10-25' }] };
      }],
    ],
  });
  await allSettled(routes['add-insured'].opened, { scope, params: { params: {}, query: {} } });
  return { scope, calls };
}

async function fillNewborn(scope: Awaited<ReturnType<typeof opened>>['scope'], birthDate = '25-10-2026') {
  await allSettled(personsForm.itemChanged, {
    scope,
    params: { field: 'persons', index: 0, changes: { initials: 'L.', firstName: 'Lotte', lastName: 'Jansen', birthDate, gender: 'F', socialSecurityNumber: '999990019' } },
  });
  await allSettled(roleChosen, { scope, params: { index: 0, role: 'M' } });
}

describe('verzekerde-bijschrijven (spec 02 §4 "Adding insured")', () => {
  test('a newborn: the BSN is free, the cards come with the start date of the birth, the premium is validated, saving succeeds', async () => {
    const { scope, calls } = await opened(false);
    expect(scope.getState($loadState)).toBe('ready');
    await fillNewborn(scope);
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards).toHaveLength(1);
    // "Newborns … within 4 months": insured from the birth date, sent as yyyy-MM-dd in the spec's form (role, isBornRecently)
    expect(calls.cards[0]!.newlyInsuredPersons[0]).toMatchObject({ role: 'M', isBornRecently: true, birthDate: '2026-10-25', startDate: '2026-10-25' });
    expect(calls.cards[0]!.newlyInsuredPersons[0]).not.toHaveProperty('isPartner');
    expect(scope.getState(wizard.$step)).toBe('dekking');
    expect(scope.getState($validation)?.premiumOverview).toHaveLength(1);
    // "Validation request: contractCode, language, startDate, selectedPaymentTerm, agreementId, chosen insurances"
    expect(calls.validated[0]).toMatchObject({ contractCode: 'ZZA01', agreementId: '1', startDate: '2026-10-25', selectedPaymentTerm: 1 });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('controle');
    await allSettled(saveClicked, { scope });
    expect(calls.saved[0]!.chosenInsurances).toEqual([]);
    expect(scope.getState($isSaved)).toBe(true);
    // it ends as every request does: the person's reference, and the way to it on Mijn aanvragen
    expect(scope.getState($receipt)).toEqual([{ name: 'Lotte Jansen', reference: 'NV000001', startDate: '2026-10-25' }]);
    expect(scope.getState($myRequestsUrl)).toBe('/mijn-aanvragen?aanvraag=NV000001');
  });

  test('"a failure that returns package types lists them as missing required packages", whatever its message; without them the reason', async () => {
    const { scope, calls } = await opened(false);
    await fillNewborn(scope);
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(wizard.nextClicked, { scope });
    calls.saveRefusal = new ApiError(400, 'Contract/SaveContractCardsForNewlyInsuredPersons', 'Verplicht pakket ontbreekt.', { message: 'Verplicht pakket ontbreekt.', packageTypes: ['Basisverzekering', 'Eigen risico'] });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saveFailure)).toEqual({ kind: 'missing-packages', packageTypes: ['Basisverzekering', 'Eigen risico'] });
    calls.saveRefusal = new ApiError(400, 'Contract/SaveContractCardsForNewlyInsuredPersons', 'Nee.', { message: 'Nee.', packageTypes: [] });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saveFailure)).toEqual({ kind: 'refused', message: 'Nee.' });
    expect(scope.getState($isSaved)).toBe(false);
  });

  test("a BSN in use: back at the persons with 'Deze BSN heeft u al geregistreerd.', no cards asked", async () => {
    const { scope, calls } = await opened(true);
    await fillNewborn(scope);
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards).toHaveLength(0);
    expect(scope.getState(wizard.$step)).toBe('personen');
    expect(scope.getState(personsForm.$shownErrors)['persons.0.socialSecurityNumber']).toBe('validation.bsn-already-registered');
  });

  test('an invalid form is not sent', async () => {
    const { scope, calls } = await opened(false);
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards).toHaveLength(0);
    expect(scope.getState(personsForm.$shownErrors)).toMatchObject({ 'persons.0.firstName': 'validation.required-field' });
  });

  test('the server refuses a second partner: shown at the partner field', async () => {
    const { scope } = await opened(false, () => {
      throw new ApiError(400, '/api/Contract/GetContractCardsForNewlyInsuredPersons', 'Er staat al een partner op deze polis. (partner-already-insured; persons.0.role)');
    });
    await fillNewborn(scope);
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('personen');
    expect(scope.getState(personsForm.$shownErrors)['persons.0.role']).toBe('pages.addInsured.errors.partner-already-insured');
  });

  test('a main insured of two agreements chooses one; the chosen one is named and is the one the cards are asked for', async () => {
    const childs = { ...AGREEMENT, agreementId: '2', agreementIdNumber: '41' };
    const { scope, calls } = await opened(false, () => ({}), 2027, TODAY, [AGREEMENT, childs]);
    expect(scope.getState($loadState)).toBe('choose');
    expect(scope.getState($agreementChoices).map((choice) => choice.url)).toEqual(['/verzekerde-bijschrijven?overeenkomst=1', '/verzekerde-bijschrijven?overeenkomst=2']);
    await allSettled(routes['add-insured'].updated, { scope, params: { params: {}, query: { overeenkomst: '2' } } });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($agreementNumberShown)).toBe('41');
    await fillNewborn(scope);
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards[0]?.agreementId).toBe('2');
  });

  test('"Defaulters cannot edit the policy": with a payment deficit the form does not open, a popup says why', async () => {
    const { scope } = await opened(false, () => ({}), 2027, TODAY, { ...AGREEMENT, editPolicyDenialReason: 'payment-deficit' } as unknown as typeof AGREEMENT);
    expect(scope.getState($loadState)).toBe('payment-deficit');
  });

  test('"Only one partner per agreement and none if one exists": a partner still being added counts, so the form offers no partner', async () => {
    const pending = { ...AGREEMENT, newlyInsuredPersonsInProgress: [{ initials: 'P.', fullLastName: 'Jansen', birthDate: '1985-03-04', role: 'P' }] } as typeof AGREEMENT;
    const withPending = await opened(false, () => ({}), 2027, TODAY, pending);
    expect(withPending.scope.getState($mayBePartner)).toEqual([false]);
    await allSettled(roleChosen, { scope: withPending.scope, params: { index: 0, role: 'P' } });
    await allSettled(wizard.nextClicked, { scope: withPending.scope });
    expect(withPending.scope.getState(personsForm.$shownErrors)['persons.0.role']).toBe('pages.addInsured.errors.partner-already-insured');
    // without one, the partner may be chosen
    expect((await opened(false)).scope.getState($mayBePartner)).toEqual([true]);
  });

  // issue 32 point 9: the missing offer year blocks a start date in next year only; a newborn is added on any day of the year
  test.for([
    { day: '1 January', today: new Date(2027, 0, 1, 9), offerYear: 2027, birthDate: '20-12-2026' },
    { day: '29 February', today: new Date(2028, 1, 29, 9), offerYear: null, birthDate: '01-01-2028' },
    { day: '3 November', today: new Date(2026, 10, 3, 9), offerYear: null, birthDate: '25-10-2026' },
    { day: '31 December', today: new Date(2026, 11, 31, 23), offerYear: 2027, birthDate: '31-12-2026' },
  ])('$day, offer year $offerYear: the form opens and a newborn goes on to the cards from birth', async ({ today, offerYear, birthDate }) => {
    const { scope, calls } = await opened(false, undefined, offerYear, today);
    expect(scope.getState($loadState)).toBe('ready');
    await fillNewborn(scope, birthDate);
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards[0]!.newlyInsuredPersons[0]).toMatchObject({ isBornRecently: true, startDate: birthDate.split('-').reverse().join('-') });
  });

  test('3 November, no offer year: a start date on 1 January next year is refused at the field; one this year is sent', async () => {
    const { scope, calls } = await opened(false, undefined, null, new Date(2026, 10, 3, 9));
    await fillNewborn(scope, '25-01-2020');
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 0, changes: { startDate: '01-01-2027' } } });
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards).toHaveLength(0);
    expect(scope.getState(personsForm.$shownErrors)['persons.0.startDate']).toBe('pages.addInsured.errors.start-date-no-offer-year');
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 0, changes: { startDate: '02-11-2026' } } });
    await allSettled(wizard.nextClicked, { scope });
    // "Newborns older than 4 months get start date today": yesterday is refused
    expect(scope.getState(personsForm.$shownErrors)['persons.0.startDate']).toBe('pages.addInsured.errors.start-date-before-today');
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 0, changes: { startDate: '03-11-2026' } } });
    await allSettled(wizard.nextClicked, { scope });
    expect(calls.cards[0]!.newlyInsuredPersons[0]).toMatchObject({ role: 'M', isBornRecently: false, startDate: '2026-11-03' });
  });

  test('"Newborns older than 4 months get start date today": a child\'s birth date proposes today; a typed start date stays, a newborn gets none', async () => {
    const { scope } = await opened(false);
    const startDates = () => scope.getState(personsForm.$values).persons.map((person) => person.startDate);
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 0, changes: { birthDate: '25-10-2026' } } });
    expect(startDates()).toEqual(['']);
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 0, changes: { birthDate: '10-05-202' } } });
    expect(startDates()).toEqual(['']);
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 0, changes: { birthDate: '10-05-2026' } } });
    expect(startDates()).toEqual(['24-11-2026']);
    await allSettled(personAdded, { scope });
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 1, changes: { startDate: '01-12-2026' } } });
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 1, changes: { birthDate: '10-05-2020' } } });
    expect(startDates()).toEqual(['24-11-2026', '01-12-2026']);
  });

  test('"Switching to co-insured changes all non-partner roles to co-insured"; a co-insured of 16 is refused ("Child under 16 check")', async () => {
    const { scope } = await opened(false);
    await allSettled(personAdded, { scope });
    await allSettled(personAdded, { scope });
    await allSettled(roleChosen, { scope, params: { index: 0, role: 'P' } });
    await allSettled(roleChosen, { scope, params: { index: 2, role: 'M' } });
    expect(scope.getState(personsForm.$values).persons.map((person) => person.role)).toEqual(['P', 'M', 'M']);
    await allSettled(personsForm.itemChanged, { scope, params: { field: 'persons', index: 1, changes: { birthDate: '24-11-2010' } } });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(personsForm.$shownErrors)['persons.1.birthDate']).toBe('validation.child-not-under-16');
  });

  test.for([
    { message: 'Vul een geldig burgerservicenummer (BSN) in. (bsn-invalid; persons.1.socialSecurityNumber)', refusal: { message: 'bsn-invalid', field: 'persons.1.socialSecurityNumber' } },
    { message: 'Y (start-date-before-birth-date; persons.0.startDate)', refusal: { message: 'pages.addInsured.errors.start-date-before-birth-date', field: 'persons.0.startDate' } },
    { message: 'Iets anders', refusal: { message: { key: 'forms.serverRefusal', values: { reason: 'Iets anders' } } } },
  ])('refusalOfServer: $message', ({ message, refusal }) => {
    expect(refusalOfServer(message)).toEqual(refusal);
  });
});

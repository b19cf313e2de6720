import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { productsCoverageQuery, type ProductsCoverage } from '@/entities/coverage';
import { agreementDetailsOf } from './agreement-details.fixture';
import { routes } from '@/shared/routing';
import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/shared/api';
import { contractCardsQuery, saveContractCardsMutation, validateContractQuery, type ContractCardGroupView, type ContractCardsRequest, type ValidationRequest } from '../api/contract';
import { $coverageChanges, $denial, $groups, $isConfirmingSave, $isSaved, $savedChanges, $maximumExceeded, $mode, $packageLineConflict, $saveFailure, $validation, allReset, cardChosen, chosenInsurances, paymentTermChosen, saveConfirmed, saveRequested } from './edit-policy-page';

const option = (customerNumber: string, isSelected: boolean, isDisabled = false) => ({
  customerNumber, netPremiumWithDiscount: customerNumber === 'child' ? 0 : 10, ownRiskDiscount: null, isSelected, isDisabled,
});
const card = (code: string, line: number | null, selected: string[], isNoInsurance = false) => ({
  productComponentCode: code, title: code, packageSetNumber: line, packageType: 'x', isNoInsurance, hasMedicalSelection: false, isDisabled: false,
  ownRiskAmount: null, policyDocument: null, conditionsDocument: null, insuranceCardLink: null, insuredPersons: [option('main', selected.includes('main')), option('child', selected.includes('child'), true)],
});

const GROUPS: ContractCardGroupView[] = [
  { key: 'basic', label: 'Basisverzekering', maximumSelectableAmount: 1, cards: [card('1113', 1, []), card('1114', 2, ['main', 'child'])] },
  { key: 'extraAdditional', label: 'Extra', maximumSelectableAmount: 2, cards: [card('XF1', null, ['main', 'child']), card('KL1', null, []), card('ER1', null, [])] },
  { key: 'additional', label: 'Aanvullend', maximumSelectableAmount: 1, cards: [card('GEEN-AP', null, [], true), card('AV2', null, ['main', 'child']), card('AV3', 2, [])] },
  { key: 'dental', label: 'Tand', maximumSelectableAmount: 1, cards: [card('GEEN-TA', null, ['main', 'child'], true)] },
  { key: 'excess', label: 'Eigen risico', maximumSelectableAmount: 1, cards: [card('OW385', null, ['main'])] },
];

const ANSWER = {
  agreementId: '1', year: 2027, contractCode: 'ZZA01', paymentTerm: 1,
  paymentTermDiscounts: { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 }, changeDenied: null,
  insuredPersons: [
    { customerNumber: 'main', initials: 'C.', firstName: 'Cas', prefix: null, lastName: 'Kok', birthDate: '1984-01-28', role: 'H', isAdult: true },
    { customerNumber: 'child', initials: 'Z.', firstName: 'Zoey', prefix: null, lastName: 'Kok', birthDate: '2014-08-28', role: 'M', isAdult: false },
  ],
  contractCards: GROUPS,
};

const premium = (month: number) => ({ totalNettoPremiumMonth: month, totalNettoPremiumPaymentTerm: month, excessAmount: 385 });
const validation = (request: ValidationRequest, month: number, conflict = false) => ({
  contractCards: GROUPS,
  isPackageSelectionConflict: conflict,
  unselectedRequiredPackageTypes: request.chosenInsurances[0]!.productComponentCodes.some((code) => code.startsWith('11')) ? [] : ['Basisverzekering'],
  premiumOverview: [{ customerNumber: 'main', before: premium(100), after: premium(month) }],
  total: { before: { month: 100, term: 100, paymentTerm: 1 }, after: { month, term: month * request.selectedPaymentTerm, paymentTerm: request.selectedPaymentTerm } },
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 34 point 4: the catalogue of the cards' packages, as GET Coverage/GetCoverageForProducts answers it (a part). */
const CATALOGUE: ProductsCoverage = {
  year: 2027,
  careTypes: [
    {
      id: 'fysiotherapie',
      name: 'Fysiotherapie',
      covers: [
        { code: '1113', limit: { kind: 'treatments', count: 18 }, forAgesUnder: 18 },
        { code: '1114', limit: { kind: 'treatments', count: 18 }, forAgesUnder: 18 },
        { code: 'XF1', limit: { kind: 'treatments', count: 9 }, forAgesUnder: null },
        { code: 'AV2', limit: { kind: 'treatments', count: 18 }, forAgesUnder: null },
        { code: 'AV3', limit: { kind: 'treatments', count: 27 }, forAgesUnder: null },
      ],
    },
    { id: 'brillen-en-lenzen', name: 'Brillen en contactlenzen', covers: [{ code: 'AV2', limit: { kind: 'amount', euros: 175, periodYears: 3 }, forAgesUnder: null }] },
  ],
};

async function openedEditPolicy(validate: (request: ValidationRequest) => unknown, save: (request: ValidationRequest) => unknown = () => ({ isSuccessful: true, year: 2027, agreementId: '1' })) {
  const validations: ValidationRequest[] = [];
  const saved: ValidationRequest[] = [];
  const coverageAsked: unknown[] = [];
  const scope = fork({
    handlers: [
      [productsCoverageQuery.__.executeFx, (params: unknown) => {
        coverageAsked.push(params);
        return CATALOGUE;
      }],
      [agreementDetailsForYearQuery.__.executeFx, () => agreementDetailsOf([])],
      [contractCardsQuery.__.executeFx, () => ANSWER],
      [validateContractQuery.__.executeFx, (request: ValidationRequest) => {
        validations.push(request);
        return validate(request);
      }],
      [saveContractCardsMutation.__.executeFx, (request: ValidationRequest) => {
        saved.push(request);
        return save(request);
      }],
    ],
  });
  await allSettled(routes['edit-policy-for-year'].opened, {
    scope,
    params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1', shouldResetSelection: false }, query: {} },
  });
  return { scope, validations, saved, coverageAsked };
}

const mainChoice = (groups: ContractCardGroupView[]) => chosenInsurances(groups, ['main'])[0]!.productComponentCodes;

describe('edit policy in a forked scope', () => {
  test('opening validates the current choice of the adults; children are not sent', async () => {
    const { scope, validations } = await openedEditPolicy((request) => validation(request, 100));
    expect(validations).toHaveLength(1);
    expect(validations[0]!.chosenInsurances).toEqual([{ customerNumber: 'main', productComponentCodes: ['1114', 'XF1', 'AV2', 'OW385'] }]);
    expect(scope.getState($validation)?.total.after.month).toBe(100);
  });

  test('a choice toggles by the domain and re-validates with the new choice and term', async () => {
    const { scope, validations } = await openedEditPolicy((request) => validation(request, 90));
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'GEEN-AP', customerNumber: 'main' } });
    expect(validations.at(-1)!.chosenInsurances[0]!.productComponentCodes).toEqual(['1114', 'XF1', 'OW385']);
    await allSettled(paymentTermChosen, { scope, params: 12 });
    expect(validations.at(-1)!.selectedPaymentTerm).toBe(12);
  });

  test('a card of another package line resets the other choices and says so', async () => {
    const { scope } = await openedEditPolicy((request) => ({ ...validation(request, 90), contractCards: scope.getState($groups) }));
    // Aanvullend Best belongs to another package set than Aanvullend Goed: first no additional insurance, then Best
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'GEEN-AP', customerNumber: 'main' } });
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'AV3', customerNumber: 'main' } });
    expect(mainChoice(scope.getState($groups))).toEqual(['1114', 'XF1', 'AV3', 'OW385']);
    await allSettled(cardChosen, { scope, params: { groupKey: 'basic', productComponentCode: '1113', customerNumber: 'main' } });
    expect(mainChoice(scope.getState($groups))).toEqual(['1113', 'XF1', 'OW385']);
    expect(scope.getState($packageLineConflict)).toBe(true);
    await allSettled(allReset, { scope });
    expect(scope.getState($packageLineConflict)).toBe(false);
    expect(mainChoice(scope.getState($groups))).toEqual(['1114', 'XF1', 'AV2', 'OW385']);
  });

  test('a group of one: Aanvullend Best replaces Aanvullend Goed, no maximum message (issue 33 point 8)', async () => {
    const { scope, validations } = await openedEditPolicy((request) => ({ ...validation(request, 90), contractCards: scope.getState($groups) }));
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'AV3', customerNumber: 'main' } });
    expect(scope.getState($maximumExceeded)).toBeNull();
    expect(mainChoice(scope.getState($groups))).toEqual(['1114', 'XF1', 'AV3', 'OW385']);
    expect(validations).toHaveLength(2);
  });

  test('more than a group of two allows: the maximum message, the choice is not taken', async () => {
    const { scope, validations } = await openedEditPolicy((request) => ({ ...validation(request, 90), contractCards: scope.getState($groups) }));
    await allSettled(cardChosen, { scope, params: { groupKey: 'extraAdditional', productComponentCode: 'KL1', customerNumber: 'main' } });
    expect(scope.getState($maximumExceeded)).toBeNull();
    await allSettled(cardChosen, { scope, params: { groupKey: 'extraAdditional', productComponentCode: 'ER1', customerNumber: 'main' } });
    expect(scope.getState($maximumExceeded)).toEqual({ groupKey: 'extraAdditional', maximum: 2 });
    expect(mainChoice(scope.getState($groups))).toEqual(['1114', 'XF1', 'KL1', 'AV2', 'OW385']);
    expect(validations).toHaveLength(2);
  });

  test('the latest answer wins: a slow answer to an older choice never overwrites a newer one', async () => {
    let calls = 0;
    const { scope } = await openedEditPolicy(async (request) => {
      calls += 1;
      // the first choice's answer is slow, the second's fast
      if (calls === 2) await wait(60);
      return validation(request, calls === 2 ? 111 : 222);
    });
    const first = allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'GEEN-AP', customerNumber: 'main' } });
    await wait(5);
    await allSettled(paymentTermChosen, { scope, params: 3 });
    await first;
    expect(scope.getState($validation)?.total.after.month).toBe(222);
    expect(scope.getState($validation)?.total.after.paymentTerm).toBe(3);
  });

  test("a save asked while the last choice is being validated confirms that choice's premium, not the one before", async () => {
    let calls = 0;
    const { scope } = await openedEditPolicy(async (request) => {
      calls += 1;
      if (calls === 2) await wait(40);
      return validation(request, calls === 2 ? 80 : 100);
    });
    const choice = allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'GEEN-AP', customerNumber: 'main' } });
    await wait(5);
    scopeBind(saveRequested, { scope })();
    expect(scope.getState($isConfirmingSave)).toBe(false);
    await choice;
    expect(scope.getState($isConfirmingSave)).toBe(true);
    expect(scope.getState($validation)?.total.after.month).toBe(80);
  });

  // "Saving contracts: a failure that returns package types lists them as missing required packages" (spec 02 §4):
  // the server's list, here one more than the last validation named
  test('saving sends the choice; a refusal lists the package types the server returned', async () => {
    const refused = new ApiError(400, 'Contract/SaveContractCards', 'Niet alle verplichte pakketten zijn gekozen.', {
      message: 'Niet alle verplichte pakketten zijn gekozen.',
      packageTypes: ['Basisverzekering', 'Eigen risico'],
    });
    const { scope, saved } = await openedEditPolicy((request) => ({ ...validation(request, 90), contractCards: scope.getState($groups) }), () => {
      throw refused;
    });
    await allSettled(cardChosen, { scope, params: { groupKey: 'basic', productComponentCode: '1114', customerNumber: 'main' } });
    await allSettled(saveConfirmed, { scope });
    expect(saved[0]!.chosenInsurances[0]!.productComponentCodes).toEqual(['XF1', 'AV2', 'OW385']);
    expect(scope.getState($saveFailure)).toEqual({ kind: 'missing-packages', packageTypes: ['Basisverzekering', 'Eigen risico'] });
    expect(scope.getState($isSaved)).toBe(false);
  });

  test.for([
    { name: 'a refusal with its reason', error: new ApiError(400, 'Contract/SaveContractCards', 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).'), failure: { kind: 'refused', message: 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is.' } },
    { name: 'an empty list of package types is no list', error: new ApiError(400, 'Contract/SaveContractCards', 'Nee.', { message: 'Nee.', packageTypes: [] }), failure: { kind: 'refused', message: 'Nee.' } },
    { name: 'no answer at all', error: new TypeError('Failed to fetch'), failure: { kind: 'error' } },
  ])('a failed save: $name', async ({ error, failure }) => {
    const { scope } = await openedEditPolicy((request) => validation(request, 90), () => {
      throw error;
    });
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'GEEN-AP', customerNumber: 'main' } });
    await allSettled(saveConfirmed, { scope });
    expect(scope.getState($saveFailure)).toEqual(failure);
  });

  test("the cards are asked with the edit-policy request's lists: who joined the agreement this year", async () => {
    const asked: ContractCardsRequest[] = [];
    const scope = fork({
      handlers: [
        [agreementDetailsForYearQuery.__.executeFx, () => agreementDetailsOf([{ customerNumber: 'main', startDate: '2018-01-01' }, { customerNumber: 'child', startDate: '2027-03-14' }])],
        [contractCardsQuery.__.executeFx, (request: ContractCardsRequest) => {
          asked.push(request);
          return ANSWER;
        }],
        [validateContractQuery.__.executeFx, (request: ValidationRequest) => validation(request, 100)],
      ],
    });
    await allSettled(routes['edit-policy-for-year'].opened, {
      scope,
      params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1', shouldResetSelection: false }, query: {} },
    });
    expect(asked).toEqual([{ agreementId: '1', year: 2027, contractCode: 'ZZA01', productComponentCodesToIgnore: [], newlyParticipatingCustomerNumbers: ['child'] }]);
  });

  test("the server's denial reason is what the page says, without its rule's tag", async () => {
    const scope = fork({
      handlers: [
        [agreementDetailsForYearQuery.__.executeFx, () => agreementDetailsOf([])],
        [contractCardsQuery.__.executeFx, () => ({ ...ANSWER, changeDenied: 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).' })],
        [validateContractQuery.__.executeFx, (request: ValidationRequest) => validation(request, 100)],
      ],
    });
    await allSettled(routes['edit-policy-for-year'].opened, {
      scope,
      params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1', shouldResetSelection: false }, query: {} },
    });
    expect(scope.getState($denial)).toEqual({ kind: 'server', message: 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is.' });
  });

  test('a successful save opens the success popup, which lists what changed: per person the package before and after, and the term', async () => {
    const { scope } = await openedEditPolicy((request) => ({ ...validation(request, 90), contractCards: scope.getState($groups) }));
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'GEEN-AP', customerNumber: 'main' } });
    await allSettled(paymentTermChosen, { scope, params: 3 });
    expect(scope.getState($savedChanges)).toBeNull();
    await allSettled(saveConfirmed, { scope });
    expect(scope.getState($isSaved)).toBe(true);
    expect(scope.getState($savedChanges)).toEqual({
      persons: [{ customerNumber: 'main', changes: [{ groupKey: 'additional', groupLabel: 'Aanvullend', before: ['AV2'], after: ['GEEN-AP'] }] }],
      paymentTerm: { before: 1, after: 3 },
    });
  });

  test('polis-aanvragen with a reset selection: the same cards, nothing but the no-insurance cards and the mandatory own risk chosen', async () => {
    const scope: Scope = fork({
      handlers: [
        [agreementDetailsForYearQuery.__.executeFx, () => agreementDetailsOf([])],
        [contractCardsQuery.__.executeFx, () => ANSWER],
        [validateContractQuery.__.executeFx, (request: ValidationRequest): unknown => ({ ...validation(request, 0), contractCards: scope.getState($groups) })],
      ],
    });
    await allSettled(routes['request-policy-for-year'].opened, {
      scope,
      params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1', shouldResetSelection: true }, query: {} },
    });
    expect(scope.getState($mode)).toBe('request');
    expect(mainChoice(scope.getState($groups))).toEqual(['OW385']);
    expect(scope.getState($validation)?.unselectedRequiredPackageTypes).toEqual(['Basisverzekering']);
  });
});

describe('issue 34 point 4: what a swapped package changes in coverage, per person', () => {
  /** The server's validation as the fake backend gives it: the main insured's choice on the cards, the child following. */
  const validatedChoice = (request: ValidationRequest) => {
    const codes = request.chosenInsurances[0]!.productComponentCodes;
    const contractCards = GROUPS.map((group) => ({
      ...group,
      cards: group.cards.map((entry) => ({
        ...entry,
        insuredPersons: entry.insuredPersons.map((choice) => ({
          ...choice,
          isSelected: entry.isNoInsurance ? !group.cards.some((other) => !other.isNoInsurance && codes.includes(other.productComponentCode)) : codes.includes(entry.productComponentCode),
        })),
      })),
    }));
    return { ...validation(request, 120), contractCards };
  };

  test('the catalogue of every package card is asked once for the year; nothing changes until a package is swapped', async () => {
    const { scope, coverageAsked } = await openedEditPolicy(validatedChoice);
    expect(coverageAsked).toEqual([{ year: 2027, productIds: ['1113', '1114', 'XF1', 'KL1', 'ER1', 'AV2', 'AV3'] }]);
    expect(scope.getState($coverageChanges)).toEqual([
      { customerNumber: 'main', changes: [], isBasicMissing: false },
      { customerNumber: 'child', changes: [], isBasicMissing: false },
    ]);
  });

  test('Aanvullend Goed swapped for Aanvullend Best: physiotherapy 27 → 36 and glasses no longer covered, for the parent and the child who follows', async () => {
    const { scope } = await openedEditPolicy(validatedChoice);
    await allSettled(cardChosen, { scope, params: { groupKey: 'additional', productComponentCode: 'AV3', customerNumber: 'main' } });
    const physio = (before: number, after: number) => ({
      careTypeId: 'fysiotherapie',
      name: 'Fysiotherapie',
      before: { kind: 'treatments', count: before },
      after: { kind: 'treatments', count: after },
    });
    const glasses = { careTypeId: 'brillen-en-lenzen', name: 'Brillen en contactlenzen', before: { kind: 'amount', euros: 175, periodYears: 3 }, after: null };
    expect(scope.getState($coverageChanges)).toEqual([
      { customerNumber: 'main', changes: [physio(27, 36), glasses], isBasicMissing: false },
      // 12 on 1 January 2027: the basic insurance's 18 for children on top
      { customerNumber: 'child', changes: [physio(45, 54), glasses], isBasicMissing: false },
    ]);
    await allSettled(allReset, { scope });
    expect(scope.getState($coverageChanges)?.every((person) => person.changes.length === 0)).toBe(true);
  });

  test('without a basic insurance in the choice the person is asked to choose one first, not shown every care type as not covered', async () => {
    const { scope } = await openedEditPolicy(validatedChoice);
    // the basic group has no no-insurance card: ticking the chosen one again empties it, as a request started afresh does
    await allSettled(cardChosen, { scope, params: { groupKey: 'basic', productComponentCode: '1114', customerNumber: 'main' } });
    const main = scope.getState($coverageChanges)?.find((person) => person.customerNumber === 'main');
    expect(main?.isBasicMissing).toBe(true);
  });
});

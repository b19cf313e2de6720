import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { agreementDetailsOf } from './agreement-details.fixture';
import { routes } from '@/shared/routing';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { dentalQuestionnaireForm as questionnaireForm, saveMedicalSelectionMutation, type MedicalSelectionRequest } from '@/features/dental-medical-selection';
import { contractCardsQuery, validateContractQuery, type ContractCardGroupView, type ValidationRequest } from '../api/contract';
import { agreementMutableQuery, validateDateQuery } from '../api/mutability';
import {
  $isMutable,
  $denialOverlay,
  $groups,
  $medicalSelectionOverlay,
  $rejectedOverlay,
  cardChosen,
  chosenInsurances,
  denialClosed,
  medicalSelectionCancelled,
} from './edit-policy-page';

// spec 02 §4 "Medical selection flow in edit policy", model paths in forked scopes

const option = (customerNumber: string, isSelected: boolean) => ({ customerNumber, netPremiumWithDiscount: 10, ownRiskDiscount: null, isSelected, isDisabled: false });
const card = (code: string, selected: boolean, hasMedicalSelection = false, isNoInsurance = false) => ({
  productComponentCode: code, title: `Pakket ${code}`, packageSetNumber: null, packageType: 'additional', isNoInsurance, hasMedicalSelection, isDisabled: false,
  ownRiskAmount: null, policyDocument: null, conditionsDocument: null, insuranceCardLink: null, insuredPersons: [option('main', selected)],
});
const GROUPS: ContractCardGroupView[] = [
  { key: 'basic', label: 'Basis', maximumSelectableAmount: 1, cards: [card('1114', true)] },
  { key: 'dental', label: 'Tand', maximumSelectableAmount: 1, cards: [card('GEEN-TA', false, false, true), card('TG2', true), card('TG3', false, true)] },
];

const denied = { hasDeniedMedicalSelection: true, medicalSelectionDateIsToday: false, isApproved: false };
const approvedToday = { hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: true, isApproved: true };

const answerWith = (medicalSelection: object[]) => ({
  agreementId: '1', year: 2027, contractCode: 'ZZA01', paymentTerm: 1,
  paymentTermDiscounts: { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 }, changeDenied: null,
  insuredPersons: [{ customerNumber: 'main', initials: 'C.', firstName: 'Cas', prefix: null, lastName: 'Kok', birthDate: '1984-01-28', role: 'H', isAdult: true, medicalSelection }],
  contractCards: GROUPS,
});

const premium = { totalNettoPremiumMonth: 100, totalNettoPremiumPaymentTerm: 100, excessAmount: 385 };

async function opened(records: object[], isApproved: boolean | null = null, query: Record<string, string> = {}) {
  const validations: ValidationRequest[] = [];
  const sent: MedicalSelectionRequest[] = [];
  const scope: Scope = fork({
    handlers: [
      [agreementDetailsForYearQuery.__.executeFx, () => agreementDetailsOf([])],
      [contractCardsQuery.__.executeFx, () => answerWith(records)],
      [validateContractQuery.__.executeFx, (request: ValidationRequest): unknown => {
        validations.push(request);
        return {
          contractCards: scope.getState($groups), isPackageSelectionConflict: false, unselectedRequiredPackageTypes: [],
          premiumOverview: [{ customerNumber: 'main', before: premium, after: premium }],
          total: { before: { month: 100, term: 100, paymentTerm: 1 }, after: { month: 100, term: 100, paymentTerm: 1 } },
        };
      }],
      [saveMedicalSelectionMutation.__.executeFx, (request: MedicalSelectionRequest) => {
        sent.push(request);
        return { isApproved, customerNumber: 'main', medicalSelection: [{ ...approvedToday, isApproved: isApproved === true, hasDeniedMedicalSelection: isApproved !== true }], newlyInsuredPersons: [] };
      }],
    ],
  });
  await allSettled(routes['edit-policy-for-year'].opened, {
    scope,
    params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1', shouldResetSelection: false }, query },
  });
  return { scope, validations, sent };
}

const chooseBest = { groupKey: 'dental' as const, productComponentCode: 'TG3', customerNumber: 'main' };
const dentalOf = (groups: ContractCardGroupView[]) => chosenInsurances(groups, ['main'])[0]!.productComponentCodes.filter((code) => code.startsWith('TG'));

async function answerQuestionnaire(scope: Scope, missingTeeth: string) {
  await allSettled(questionnaireForm.filled, {
    scope,
    params: {
      orthodonticsWithinTwoYears: false, dentistLastTwoYears: true, hasCongenitalDentalDefect: false, extracted4OrMoreTeeth: false,
      numberOfMissingTeeth: missingTeeth, expectsToHaveOneOfFollowingTreatments: [], doesNotExpectTreatment: true, acceptedTermsAndConditions: true,
    },
  });
  await allSettled(questionnaireForm.submitted, { scope });
}

describe('the medical selection flow in edit policy', () => {
  test('no record: the overlay with old and new values; approved answers close it and apply the choice', async () => {
    const { scope, validations, sent } = await opened([], true);
    await allSettled(cardChosen, { scope, params: chooseBest });
    expect(scope.getState($medicalSelectionOverlay)).toEqual({ choice: chooseBest, oldValue: 'Pakket TG2', newValue: 'Pakket TG3' });
    expect(dentalOf(scope.getState($groups))).toEqual(['TG2']);
    await answerQuestionnaire(scope, '0');
    expect(sent[0]!.target).toMatchObject({ agreementId: '1', year: 2027, customerNumber: 'main', productComponentCode: 'TG3' });
    expect(sent[0]!.medicalSelection).toMatchObject({ numberOfMissingTeeth: 0, doesNotExpectTreatment: true, acceptedTermsAndConditions: true });
    expect(scope.getState($medicalSelectionOverlay)).toBeNull();
    expect(dentalOf(scope.getState($groups))).toEqual(['TG3']);
    expect(validations.at(-1)!.chosenInsurances[0]!.productComponentCodes).toContain('TG3');
  });

  test('the overlay names the package the policy has now, not the last tick of this visit (issue 33 point 8)', async () => {
    const { scope } = await opened([], true);
    await allSettled(cardChosen, { scope, params: { groupKey: 'dental', productComponentCode: 'GEEN-TA', customerNumber: 'main' } });
    expect(dentalOf(scope.getState($groups))).toEqual([]);
    await allSettled(cardChosen, { scope, params: chooseBest });
    expect(scope.getState($medicalSelectionOverlay)).toMatchObject({ oldValue: 'Pakket TG2', newValue: 'Pakket TG3' });
  });

  test('rejected: the rejected overlay with the package name, the choice cancelled and the old value revalidated', async () => {
    const { scope, validations } = await opened([], false);
    await allSettled(cardChosen, { scope, params: chooseBest });
    const before = validations.length;
    await answerQuestionnaire(scope, '5');
    expect(scope.getState($medicalSelectionOverlay)).toBeNull();
    expect(scope.getState($rejectedOverlay)).toEqual({ customerNumber: 'main', packageName: 'Pakket TG3' });
    expect(dentalOf(scope.getState($groups))).toEqual(['TG2']);
    expect(validations).toHaveLength(before + 1);
    expect(validations.at(-1)!.chosenInsurances[0]!.productComponentCodes).toContain('TG2');
    // a second try now meets the denial
    await allSettled(cardChosen, { scope, params: chooseBest });
    expect(scope.getState($denialOverlay)).toEqual({ customerNumber: 'main' });
  });

  test('cancelling the overlay keeps and revalidates the old value; nothing is sent', async () => {
    const { scope, validations, sent } = await opened([]);
    await allSettled(cardChosen, { scope, params: chooseBest });
    const before = validations.length;
    await allSettled(medicalSelectionCancelled, { scope });
    expect(scope.getState($medicalSelectionOverlay)).toBeNull();
    expect(dentalOf(scope.getState($groups))).toEqual(['TG2']);
    expect(validations).toHaveLength(before + 1);
    expect(sent).toEqual([]);
  });

  test('a previous denial: the denial overlay, no questionnaire, the old value revalidated; closing clears it', async () => {
    const { scope, validations } = await opened([denied]);
    const before = validations.length;
    await allSettled(cardChosen, { scope, params: chooseBest });
    expect(scope.getState($denialOverlay)).toEqual({ customerNumber: 'main' });
    expect(scope.getState($medicalSelectionOverlay)).toBeNull();
    expect(dentalOf(scope.getState($groups))).toEqual(['TG2']);
    expect(validations).toHaveLength(before + 1);
    await allSettled(denialClosed, { scope });
    expect(scope.getState($denialOverlay)).toBeNull();
  });

  test('approved today: proceeds at once; a card without medical selection never asks', async () => {
    const { scope } = await opened([approvedToday]);
    await allSettled(cardChosen, { scope, params: chooseBest });
    expect(scope.getState($medicalSelectionOverlay)).toBeNull();
    expect(dentalOf(scope.getState($groups))).toEqual(['TG3']);
    const fresh = await opened([denied]);
    await allSettled(cardChosen, { scope: fresh.scope, params: { groupKey: 'dental', productComponentCode: 'GEEN-TA', customerNumber: 'main' } });
    expect(fresh.scope.getState($denialOverlay)).toBeNull();
    expect(dentalOf(fresh.scope.getState($groups))).toEqual([]);
  });

  test('back from medische-selectie (?pakket=TG3&verzekerde=main) with an approval of today: the package is chosen', async () => {
    const { scope } = await opened([approvedToday], null, { pakket: 'TG3', verzekerde: 'main' });
    expect(dentalOf(scope.getState($groups))).toEqual(['TG3']);
  });
});

describe('what may change (AgreementMutable, CancellationServicePeriod/ValidateDate)', () => {
  async function mutability(isMutable: boolean, isDateValid: boolean) {
    const asked: unknown[] = [];
    const scope = fork({
      handlers: [
        [agreementDetailsForYearQuery.__.executeFx, () => agreementDetailsOf([])],
        [contractCardsQuery.__.executeFx, () => answerWith([])],
        [agreementMutableQuery.__.executeFx, (policyYear: number) => {
          asked.push(policyYear);
          return [{ agreementId: '1', contractCode: 'ZZA01', isMutable }, { agreementId: '2', contractCode: 'ZZB01', isMutable: !isMutable }];
        }],
        [validateDateQuery.__.executeFx, (date: string) => {
          asked.push(date);
          return isDateValid;
        }],
      ],
    });
    await allSettled(routes['edit-policy-for-year'].opened, {
      scope,
      params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1', shouldResetSelection: false }, query: {} },
    });
    return { isMutable: scope.getState($isMutable), asked };
  }

  test.for([
    { isMutable: true, isDateValid: true, may: true },
    { isMutable: false, isDateValid: true, may: false },
    { isMutable: true, isDateValid: false, may: false },
  ])('contract mutable $isMutable, date valid $isDateValid: may change $may', async ({ isMutable, isDateValid, may }) => {
    const result = await mutability(isMutable, isDateValid);
    expect(result.asked).toEqual(expect.arrayContaining([2027, '2027-01-01']));
    expect(result.isMutable).toBe(may);
  });
});

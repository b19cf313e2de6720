import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { offeredYearQuery } from '@/entities/offered-year';
import { dentalQuestionnaireForm, saveMedicalSelectionMutation, type MedicalSelectionRequest } from '@/features/dental-medical-selection';
import { readClockFx } from '@/shared/lib/clock';
import { routes } from '@/shared/routing';
import { chosenInsurances, type ContractCardGroupView } from '@/widgets/contract-cards';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { bsnInUseQuery, newlyInsuredCardsQuery, saveNewlyInsuredMutation, validateNewlyInsuredQuery, type NewlyInsuredChoiceRequest } from '../api/add-insured';
import { $groups, cardChosen, medicalSelectionFlow, personsForm, saveClicked, wizard } from './add-insured-page';

// issue 15 (h-newins): spec 02 §4 "Medical selection flow in edit policy" for a newly insured adult
// ("for newly insured persons the agreement update is skipped"), model paths in forked scopes

const TODAY = new Date(2026, 10, 24, 12);

const AGREEMENT = {
  agreementId: '1', agreementIdNumber: '40', year: 2026, collectivity: 'Zorgzaam', contractCode: 'ZZA01', totalAmount: 100, totalAmountPaymentTerm: 100,
  paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2015-01-01', endDate: null, editPolicyDenialReason: null,
  newlyInsuredPersonsInProgress: [], agreementParticipants: [], policyDetails: [],
};

const option = (customerNumber: string, isSelected: boolean) => ({ customerNumber, netPremiumWithDiscount: 10, ownRiskDiscount: null, isSelected, isDisabled: false });
const card = (code: string, customerNumber: string, selected: boolean, hasMedicalSelection = false, isNoInsurance = false) => ({
  productComponentCode: code, title: `Pakket ${code}`, packageSetNumber: null, packageType: 'additional', isNoInsurance, hasMedicalSelection, isDisabled: false,
  ownRiskAmount: null, policyDocument: null, conditionsDocument: null, insuranceCardLink: null, insuredPersons: [option(customerNumber, selected)],
});
const groupsFor = (id: string): ContractCardGroupView[] => [
  { key: 'basic', label: 'Basisverzekering', maximumSelectableAmount: 1, cards: [card('1114', id, true)] },
  { key: 'dental', label: 'Tandartsverzekering', maximumSelectableAmount: 1, cards: [card('GEEN-TA', id, true, false, true), card('TG2', id, false), card('TG3', id, false, true)] },
];

const premium = { totalNettoPremiumMonth: 100, totalNettoPremiumPaymentTerm: 100, excessAmount: 385 };

async function openedOnCards(isApproved: boolean) {
  const calls = { validations: [] as NewlyInsuredChoiceRequest[], sent: [] as MedicalSelectionRequest[], saved: [] as NewlyInsuredChoiceRequest[] };
  const scope: Scope = fork({
    handlers: [
      [readClockFx, () => TODAY],
      [offeredYearQuery.__.executeFx, () => 2027],
      [agreementDetailsForYearQuery.__.executeFx, () => [AGREEMENT]],
      [bsnInUseQuery.__.executeFx, ({ socialSecurityNumbers }: { socialSecurityNumbers: string[] }) => socialSecurityNumbers.map(() => false)],
      [newlyInsuredCardsQuery.__.executeFx, ({ newlyInsuredPersons }: { newlyInsuredPersons: { id: string }[] }) => {
        const id = newlyInsuredPersons[0]!.id;
        return {
          agreementId: '1', year: 2026, contractCode: 'ZZA01', paymentTerm: 1, paymentTermDiscounts: { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 }, changeDenied: null,
          insuredPersons: [{ customerNumber: id, initials: 'P.', firstName: 'Pieter', prefix: null, lastName: 'Smit', birthDate: '1990-03-04', role: 'P', isAdult: true }],
          contractCards: groupsFor(id),
        };
      }],
      [validateNewlyInsuredQuery.__.executeFx, (request: NewlyInsuredChoiceRequest) => {
        calls.validations.push(request);
        return {
          contractCards: scope.getState($groups), isPackageSelectionConflict: false, unselectedRequiredPackageTypes: [],
          premiumOverview: [{ customerNumber: request.newlyInsuredPersons[0]!.id, before: premium, after: premium }],
          total: { before: { month: 100, term: 100, paymentTerm: 1 }, after: { month: 200, term: 200, paymentTerm: 1 } },
        };
      }],
      [saveMedicalSelectionMutation.__.executeFx, (request: MedicalSelectionRequest) => {
        calls.sent.push(request);
        return { isApproved, customerNumber: null, medicalSelection: [], newlyInsuredPersons: [{ id: request.target.customerNumber, isApproved }] };
      }],
      [saveNewlyInsuredMutation.__.executeFx, (request: NewlyInsuredChoiceRequest) => {
        calls.saved.push(request);
        return { isSuccessful: true, agreementId: '1', newlyInsuredPersons: [{ id: 'NV000001', startDate: '2026-11-24' }] };
      }],
    ],
  });
  await allSettled(routes['add-insured'].opened, { scope, params: { params: {}, query: {} } });
  await allSettled(personsForm.itemChanged, {
    scope,
    params: {
      field: 'persons',
      index: 0,
      changes: { initials: 'P.', firstName: 'Pieter', lastName: 'Smit', birthDate: '04-03-1990', gender: 'M', role: 'P', socialSecurityNumber: '999990019', startDate: '24-11-2026' },
    },
  });
  await allSettled(wizard.nextClicked, { scope });
  expect(scope.getState(wizard.$step)).toBe('dekking');
  const id = scope.getState(personsForm.$values).persons[0]!.id;
  return { scope, calls, id };
}

const dentalOf = (groups: ContractCardGroupView[], id: string) => chosenInsurances(groups, [id])[0]!.productComponentCodes.filter((code) => code.startsWith('TG'));

async function answerQuestionnaire(scope: Scope, missingTeeth: string) {
  await allSettled(dentalQuestionnaireForm.filled, {
    scope,
    params: {
      orthodonticsWithinTwoYears: false, dentistLastTwoYears: true, hasCongenitalDentalDefect: false, extracted4OrMoreTeeth: false,
      numberOfMissingTeeth: missingTeeth, expectsToHaveOneOfFollowingTreatments: [], doesNotExpectTreatment: true, acceptedTermsAndConditions: true,
    },
  });
  await allSettled(dentalQuestionnaireForm.submitted, { scope });
}

describe('verzekerde-bijschrijven: a newly insured adult chooses the dental package with medical selection', () => {
  test('approved: the questionnaire is sent as a newly insured person, TG3 is kept and its answers go with the saving', async () => {
    const { scope, calls, id } = await openedOnCards(true);
    await allSettled(cardChosen, { scope, params: { groupKey: 'dental', productComponentCode: 'TG3', customerNumber: id } });
    expect(scope.getState(medicalSelectionFlow.$questionnaireOverlay)).toMatchObject({ oldValue: 'Pakket GEEN-TA', newValue: 'Pakket TG3' });
    expect(dentalOf(scope.getState($groups), id)).toEqual([]);
    await answerQuestionnaire(scope, '0');
    expect(calls.sent[0]!.target).toEqual({
      agreementId: '1', year: 2026, contractCode: 'ZZA01', customerNumber: id, productComponentCode: 'TG3', newlyInsured: { birthDate: '1990-03-04' },
    });
    expect(scope.getState(medicalSelectionFlow.$questionnaireOverlay)).toBeNull();
    expect(dentalOf(scope.getState($groups), id)).toEqual(['TG3']);
    expect(calls.validations.at(-1)!.chosenInsurances[0]!.productComponentCodes).toContain('TG3');

    await allSettled(wizard.nextClicked, { scope });
    await allSettled(saveClicked, { scope });
    expect(calls.saved[0]!.chosenInsurances[0]!.productComponentCodes).toContain('TG3');
    expect(calls.saved[0]!.medicalSelections?.[id]).toMatchObject({ numberOfMissingTeeth: 0, doesNotExpectTreatment: true, acceptedTermsAndConditions: true });
  });

  test('rejected: the rejected overlay with the package name, the choice cancelled and the old value revalidated; a second try meets the denial', async () => {
    const { scope, calls, id } = await openedOnCards(false);
    await allSettled(cardChosen, { scope, params: { groupKey: 'dental', productComponentCode: 'TG3', customerNumber: id } });
    const before = calls.validations.length;
    await answerQuestionnaire(scope, '5');
    expect(scope.getState(medicalSelectionFlow.$questionnaireOverlay)).toBeNull();
    expect(scope.getState(medicalSelectionFlow.$rejectedOverlay)).toEqual({ customerNumber: id, packageName: 'Pakket TG3' });
    expect(dentalOf(scope.getState($groups), id)).toEqual([]);
    expect(calls.validations).toHaveLength(before + 1);
    expect(calls.validations.at(-1)!.chosenInsurances[0]!.productComponentCodes).not.toContain('TG3');
    await allSettled(medicalSelectionFlow.rejectedClosed, { scope });
    await allSettled(cardChosen, { scope, params: { groupKey: 'dental', productComponentCode: 'TG3', customerNumber: id } });
    expect(scope.getState(medicalSelectionFlow.$denialOverlay)).toEqual({ customerNumber: id });
    expect(calls.sent).toHaveLength(1);
    // a package without medical selection is still possible
    await allSettled(cardChosen, { scope, params: { groupKey: 'dental', productComponentCode: 'TG2', customerNumber: id } });
    expect(dentalOf(scope.getState($groups), id)).toEqual(['TG2']);
  });

  test('cancelling the questionnaire keeps and revalidates the old value; nothing is sent', async () => {
    const { scope, calls, id } = await openedOnCards(true);
    await allSettled(cardChosen, { scope, params: { groupKey: 'dental', productComponentCode: 'TG3', customerNumber: id } });
    const before = calls.validations.length;
    await allSettled(medicalSelectionFlow.cancelled, { scope });
    expect(scope.getState(medicalSelectionFlow.$questionnaireOverlay)).toBeNull();
    expect(dentalOf(scope.getState($groups), id)).toEqual([]);
    expect(calls.validations).toHaveLength(before + 1);
    expect(calls.sent).toEqual([]);
  });
});

import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import type { DentalMedicalSelection } from '@/features/dental-medical-selection';
import { ContractCardsAnswerContract, ValidationAnswerContract, type ChosenInsurance } from '@/widgets/contract-cards';
import type { NewlyInsuredPersonForm } from '@portal/domain';
import { createEffect } from 'effector';
import { z } from 'zod';

/** The forms as the Contract calls take them: dates yyyy-MM-dd, the start date as it applies. */
export type NewlyInsuredPersonPayload = NewlyInsuredPersonForm;

const bsnInUseFx = createRequestEffect(({ agreementId, socialSecurityNumber }: { agreementId: string; socialSecurityNumber: string }) => ({
  method: 'POST',
  path: 'Agreement/{agreementId}/social-security-number-in-use',
  pathParams: { agreementId },
  json: { socialSecurityNumber },
}));

/**
 * "POST Agreement/{agreementId}/social-security-number-in-use, body
 * socialSecurityNumber; answer boolean (true means in use)": one call per
 * form, the answers in the order of the forms.
 */
export const bsnInUseQuery = createQuery({
  effect: createEffect(({ agreementId, socialSecurityNumbers }: { agreementId: string; socialSecurityNumbers: string[] }) =>
    Promise.all(socialSecurityNumbers.map((socialSecurityNumber) => bsnInUseFx({ agreementId, socialSecurityNumber }))),
  ),
  contract: zodContract(z.array(z.boolean())),
  name: 'bsnInUse',
});

export interface NewlyInsuredRequest {
  agreementId: string;
  newlyInsuredPersons: NewlyInsuredPersonPayload[];
}

/** "POST Contract/GetContractCardsForNewlyInsuredPersons" */
export const newlyInsuredCardsQuery = createQuery({
  effect: createRequestEffect((request: NewlyInsuredRequest) => ({
    method: 'POST',
    path: 'Contract/GetContractCardsForNewlyInsuredPersons',
    json: { agreementId: request.agreementId, newlyInsuredPersons: request.newlyInsuredPersons },
    suppressErrorNotices: true,
  })),
  contract: zodContract(ContractCardsAnswerContract),
  name: 'newlyInsuredCards',
});
concurrency(newlyInsuredCardsQuery, { strategy: 'TAKE_LATEST' });

export interface NewlyInsuredChoiceRequest extends NewlyInsuredRequest {
  /** the agreement's contract, as the cards answer names it ("Validation request: contractCode, language, …") */
  contractCode: string;
  startDate: string;
  selectedPaymentTerm: number;
  chosenInsurances: ChosenInsurance[];
  /** issue 15 (h-newins): the approved dental questionnaire per newcomer (form id), sent with the saving */
  medicalSelections?: Record<string, DentalMedicalSelection>;
}

/** "POST Contract/validate" with the newly insured persons: the latest choice's answer wins. */
export const validateNewlyInsuredQuery = createQuery({
  effect: createRequestEffect((request: NewlyInsuredChoiceRequest) => ({
    method: 'POST',
    path: 'Contract/validate',
    json: {
      contractCode: request.contractCode,
      agreementId: request.agreementId,
      language: 'nl-NL',
      startDate: request.startDate,
      selectedPaymentTerm: request.selectedPaymentTerm,
      newlyInsuredPersons: request.newlyInsuredPersons,
      chosenInsurances: request.chosenInsurances,
    },
  })),
  contract: zodContract(ValidationAnswerContract),
  name: 'validateNewlyInsured',
});
concurrency(validateNewlyInsuredQuery, { strategy: 'TAKE_LATEST' });

export const SaveNewlyInsuredAnswerContract = z.object({
  isSuccessful: z.boolean(),
  agreementId: z.string(),
  newlyInsuredPersons: z.array(z.object({ id: z.string(), startDate: z.string() })),
});

/** "POST Contract/SaveContractCardsForNewlyInsuredPersons with agreementNumber" */
export const saveNewlyInsuredMutation = createMutation({
  effect: createRequestEffect((request: NewlyInsuredChoiceRequest) => ({
    method: 'POST',
    path: 'Contract/SaveContractCardsForNewlyInsuredPersons',
    json: {
      agreementNumber: request.agreementId,
      selectedPaymentTerm: request.selectedPaymentTerm,
      // "Newly insured person form, keyed by a generated id: role, isBornRecently, medicalSelection, …": the approved questionnaire, when there is one
      newlyInsuredPersons: request.newlyInsuredPersons.map((person) => {
        const medicalSelection = request.medicalSelections?.[person.id];
        return medicalSelection ? { ...person, medicalSelection } : person;
      }),
      chosenInsurances: request.chosenInsurances,
    },
    suppressErrorNotices: true,
  })),
  contract: zodContract(SaveNewlyInsuredAnswerContract),
  name: 'saveNewlyInsured',
});

import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';
import { ContractCardsAnswerContract, ValidationAnswerContract, type ChosenInsurance } from '@/widgets/contract-cards';

export type { ContractCardGroupView, ContractCardsAnswer, ValidationAnswer, ContractPerson as EditPolicyPerson } from '@/widgets/contract-cards';

export interface EditPolicyRequest {
  agreementId: string;
  year: number;
  contractCode: string;
}

/** "Edit-policy request: agreementId, year, contractCode, product component codes to ignore, newly participating customer numbers" (spec 02 §3). */
export interface ContractCardsRequest extends EditPolicyRequest {
  productComponentCodesToIgnore: string[];
  newlyParticipatingCustomerNumbers: string[];
}

/** "POST Contract/GetContractCardsForActivePolicies" with the edit-policy request. */
export const contractCardsQuery = createQuery({
  effect: createRequestEffect((request: ContractCardsRequest) => ({
    method: 'POST',
    path: 'Contract/GetContractCardsForActivePolicies',
    json: {
      agreementId: request.agreementId,
      year: request.year,
      contractCode: request.contractCode,
      productComponentCodesToIgnore: request.productComponentCodesToIgnore,
      newlyParticipatingCustomerNumbers: request.newlyParticipatingCustomerNumbers,
    },
  })),
  contract: zodContract(ContractCardsAnswerContract),
  name: 'contractCards',
});

concurrency(contractCardsQuery, { strategy: 'TAKE_LATEST' });


export interface ValidationRequest extends EditPolicyRequest {
  selectedPaymentTerm: number;
  chosenInsurances: ChosenInsurance[];
}

/**
 * "POST Contract/validate (contractCode, language, startDate,
 * selectedPaymentTerm, agreementId, chosen insurances)". Only the latest
 * choice's answer counts: a newer validation aborts the one still running,
 * so a slow answer never overwrites a newer choice.
 */
export const validateContractQuery = createQuery({
  effect: createRequestEffect((request: ValidationRequest) => ({
    method: 'POST',
    path: 'Contract/validate',
    json: {
      contractCode: request.contractCode,
      language: 'nl-NL',
      startDate: `${request.year}-01-01`,
      selectedPaymentTerm: request.selectedPaymentTerm,
      agreementId: request.agreementId,
      chosenInsurances: request.chosenInsurances,
    },
  })),
  contract: zodContract(ValidationAnswerContract),
  name: 'validateContract',
});

concurrency(validateContractQuery, { strategy: 'TAKE_LATEST' });

export const SaveAnswerContract = z.object({ isSuccessful: z.boolean(), year: z.number(), agreementId: z.string() });


/** "POST Contract/SaveContractCards with agreementNumber". */
export const saveContractCardsMutation = createMutation({
  effect: createRequestEffect((request: ValidationRequest) => ({
    method: 'POST',
    path: 'Contract/SaveContractCards',
    json: {
      agreementNumber: request.agreementId,
      year: request.year,
      contractCode: request.contractCode,
      selectedPaymentTerm: request.selectedPaymentTerm,
      chosenInsurances: request.chosenInsurances,
    },
    suppressErrorNotices: true,
  })),
  contract: zodContract(SaveAnswerContract),
  name: 'saveContractCards',
});

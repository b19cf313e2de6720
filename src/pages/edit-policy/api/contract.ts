import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { MedicalSelectionRecordContract } from '@/features/dental-medical-selection';
import { createRequestEffect } from '@/shared/api';
import { CONTRACT_CARD_GROUP_KEYS } from '@portal/domain';
import { z } from 'zod';

const CardOptionContract = z.object({
  customerNumber: z.string(),
  netPremiumWithDiscount: z.number().nullable(),
  ownRiskDiscount: z.number().nullable(),
  isSelected: z.boolean(),
  isDisabled: z.boolean(),
});

/** "Card: title, productComponentCode, …, packageSetNumber, package type, ownRiskAmount, hasMedicalSelection, isSelected, isDisabled, insuredPersons" (spec 02 §3). */
const ContractCardContract = z.object({
  productComponentCode: z.string(),
  title: z.string(),
  packageSetNumber: z.number().nullable(),
  packageType: z.string(),
  isNoInsurance: z.boolean(),
  hasMedicalSelection: z.boolean(),
  isDisabled: z.boolean(),
  ownRiskAmount: z.number().nullable(),
  insuredPersons: z.array(CardOptionContract),
});

const ContractCardGroupContract = z.object({
  key: z.enum(CONTRACT_CARD_GROUP_KEYS),
  label: z.string(),
  maximumSelectableAmount: z.number().int(),
  cards: z.array(ContractCardContract),
});

export const ContractCardGroupsContract = z.array(ContractCardGroupContract);
export type ContractCardGroupView = z.infer<typeof ContractCardGroupContract>;

const InsuredPersonContract = z.object({
  customerNumber: z.string(),
  initials: z.string(),
  firstName: z.string(),
  prefix: z.string().nullable(),
  lastName: z.string(),
  birthDate: z.string(),
  role: z.string(),
  isAdult: z.boolean(),
  /** issue 15: the person's medical-selection records (the flow of spec 02 §4 "Medical selection flow in edit policy") */
  medicalSelection: z.array(MedicalSelectionRecordContract).default([]),
});
export type EditPolicyPerson = z.infer<typeof InsuredPersonContract>;

export const ContractCardsAnswerContract = z.object({
  agreementId: z.string(),
  year: z.number(),
  contractCode: z.string(),
  paymentTerm: z.number(),
  paymentTermDiscounts: z.object({ yearly: z.number(), halfYearly: z.number(), quarterly: z.number(), monthly: z.number() }),
  /** why the policy of this year cannot be changed now, or null */
  changeDenied: z.string().nullable(),
  insuredPersons: z.array(InsuredPersonContract),
  contractCards: ContractCardGroupsContract,
});
export type ContractCardsAnswer = z.infer<typeof ContractCardsAnswerContract>;

export interface EditPolicyRequest {
  agreementId: string;
  year: number;
  contractCode: string;
}

/** "POST Contract/GetContractCardsForActivePolicies" with the edit-policy request. */
export const contractCardsQuery = createQuery({
  effect: createRequestEffect((request: EditPolicyRequest) => ({
    method: 'POST',
    path: 'Contract/GetContractCardsForActivePolicies',
    json: { agreementId: request.agreementId, year: request.year, contractCode: request.contractCode },
  })),
  contract: zodContract(ContractCardsAnswerContract),
  name: 'contractCards',
});

concurrency(contractCardsQuery, { strategy: 'TAKE_LATEST' });

const PremiumContract = z.object({
  totalNettoPremiumMonth: z.number(),
  totalNettoPremiumPaymentTerm: z.number(),
  excessAmount: z.number(),
});

const TotalContract = z.object({ month: z.number(), term: z.number(), paymentTerm: z.number() });

export const ValidationAnswerContract = z.object({
  contractCards: ContractCardGroupsContract,
  isPackageSelectionConflict: z.boolean(),
  unselectedRequiredPackageTypes: z.array(z.string()),
  premiumOverview: z.array(z.object({ customerNumber: z.string(), before: PremiumContract, after: PremiumContract })),
  total: z.object({ before: TotalContract, after: TotalContract }),
});
export type ValidationAnswer = z.infer<typeof ValidationAnswerContract>;

export interface ChosenInsurance {
  customerNumber: string;
  productComponentCodes: string[];
}

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

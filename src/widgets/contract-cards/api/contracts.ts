import { MedicalSelectionRecordContract } from '@/features/dental-medical-selection';
import { z } from 'zod';
import { CONTRACT_CARD_GROUP_KEYS } from '@portal/domain';

/**
 * The contract cards as the Contract calls answer them (spec 02 §3
 * "Contract cards"): for active policies (edit and request policy) and for
 * newly insured persons (add insured) alike.
 */
const CardOptionContract = z.object({
  customerNumber: z.string(),
  netPremiumWithDiscount: z.number().nullable(),
  ownRiskDiscount: z.number().nullable(),
  isSelected: z.boolean(),
  isDisabled: z.boolean(),
});

/** "policy and conditions documents (id, guidFileName, code, displayName, language, fileName)" (spec 02 §3): the fields the portal uses to offer them. */
const CardDocumentContract = z.object({
  id: z.string(),
  displayName: z.string(),
  fileName: z.string(),
});
export type CardDocument = z.infer<typeof CardDocumentContract>;

/** "Card: title, productComponentCode, policy and conditions documents, packageSetNumber, package type, insuranceCardLink, ownRiskAmount, hasMedicalSelection, isSelected, isDisabled, insuredPersons" (spec 02 §3). */
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
  // issue 32 point 11: absent on the cards of newly insured persons, which link nothing (a farfetched contract checks, it does not fill in defaults)
  policyDocument: CardDocumentContract.nullish(),
  conditionsDocument: CardDocumentContract.nullish(),
  insuranceCardLink: z.string().nullish(),
});

const ContractCardGroupContract = z.object({
  key: z.enum(CONTRACT_CARD_GROUP_KEYS),
  label: z.string(),
  maximumSelectableAmount: z.number().int(),
  cards: z.array(ContractCardContract),
});

export const ContractCardGroupsContract = z.array(ContractCardGroupContract);
export type ContractCardGroupView = z.infer<typeof ContractCardGroupContract>;

export const InsuredPersonContract = z.object({
  customerNumber: z.string(),
  initials: z.string(),
  firstName: z.string(),
  prefix: z.string().nullable(),
  lastName: z.string(),
  birthDate: z.string(),
  role: z.string(),
  isAdult: z.boolean(),
  /** issue 15: the person's medical-selection records (the flow of spec 02 §4 "Medical selection flow in edit policy"); none for a newly insured person */
  medicalSelection: z.array(MedicalSelectionRecordContract).default([]),
});
export type ContractPerson = z.infer<typeof InsuredPersonContract>;

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

const PremiumContract = z.object({
  totalNettoPremiumMonth: z.number(),
  totalNettoPremiumPaymentTerm: z.number(),
  excessAmount: z.number(),
  /** "Premium overview per customer: excessAmount, discounts, totals, product premiums" (spec 02 §3): the own-risk line reads their types, the product lines their premium and discount */
  products: z
    .array(z.object({ code: z.string(), name: z.string(), typeOfProduct: z.string(), nettoPremium: z.number(), collectivityDiscountAmount: z.number() }))
    .default([]),
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


/**
 * "Saving contracts: a failure that returns package types lists them as missing required packages" (spec 02 §4): the
 * refusal's body, of a policy change and of persons added alike.
 */
export const SaveRefusalContract = z.object({ message: z.string(), packageTypes: z.array(z.string()).min(1) });

export { euroToCents, centsToEuro, sumOfEuros } from './money';
export {
  INVOICE_STATUSES,
  INVOICE_STATUS_ID,
  PAYABLE_INVOICE_STATUS_IDS,
  isInvoiceStatusId,
  invoiceStatusName,
  invoiceStatusColour,
  isPayableInvoiceStatus,
  isPaymentArrangementInvoiceStatus,
  type InvoiceStatusColour,
  type InvoiceStatusId,
  type InvoiceStatusKey,
} from './invoice-status';
export {
  INVOICE_WINDOW_YEARS,
  isInInvoiceWindow,
  shownInvoices,
  hasPayableInvoices,
  hasPaymentArrangementInvoices,
  type Invoice,
} from './invoices';
export {
  PAYMENT_TERMS,
  PAYMENT_TERM_MONTHS,
  isPaymentTerm,
  paymentTermName,
  paymentTermDiscountKey,
  type PaymentTerm,
  type PaymentTermName,
  type PaymentTermDiscountKey,
} from './payment-term';
export {
  PAYMENT_METHODS,
  PAPER_CONTACT_COST_PER_MONTH,
  MAIL_INVOICE_COST,
  isPaidByCustomer,
  isPaperContactAllowed,
  contactPreferenceAfterPaymentMethodChange,
  isPaymentMethodAllowed,
  paperPostCostsPerInvoice,
  type PaymentMethod,
  type ContactPreference,
} from './payment-method';
export {
  PREMIUM_COLLECTION_DAY,
  PAYMENT_CHANGE_CUTOFF_DAY,
  premiumCollectionDate,
  paymentChangeEffectiveDate,
} from './premium-collection';
export {
  PAYMENT_ARRANGEMENT_MINIMUM_INVOICE_AMOUNT,
  PAYMENT_ARRANGEMENT_MINIMUM_TERM_AMOUNT,
  PAYMENT_ARRANGEMENT_MINIMUM_TERMS,
  PAYMENT_ARRANGEMENT_MAXIMUM_TERMS,
  PAYMENT_ARRANGEMENT_MAXIMUM_PREMIUM_INVOICES,
  PAYMENT_ARRANGEMENT_START_MOMENTS,
  isInvoiceSelectableForArrangement,
  isPremiumInvoice,
  paymentArrangementStartDates,
  paymentArrangementTermAmounts,
  maximumNumberOfTerms,
  paymentArrangementErrors,
  paymentArrangementUnavailableReason,
  paymentArrangementRequestKind,
  type ArrangementInvoice,
  type PaymentArrangementError,
  type PaymentArrangementRequest,
} from './payment-arrangement';
export {
  editPolicyDenialReason,
  isPolicyMutable,
  isPaymentTermChangeBlocked,
  policyChangeDeadline,
  isPolicyChangePossible,
  policyChangeStartDate,
  type EditPolicyDenialReason,
  type EditPolicyFacts,
} from './edit-policy';
export {
  DENTAL_TREATMENT_OPTIONS,
  DENIED_FROM_MISSING_TEETH,
  isDentalMedicalSelectionDenied,
  medicalSelectionStep,
  mayChooseCardWithMedicalSelection,
  medicalSelectionSubmitOutcome,
  type DentalTreatmentOption,
  type DentalMedicalSelectionAnswers,
  type MedicalSelectionRecord,
  type MedicalSelectionStep,
} from './medical-selection';
export {
  PRODUCT_TYPES,
  BASIC_INSURANCE_PRODUCT_TYPE_NAME,
  BASIC_INSURANCE_PACKAGE_CODES,
  isProductTypeCode,
  productCategory,
  isBasicInsuranceProductTypeName,
  isBasicInsurancePackageCode,
  type ProductTypeCode,
  type ProductCategory,
} from './product-types';
export {
  DECLARATION_STATUSES,
  isDeclarationStatusCode,
  declarationStatusName,
  declarationStatusColour,
  isDeclarationHandled,
  type DeclarationStatusCode,
  type DeclarationStatusColour,
} from './declaration-status';
export {
  MAXIMUM_ONLINE_DECLARATION_AMOUNT,
  MAXIMUM_TRIPS_PER_DECLARATION,
  isDeclarationAmountAllowedOnline,
  declarationTripErrors,
  mayAddTrip,
  type DeclarationTrip,
  type DeclarationTripError,
} from './declaration-limits';
export {
  MANDATORY_OWN_RISK,
  MAXIMUM_VOLUNTARY_OWN_RISK,
  MAXIMUM_TOTAL_OWN_RISK,
  OWN_RISK_MINIMUM_AGE,
  isValidVoluntaryOwnRisk,
  totalOwnRisk,
  ownRiskConsumption,
  type OwnRiskConsumption,
} from './own-risk';
export {
  CONTRACT_CARD_GROUP_KEYS,
  toggleContractCard,
  selectedCards,
  exceedsMaximumSelectableAmount,
  isContractCardShown,
  shownCardOptions,
  type ContractCardGroupKey,
  type CardOption,
  type ContractCard,
  type ContractCardGroup,
  type CardChoice,
} from './contract-cards';
export { hasPackageLineConflict, chooseContractCard } from './package-lines';
export { highestInsuredParent, freePackagesForChild, type ParentCover } from './child-packages';
export { premiumOverviewExcessLine } from './premium-overview';
export { isDentalCardOfferedTo, cardGroupsForNewlyParticipatingPersons } from './newly-insured-cards';
export {
  NEWBORN_ADDITION_PERIOD_MONTHS,
  isStartDatePickable,
  isNewbornWithinAdditionPeriod,
  newbornStartDate,
  addInsuredStartDateError,
  mayAddPartner,
  addInsuredPartnerError,
  switchToCoInsured,
  newlyInsuredBsnErrors,
  addInsuredBlockReason,
  type AddInsuredStartDateError,
} from './add-insured';
export {
  INSURANCE_CARD_REQUEST_INTERVAL_MONTHS,
  insuranceCardRequestOutcome,
  mayRequestInsuranceCard,
  type InsuranceCardRequestResult,
  type InsuranceCardRequestOutcome,
} from './insurance-card';
export {
  isLastDutchIncomeAsked,
  insuranceRightPayload,
  type InsuranceRightAnswers,
  type InsuranceRightPayload,
} from './insurance-right';
export { visibleInsuredPersons, mayRequestTransportFor, type InsuredPerson } from './insured-persons';
export {
  CARE_MEDIATION_TYPES,
  CARE_MEDIATION_DISTANCE_OPTIONS,
  mayRequestCareMediationFor,
  combinedCareTimeError,
  type CareMediationType,
  type CareTime,
} from './care-mediation';
export {
  TREATMENT_ABROAD_TYPES,
  FERTILITY_REIMBURSEMENT_AGE_LIMIT,
  hasFertilityReimbursementRight,
  type TreatmentAbroadType,
} from './treatment-abroad';
export {
  SUBMITTED_BY_CODES,
  RECEIVER_OF_REIMBURSEMENT_CODES,
  declarationSubmitter,
  reimbursementReceiver,
  receiverOfReimbursementCodeFor,
  DECLARATION_YEARS_SHOWN,
  declarationYears,
  type DeclarationParty,
  type SubmittedByCode,
  type ReceiverOfReimbursementCode,
} from './declarations';
export {
  FINANCIAL_SUMMARY_METERS,
  GVS_PERSONAL_CONTRIBUTION_CAP,
  costMeter,
  type CostMeter,
  type FinancialSummaryMeter,
} from './financial-summary';
export {
  DECLARATION_CARE_TYPES,
  DECLARATION_CARE_TYPE_KEYS,
  isDeclarationCareType,
  isOwnRiskApplicable,
  assessDeclaration,
  type DeclarationCareType,
  type DeclarationAssessment,
  type DeclarationAssessmentInput,
} from './declaration-assessment';
export {
  DECLARATION_KINDS,
  BILL_CARE_TYPES,
  DECLARATION_CURRENCIES,
  DECLARATION_COUNTRIES,
  TRANSPORT_TREATMENT_TYPES,
  TRANSPORT_TRAVEL_TYPES,
  EXTRA_COST_TYPES,
  DECLARATION_TEXT_MAX_LENGTH,
  DECLARATION_DESCRIPTION_MAX_LENGTH,
  DECLARATION_MESSAGES_NL,
  EMPTY_TRIP,
  EMPTY_DECLARATION_FORM,
  validateDeclarationDetails,
  validateDeclarationFiles,
  careTypeOfDeclaration,
  firstTreatmentDateOf,
  lastTreatmentDateOf,
  submittedDateOf,
  hasDeclarationErrors,
  type DeclarationKind,
  type DeclarationFormValues,
  type DeclarationTripValues,
  type DeclarationMessageKey,
  type DeclarationOwnMessageKey,
  type DeclarationErrors,
  type YesNo,
} from './declaration-form';

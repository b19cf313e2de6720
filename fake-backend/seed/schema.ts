/**
 * The shape of `db.json`. Field names follow the spec's entities
 * (spec 01 §3, spec 02 §3) so later endpoints can serve records as they are;
 * the few extra fields (owner keys like `customerNumber`, `agreementId`)
 * say whose record it is.
 */
import type { LabelId, PermissionCode } from '../../domain/access';
import type { ContactFormTopic } from '../../domain/contact';
import type { ScheduledPaymentChange } from '../../domain/insurance';

export type Role = 'H' | 'M' | 'P';
export type Gender = 'M' | 'F';

export interface Address {
  street: string;
  houseNumber: number;
  houseNumberAddition: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
}

export interface CustomerRecord {
  customerNumber: string;
  initials: string;
  firstName: string;
  prefix: string | null;
  lastName: string;
  prefixBirthName: string | null;
  birthName: string | null;
  gender: Gender;
  /** yyyy-MM-dd */
  birthDate: string;
  role: Role;
  socialSecurityNumber: string;
  nationality: string;
  address: Address;
  emailAddress: string | null;
  phoneNumber: string | null;
  agreementId: string;
  label: LabelId;
  isDefaulter: boolean;
  /** GET InsuranceRight isCheckRequired */
  isInsuranceRightCheckRequired: boolean;
  medicalSelection: null;
}

export interface AccountRecord {
  accountId: string;
  username: string;
  /** bcrypt hash; never served */
  passwordHash: string;
  customerNumber: string;
  isActivated: boolean;
  permissions: PermissionCode[];
  shouldResetPassword: boolean;
  shouldVerifyEmailAddress: boolean;
  signedTermsOfAgreement: boolean;
  shouldShowDigitalPopup: boolean;
  label: LabelId;
  iDinActive: boolean;
  iDinActivationDate: string | null;
  digitalNewsletterActive: boolean;
  announcementEmailActive: boolean;
  /** how the insurer sends its post: digital (message box and e-mail, the default when absent) or on paper (costs extra) */
  contactPreference?: 'digital' | 'paper';
  /** ISO timestamp of the last completed login (code checked) */
  lastLoginAt: string | null;
  /**
   * ISO timestamp of the login before the last one: what 'Laatst ingelogd' shows
   * to the user of the current login (issue 12 point 8). Absent in data written
   * before it was kept: then the last login is the one before this session.
   */
  previousLoginAt?: string | null;
}

/** Consecutive wrong passwords per (lower-cased) username, known or not. */
export interface LoginAttemptRecord {
  username: string;
  failures: number;
  /** ISO timestamp; null when not locked */
  lockedUntil: string | null;
}

export interface ProductRecord {
  code: string;
  name: string;
  /** MB basic, AP additional, XA/AE/KL/ER extra additional, TA dental, OW excess */
  typeOfProduct: 'MB' | 'AP' | 'XA' | 'AE' | 'KL' | 'ER' | 'TA' | 'OW';
  collectivityDiscountAmount: number;
  nettoPremium: number;
}

export interface PolicyRecord {
  policyNumber: string;
  customerNumber: string;
  agreementId: string;
  year: number;
  subContractName: string;
  startDate: string;
  endDate: string;
  paymentTerm: 1 | 3 | 6 | 12;
  discountAmount: number;
  discountPercentage: number;
  totalNettoPremiumMonth: number;
  totalNettoPremiumPaymentTerm: number;
  totalGrossPremium: number;
  totalDiscount: number;
  collectivityDiscountAmount: number;
  additionalDiscountAmount: number;
  excessDiscountAmount: number;
  excessAmount: number;
  products: ProductRecord[];
}

/** The payment details an agreement stores; the answer adds excessLimit, read from its policies (areas/policy-year.ts `excessLimitOf`). */
export interface PaymentDetailsRecord {
  ibanReceivedByInsured: string;
  ibanPayedByInsured: string;
  ibanExcess: string;
  paymentMethod: 'iDeal' | 'DirectDebit' | 'Mail' | 'BOR' | 'TPS';
  paymentMethodExcess: 'iDeal' | 'DirectDebit' | 'Mail' | 'BOR' | 'TPS';
  paymentTerm: 1 | 3 | 6 | 12;
  paymentTermDiscounts: { yearly: number; halfYearly: number; quarterly: number; monthly: number };
  hasMandatoryDirectDebit: boolean;
  hasAgreementEnded: boolean;
}

export interface AgreementParticipantRecord {
  customerNumber: string;
  role: Role;
  policyNumber: string;
  startDate: string;
  endDate: string | null;
  productTypes: string[];
}

export interface AgreementRecord {
  agreementId: string;
  agreementIdNumber: string;
  collectivity: string;
  label: LabelId;
  contractCode: string;
  hasBasicInsurance: boolean;
  mainCustomerNumber: string;
  agreementParticipants: AgreementParticipantRecord[];
  totalAmount: number;
  paymentTerm: 1 | 3 | 6 | 12;
  isPremiumPaidByCustomer: boolean;
  hasAgreementEnded: boolean;
  startDate: string;
  endDate: string | null;
  paymentDetails: PaymentDetailsRecord;
  /** issue 32 point 15: changes of the payment method or term, each in force from its day (fake-backend/areas/payment-changes.ts) */
  paymentChanges?: ScheduledPaymentChange[];
}

export interface InvoiceRecord {
  invoiceNumber: string;
  customerNumber: string;
  agreementId: string;
  description: string;
  invoiceDate: string;
  amount: number;
  remaining: number;
  status: string;
  statusId: number;
  attachments: { fileName: string; guidName: string }[];
  paymentType: string;
  expirationDate: string;
  paymentDate: string | null;
  premiePeriod: string | null;
  /** the last day of the premium period the invoice bills, for a period longer than a month (its payment term); absent: the month of premiePeriod. Not in the API's answer. */
  premiePeriodEnd?: string;
}

export interface PaymentArrangementRecord {
  paymentArrangementId: string;
  customerNumber: string;
  agreementId: string;
  statusId: number;
  status: string;
  startDate: string;
  numberOfTerms: number;
  termAmount: number;
  totalAmount: number;
  invoiceNumbers: string[];
  /** false: a request not processed yet (a new one replaces it); absent in an older db.json: processed */
  isProcessed?: boolean;
  /** issue 14: a request to add invoices to this running arrangement (absent or null: a request of its own) */
  addsToPaymentArrangementId?: string | null;
  /** ISO timestamp the request arrived (Mijn aanvragen lists it, a bill asked into it says since when); absent: not known */
  requestedAt?: string;
  /** the terms paid so far, each on the day its payment came in (yyyy-MM-dd); absent: none */
  paidTerms?: { number: number; paidOn: string }[];
}

export interface DocumentRecord {
  documentID: string;
  guidName: string;
  /** the account holder who may read it */
  ownerCustomerNumber: string;
  createdAt: string;
  publicationDate: string;
  customerInitials: string;
  customerLastName: string;
  customerBirthDate: string;
  customerNumber: string;
  customerGender: Gender;
  docType: string;
  docTypeID: number;
  documentCluster: string;
  documentName: string;
  name: string;
  extension: string;
  hasBeenRead: boolean;
  label: LabelId;
  policyNumber: string;
  productType: string | null;
  contractCode: string;
  /** fake only: the archive has no file for it, so its download answers 204 (spec 01 §8 "an empty 204") */
  isFileMissing?: boolean;
}

/**
 * A document that is the same for every insured person of a label and year
 * (spec 01 §7 GET Document/GetGenericDocumentList): policy conditions and
 * compensation overviews, the reimbursement documents.
 */
export interface GenericDocumentRecord {
  documentID: string;
  guidName: string;
  label: LabelId;
  year: number;
  docType: string;
  docTypeID: number;
  documentCluster: string;
  documentName: string;
  name: string;
  extension: string;
  productType: string | null;
  publicationDate: string;
}

export interface DeclarationRecord {
  declarationId: string;
  recordId: string;
  invoiceId: string;
  /** the account holder who submitted or may read it */
  ownerCustomerNumber: string;
  customerNumber: string;
  fullName: string;
  receivedDate: string;
  treatmentDate: string;
  lastTreatmentDate: string;
  careProvider: string;
  careType: string;
  /** in euros: a bill in another currency at the reference rate of its treatment day (issue 32) */
  declarationAmount: number;
  /** issue 32: a bill in another currency as it was declared, and the rate it was valued at; none for euros */
  original?: { amount: number; currency: string; euroPerUnit: number } | null;
  compensatedAmount: number;
  uncompensatedAmount: number;
  excessAmount: number;
  contributionAmount: number;
  /** Z care provider, V insured (agreed reading) */
  submittedBy: 'Z' | 'V';
  /** D customer, M care provider (one of the two readings in spec 02 §3; to confirm) */
  receiverOfReimbursement: 'D' | 'M';
  /** 0 handled, 1 in progress, 2 not applicable */
  status: 0 | 1 | 2;
  statusName: 'Afgehandeld' | 'In behandeling' | 'Niet van toepassing';
  hasReadRights: boolean;
  year: number;
  bills: { payOutAmount: number; activities: { date: string; description: string }[] }[];
  collectionRiskAmount: number;
  relation: { prefix: string | null; lastName: string; dateOfBirth: string };
  /** issue 17: a declaration submitted through the portal (POST Declaration); seeded ones have none */
  submission?: DeclarationSubmissionRecord;
}

/** Issue 17: what POST Declaration received, kept with the declaration (the files' names and sizes, not their bytes). */
export interface DeclarationSubmissionRecord {
  kind: 'bill' | 'transport' | 'abroad';
  /** domain DECLARATION_CARE_TYPES key */
  careTypeKey: string;
  currency: string;
  /** yyyy-MM-dd: received plus 10 working days; the fake backend assesses it on that day */
  handledBy: string;
  submittedByAccountId: string;
  /** the answers as sent, by multipart field name */
  fields: Record<string, string>;
  files: { fileName: string; size: number; contentType: string }[];
}

export type NewsAudience = 'public' | 'authenticated';

export interface NewsRecord {
  id: string;
  audience: NewsAudience[];
  text: string;
  url: string | null;
  hyperlinkSubstring: string | null;
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd, inclusive */
  endDate: string;
  language: 'nl-NL' | 'en-US';
}

/** A contact form received by `POST ContactForm` (the files' names, sizes and types; never their bytes). */
export interface ContactFormRecord {
  contactFormId: string;
  /** the account that sent it */
  accountId: string;
  username: string;
  /** the insured person it is about */
  customerNumber: string;
  subject: ContactFormTopic;
  /** line breaks stored as \n */
  question: string;
  extraData: { key: string; value: string }[];
  files: { fileName: string; size: number; contentType: string }[];
  /** ISO timestamp (fake clock) */
  receivedAt: string;
  /** yyyy-MM-dd: 5 working days after the Dutch date it was received */
  replyBefore: string;
  /** issue 33: sent before today by the seed, not over the API */
  seeded?: true;
}

/** A care-mediation, treatment-abroad or seated patient transport request (spec 02 §7): the answers in their multipart names, the files' names, sizes and types. */
export interface RequestRecord {
  requestId: string;
  accountId: string;
  username: string;
  /** the insured person it is for */
  customerNumber: string;
  /** the flow's id: `general-practitioner`, `kidney-dialysis`, … */
  flow: string;
  /** `InstanceAbroad.Address.Street` → value, as sent (dates yyyy-MM-dd) */
  answers: Record<string, string>;
  files: { fileName: string; size: number; contentType: string }[];
  /** ISO timestamp (fake clock) */
  receivedAt: string;
  /** issue 33: sent before today by the seed, not over the API */
  seeded?: true;
}

// ---- requests: insurance card, insurance-right check, member-offer tips (issue 16, h-cards) ----

/** A physical insurance card sent by `POST InsuranceCard` (one per person; denied requests are not stored). */
export interface InsuranceCardRequestRecord {
  requestId: string;
  /** the account that asked */
  accountId: string;
  customerNumber: string;
  policyNumber: string;
  /** yyyy-MM-dd (fake clock) */
  requestedOn: string;
  /** ISO timestamp (fake clock); absent on a card asked before issue 33 */
  requestedAt?: string;
  /** yyyy-MM-dd: 10 working days later */
  expectedDeliveryDate: string;
  /** issue 33: sent before today by the seed, not over the API */
  seeded?: true;
}

/** A yearly insurance-right check received by `POST InsuranceRight` (the files' names, sizes and types; never their bytes). */
export interface InsuranceRightCheckRecord {
  checkId: string;
  accountId: string;
  customerNumber: string;
  hasDutchIncome: boolean;
  hasBenefit: boolean;
  hasOtherIncome: boolean;
  isSelfEmployed: boolean;
  /** only when none of income, benefit or self-employed is yes */
  lastDutchIncome: string | null;
  files: { fileName: string; size: number; contentType: string }[];
  /** ISO timestamp (fake clock) */
  receivedAt: string;
}

/** A tip about a member offer sent by `POST MemberOffer/Tip`. */
export interface MemberOfferTipRecord {
  tipId: string;
  accountId: string;
  offerId: string;
  friendName: string;
  friendEmail: string;
  message: string;
  /** ISO timestamp (fake clock) */
  sentAt: string;
  /** yyyy-MM-dd (fake clock): a day's tips are counted */
  sentOn: string;
}
// ---- end of issue 16 (h-cards) ----

// ---- issue 15 (h-medsel) ----
/**
 * A dental medical selection received by `POST Contract/ValidateAndSaveMedicalSelection`
 * for a person on an agreement (newly insured persons' selections are not stored:
 * "for newly insured persons the agreement update is skipped").
 */
export interface MedicalSelectionRecordStored {
  medicalSelectionId: string;
  customerNumber: string;
  agreementId: string;
  year: number;
  /** the dental package it was asked for */
  productComponentCode: string;
  /** yyyy-MM-dd (fake clock) */
  date: string;
  /** by the domain's rule on the answers */
  isApproved: boolean;
  answers: {
    orthodonticsWithinTwoYears: boolean;
    dentistLastTwoYears: boolean;
    hasCongenitalDentalDefect: boolean;
    congenitalDentalDefectMessage: string;
    extracted4OrMoreTeeth: boolean;
    numberOfMissingTeeth: number;
    expectsToHaveOneOfFollowingTreatments: string[];
    doesNotExpectTreatment: boolean;
    acceptedTermsAndConditions: boolean;
    /** yyyy-MM-dd */
    acceptanceDate: string;
  };
}
// ---- end of issue 15 (h-medsel) ----

export interface DbState {
  meta: { seedVersion: number; seedDate: string };
  accounts: AccountRecord[];
  loginAttempts: LoginAttemptRecord[];
  customers: CustomerRecord[];
  agreements: AgreementRecord[];
  policies: PolicyRecord[];
  invoices: InvoiceRecord[];
  paymentArrangements: PaymentArrangementRecord[];
  documents: DocumentRecord[];
  genericDocuments: GenericDocumentRecord[];
  declarations: DeclarationRecord[];
  news: NewsRecord[];
  /** received contact forms; absent in a db.json written before the contact form existed */
  contactForms?: ContactFormRecord[];
  /** received care-mediation and treatment-abroad requests; absent in a db.json written before they existed */
  careMediationRequests?: RequestRecord[];
  treatmentAbroadRequests?: RequestRecord[];
  /** issue 17 (h-seated): received seated patient transport requests (`flow` is the SituationType) */
  seatedTransportRequests?: RequestRecord[];
  // issue 16 (h-cards): absent in a db.json written before these requests existed
  insuranceCardRequests?: InsuranceCardRequestRecord[];
  insuranceRightChecks?: InsuranceRightCheckRecord[];
  // issue 15 (h-addins): newly insured persons in progress; absent in a db.json written before they existed
  newlyInsuredPersons?: NewlyInsuredPersonRecord[];
  memberOfferTips?: MemberOfferTipRecord[];
  // issue 15 (h-medsel): absent in a db.json written before medical selections existed
  medicalSelections?: MedicalSelectionRecordStored[];
}

/** Issue 15 (h-addins): a newly insured person as requested, in progress until the insurer handles it (spec 02 §3 "Agreement detail"). */
export interface NewlyInsuredPersonRecord {
  id: string;
  agreementId: string;
  year: number;
  status: 'in-progress';
  /** ISO timestamp */
  requestedAt: string;
  role: 'P' | 'M';
  initials: string;
  firstName: string;
  prefix: string | null;
  lastName: string;
  birthNamePrefix: string | null;
  birthName: string | null;
  emailAddress: string | null;
  birthDate: string;
  gender: Gender;
  socialSecurityNumber: string;
  nationality: string;
  startDate: string;
  productComponentCodes: string[];
  totalNettoPremiumMonth: number;
  /** issue 15 (h-newins): the approved dental questionnaire sent with a package with medical selection; absent or null otherwise */
  medicalSelection?: MedicalSelectionRecordStored['answers'] | null;
}

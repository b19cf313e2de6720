export { mostRecentAgreementsQuery, mostRecentAgreementsFx } from './api/queries';
export { type Agreement, type PolicyHolder, type Policy, type Product } from './model/agreement';
export { hasBasicInsurance } from './model/basic-insurance';
export {
  agreementDetailsForYearQuery,
  agreementDetailsForYearFx,
  AgreementDetailsContract,
  type AgreementDetail,
  type AgreementParticipant,
} from './api/agreement-details';
export { paymentDetailsQuery, paymentDetailsFx, hasKnownIbanQuery, KnownIbanContract, type AgreementKey } from './api/payment-details';
export { PaymentDetailsContract, type PaymentDetails } from './api/payment-details-contract';
export { agreementsByRoleAndFilterQuery, type AgreementByRole, type AgreementRoleFilter } from './api/agreements-by-role';

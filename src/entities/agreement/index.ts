export { mostRecentAgreementsQuery, mostRecentAgreementsFx } from './api/queries';
export { MostRecentAgreementsContract, type MostRecentAgreement } from './api/contract';
export { hasBasicInsurance } from './model/basic-insurance';

export { mostRecentAgreementsQuery } from '../api/queries';
export { hasBasicInsurance } from '../model/basic-insurance';

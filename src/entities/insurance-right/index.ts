export { insuranceRightQuery, insuranceRightFx, currentInsuranceRight } from './api/queries';
export { InsuranceRightContract, type InsuranceRight } from './api/contract';

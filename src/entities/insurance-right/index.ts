export { insuranceRightQuery, insuranceRightFx } from './api/queries';
export { InsuranceRightContract, type InsuranceRight } from './api/contract';

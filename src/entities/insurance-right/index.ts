export { insuranceRightQuery, insuranceRightFx, insuranceRightChanged } from './api/queries';
export { InsuranceRightContract, type InsuranceRight } from './api/contract';

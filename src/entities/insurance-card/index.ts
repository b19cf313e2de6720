export { digitalInsuranceCardQuery, insuranceCardsQuery } from './api/queries';
export {
  DigitalInsuranceCardsContract,
  InsuranceCardsContract,
  type DigitalInsuranceCard,
  type InsuranceCard,
  type Ehic,
} from './api/contract';

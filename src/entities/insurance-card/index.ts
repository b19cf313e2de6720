export { digitalInsuranceCardQuery } from './api/queries';
export { DigitalInsuranceCardsContract, type DigitalInsuranceCard } from './api/contract';

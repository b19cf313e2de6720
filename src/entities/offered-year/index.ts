export { offeredYearQuery } from './api/queries';
export { OfferedYearContract } from './api/contract';

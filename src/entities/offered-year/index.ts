export { offeredYearQuery, offeredYearWanted } from './api/queries';
export { OfferedYearContract } from './api/contract';

export { collectivityQuery } from './api/queries';
export { CollectivityContactInfoContract, type CollectivityContactInfo } from './api/contract';

export { accountDetailsQuery, accountDetailsFx } from './api/queries';
export type { AccountDetails } from './api/contract';

export {
  customersWithActivePolicyQuery,
  customersWithActivePolicyFx,
  customerDetailsQuery,
  customerDetailsFx,
  customerDetailsListQuery,
  customerDetailsListFx,
} from './api/queries';
export type { Customer, CustomerDetails, Address } from './api/contract';
export { fullNameOf, fullLastNameOf, addressLines } from './lib/person';
export { customerTexts } from './config/texts';

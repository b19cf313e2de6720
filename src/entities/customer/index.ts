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
export { createInsuredPersonChoice, type InsuredPersonChoice, type InsuredPersonOption, type Viewer } from './model/insured-person-choice';
export { InsuredPersonPicker } from './ui/insured-person-picker';
export { customerTexts } from './config/texts';

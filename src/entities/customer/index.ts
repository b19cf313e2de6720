export {
  customersWithActivePolicyQuery,
  customersWithActivePolicyFx,
  customerDetailsQuery,
  customerDetailsFx,
  customerDetailsListQuery,
  customerDetailsListFx,
} from './api/queries';
export {
  customersWithPolicyForYearQuery,
  customersWithActiveInsuranceCardQuery,
  customersWithPolicyQuery,
  customersWithPolicyInPastQuery,
  type PolicyYearKey,
} from './api/policy-queries';
export type { Customer, CustomerDetails, CustomerWithPolicies, Address } from './api/contract';
export { fullNameOf, fullLastNameOf, addressLines } from './lib/person';
export { createInsuredPersonChoice, type InsuredPersonChoice, type InsuredPersonOption, type Viewer } from './model/insured-person-choice';
export { InsuredPersonPicker } from './ui/insured-person-picker';
export { customerTexts } from './config/texts';

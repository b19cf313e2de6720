export { excessQuery, financialSummaryQuery, financialSummaryFx, policiesForYearQuery, policyInfoForYearFx, type PolicyKey } from './api/queries';
export { ExcessContract, type Excess, FinancialSummaryContract, type FinancialSummary, PolicyContract, type Policy } from './api/contract';
export {
  financialSummaryRequested,
  financialSummariesOutdated,
  financialSummaryOf,
  type FinancialSummaryKey,
  type FinancialSummaryStatus,
} from './model/financial-summary';
export { activePolicyNumbersQuery, activePolicyNumberFx, type ActivePolicyNumber } from './api/active-policy-number';

export { excessQuery, financialSummaryQuery, financialSummaryFx } from './api/queries';
export { ExcessContract, type Excess, FinancialSummaryContract, type FinancialSummary } from './api/contract';
export {
  financialSummaryRequested,
  financialSummaryOf,
  $financialSummaries,
  type FinancialSummaryKey,
  type FinancialSummaryStatus,
} from './model/financial-summary';

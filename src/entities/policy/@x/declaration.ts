// What the declaration entity may use of the policy entity (FSD cross-import): a declaration that changes
// state outdates its customer's financial summaries.
export { financialSummariesOutdated } from '../model/financial-summary';

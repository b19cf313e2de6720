export { personCoverageQuery, personCoverageFx } from './api/queries';
export { PersonCoverageContract, type PersonCoverage, type CareTypeCoverage, type Cover } from './api/contract';

export { personCoverageQuery, personCoverageFx, productsCoverageQuery } from './api/queries';
export { PersonCoverageContract, type PersonCoverage, type CareTypeCoverage, type Cover, type ProductsCoverage } from './api/contract';

export { excessQuery } from './api/queries';
export { ExcessContract, type Excess } from './api/contract';

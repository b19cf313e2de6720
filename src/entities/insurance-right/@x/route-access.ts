export { insuranceRightQuery } from '../api/queries';

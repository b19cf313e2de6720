export { $label, labelResolved } from './model';

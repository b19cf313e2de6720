export { formatMoney } from './money';
export { formatDate } from './date';

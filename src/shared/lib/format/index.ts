export { formatMoney } from './money';
export { formatDate } from './date';
export { formatFileSize } from './file-size';

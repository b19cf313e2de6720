export { formatMoney, formatEuros, formatCurrencyAmount, formatExchangeRate } from './money';
export { formatDate } from './date';
export { formatFileSize } from './file-size';
export { formatHoursAndMinutes } from './duration';
export { formatCountryName, formatCurrencyName } from './display-names';

export { formatMoney, formatEuros, formatCurrencyAmount, formatExchangeRate } from './money';
export { formatDay, formatEuropeanCardDate, formatFieldDate, formatMoment, formatMonth, formatWeekday, type DateKind } from './date';
export { formatFileNames, formatFileSize, formatFileTypes } from './file-size';
export { formatHoursAndMinutes } from './duration';
export { formatCountryName, formatCurrencyName } from './display-names';

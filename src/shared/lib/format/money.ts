const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Money is always shown in nl-NL EUR, whatever the UI language (spec 01 §1). */
export function formatMoney(amount: number): string {
  return euro.format(amount);
}

const wholeEuro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', trailingZeroDisplay: 'stripIfInteger' });

/** An amount that is mostly whole, as people say it: '€ 100', '€ 485', and '€ 12,50' when it has cents (issue 33 point 8). */
export function formatEuros(amount: number): string {
  return wholeEuro.format(amount);
}

/** Issue 32: an amount in another currency as the bill had it, in the Dutch way ("US$ 2.400,00" is ambiguous abroad, so the ISO code leads). */
export function formatCurrencyAmount(amount: number, currency: string): string {
  const number = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currency} ${number}`;
}

/** A reference rate (euros per unit), with the decimals it has, up to 6. */
export function formatExchangeRate(euroPerUnit: number): string {
  return new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(euroPerUnit);
}

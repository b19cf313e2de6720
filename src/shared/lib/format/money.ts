const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Money is always shown in nl-NL EUR, whatever the UI language (spec 01 §1). */
export function formatMoney(amount: number): string {
  return euro.format(amount);
}

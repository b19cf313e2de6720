/**
 * Country and currency names in Dutch from the browser's CLDR data
 * (`Intl.DisplayNames`), so no hand-kept list of names: issue 33 point 11.
 */
const regionNames = new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'code' });
const currencyNames = new Intl.DisplayNames(['nl'], { type: 'currency', fallback: 'code' });

/** "BE" → "België"; an unknown code as itself. */
export function formatCountryName(code: string): string {
  return code === '' ? '' : regionNames.of(code) ?? code;
}

/** "USD" → "Amerikaanse dollar (USD)": the name first, the code people see on the bill after it. */
export function formatCurrencyName(code: string): string {
  const name = currencyNames.of(code) ?? code;
  return name === code ? code : `${name.charAt(0).toUpperCase()}${name.slice(1)} (${code})`;
}

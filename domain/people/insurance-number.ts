/**
 * "Insurance number displayed in groups 4-4-rest": '123456789' becomes
 * '1234 5678 9'. Whitespace already in the value is removed first, so a
 * number formatted once stays the same when formatted again.
 */
export function formatInsuranceNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const groups = [compact.slice(0, 4), compact.slice(4, 8), compact.slice(8)];
  return groups.filter((group) => group !== '').join(' ');
}

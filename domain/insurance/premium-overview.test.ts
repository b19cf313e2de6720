import { describe, expect, test } from 'vitest';
import { premiumOverviewExcessLine } from './premium-overview';

const today = new Date(2025, 5, 1);

describe('premium overview excess line', () => {
  // "For adult customers with a basic package and no excess product the premium overview adds an excess
  //  line (excess plus a fixed offset of 385, as displayed)."
  test.for([
    { name: 'adult, basic only', birthDate: '1980-01-01', productTypes: ['MB'], excessAmount: 0, line: 385 },
    { name: 'adult, basic and additional, voluntary 500', birthDate: '1980-01-01', productTypes: ['MB', 'AP'], excessAmount: 500, line: 885 },
    { name: 'adult with an excess product', birthDate: '1980-01-01', productTypes: ['MB', 'OW'], excessAmount: 200, line: null },
    { name: 'adult without basic', birthDate: '1980-01-01', productTypes: ['AP'], excessAmount: 0, line: null },
    { name: 'turns 18 today', birthDate: '2007-06-01', productTypes: ['MB'], excessAmount: 0, line: 385 },
    { name: 'a child', birthDate: '2010-01-01', productTypes: ['MB'], excessAmount: 0, line: null },
    { name: 'cents stay exact', birthDate: '1980-01-01', productTypes: ['mb'], excessAmount: 0.1, line: 385.1 },
  ])('$name: $line', ({ name: _, line, ...customer }) => {
    expect(premiumOverviewExcessLine(customer, today)).toBe(line);
  });
});

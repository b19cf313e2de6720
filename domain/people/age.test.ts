import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ageOn, is16AndOlder, isAdult, isChildUnder16 } from './age';

const today = new Date(2025, 5, 15, 8, 0);

describe('ageOn and the age checks', () => {
  // "Adult means at least 18; a second check at 16."
  test.for([
    { case: '18 today', birthDate: new Date(2007, 5, 15), age: 18, adult: true, sixteen: true },
    { case: '18 tomorrow', birthDate: new Date(2007, 5, 16), age: 17, adult: false, sixteen: true },
    { case: '16 today, born late in the day', birthDate: new Date(2009, 5, 15, 23, 0), age: 16, adult: false, sixteen: true },
    { case: '16 tomorrow', birthDate: new Date(2009, 5, 16), age: 15, adult: false, sixteen: false },
    { case: 'newborn', birthDate: new Date(2025, 4, 1), age: 0, adult: false, sixteen: false },
    { case: 'aged 45', birthDate: new Date(1980, 0, 31), age: 45, adult: true, sixteen: true },
  ])('$case: age $age', ({ birthDate, age, adult, sixteen }) => {
    expect(ageOn(birthDate, today)).toBe(age);
    expect(isAdult(birthDate, today)).toBe(adult);
    expect(is16AndOlder(birthDate, today)).toBe(sixteen);
    expect(isChildUnder16(birthDate, today)).toBe(!sixteen);
  });

  test.for([
    { on: new Date(2026, 1, 28), age: 17 },
    { on: new Date(2026, 2, 1), age: 18 },
    { on: new Date(2032, 1, 29), age: 24 },
  ])('born 29 February 2008: on $on aged $age', ({ on, age }) => {
    expect(ageOn(new Date(2008, 1, 29), on)).toBe(age);
  });

  test('an adult is always 16 or older, and a child under 16 never an adult', () => {
    const dates = fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(dates, dates, (birthDate, on) => {
        if (isAdult(birthDate, on)) expect(is16AndOlder(birthDate, on)).toBe(true);
        if (isChildUnder16(birthDate, on)) expect(isAdult(birthDate, on)).toBe(false);
      }),
    );
  });
});

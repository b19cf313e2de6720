import { describe, expect, expectTypeOf, test } from 'vitest';
import { array, boolean, either, nullable, number, object, oneOf, optional, pick, text, type Infer } from './contract';

const Claims = object({
  typ: oneOf('access'),
  exp: number({ integer: true, min: 0 }),
  permissions: array(text({ minLength: 1 })),
  user: object({ role: oneOf('H', 'M', 'P'), prefix: optional(nullable(text())), time: text({ pattern: /^\d{2}:\d{2}/ }) }),
  id: either(text(), number()),
  isAdult: boolean(),
});

const valid = { typ: 'access', exp: 10, permissions: ['a'], user: { role: 'H', time: '08:30' }, id: 7, isAdult: true, extra: 'kept' };

describe('shape checks for the answers of the first screen', () => {
  test('a value that fits is data, unknown fields and all; parse gives it back', () => {
    expect(Claims.isData(valid)).toBe(true);
    expect(Claims.getErrorMessages(valid)).toEqual([]);
    expect(Claims.parse(valid)).toBe(valid);
  });

  test.for<{ case: string; change: Record<string, unknown>; message: string }>([
    { case: 'wrong literal', change: { typ: 'refresh' }, message: 'Expected one of "access", path: typ' },
    { case: 'not an integer', change: { exp: 1.5 }, message: 'Expected an integer, path: exp' },
    { case: 'below the minimum', change: { exp: -1 }, message: 'Expected at least 0, path: exp' },
    { case: 'an empty text where one is needed', change: { permissions: [''] }, message: 'Expected at least 1 characters, path: permissions.0' },
    { case: 'a missing required field', change: { isAdult: undefined }, message: 'Expected boolean, received undefined, path: isAdult' },
    { case: 'a nested enum', change: { user: { role: 'X', time: '08:30' } }, message: 'Expected one of "H", "M", "P", path: user.role' },
    { case: 'a pattern', change: { user: { role: 'H', time: '8u' } }, message: 'Expected a string like /^\\d{2}:\\d{2}/, path: user.time' },
    { case: 'neither of two', change: { id: true }, message: 'Expected string, received boolean, path: id' },
    { case: 'null where no null is allowed', change: { permissions: null }, message: 'Expected array, received null, path: permissions' },
  ])('$case is refused, naming where', ({ change, message }) => {
    const value = { ...valid, ...change };
    expect(Claims.isData(value)).toBe(false);
    expect(Claims.parse(value)).toBeNull();
    expect(Claims.getErrorMessages(value)).toEqual([message]);
  });

  test('optional and nullable fields may be missing or null', () => {
    expect(Claims.isData({ ...valid, user: { role: 'M', time: '09:00', prefix: null } })).toBe(true);
    expect(Claims.isData({ ...valid, user: { role: 'M', time: '09:00', prefix: 'van' } })).toBe(true);
    expect(Claims.isData({ ...valid, user: { role: 'M', time: '09:00', prefix: 3 } })).toBe(false);
  });

  test('pick checks only the fields it names', () => {
    const Release = pick(Claims, 'typ');
    expect(Release.isData({ typ: 'access' })).toBe(true);
    expect(Release.isData({ typ: 'other' })).toBe(false);
  });

  test('the types follow the shapes: a field that may be undefined may be left out', () => {
    expectTypeOf<Infer<typeof Claims>>().toEqualTypeOf<{
      typ: 'access';
      exp: number;
      permissions: string[];
      user: { role: 'H' | 'M' | 'P'; time: string; prefix?: string | null | undefined };
      id: string | number;
      isAdult: boolean;
    }>();
  });
});

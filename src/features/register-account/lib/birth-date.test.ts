import { describe, expect, test } from 'vitest';
import { submittedBirthDate } from './birth-date';

describe('a typed birth date is sent as yyyy-MM-dd ("Submitted dates formatted yyyy-MM-dd")', () => {
  test.for([
    { typed: '14-03-1991', sent: '1991-03-14' },
    { typed: '14-3-1991', sent: '1991-03-14' },
    { typed: ' 4/3/1991 ', sent: '1991-03-04' },
    { typed: '14.03.1991', sent: '1991-03-14' },
    { typed: '1991-03-14', sent: '1991-03-14' },
    { typed: '31-02-1991', sent: null },
    { typed: '14031991', sent: null },
    { typed: '', sent: null },
  ])('"$typed" → $sent', ({ typed, sent }) => {
    expect(submittedBirthDate(typed)).toBe(sent);
  });
});

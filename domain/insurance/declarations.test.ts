import { describe, expect, test } from 'vitest';
import { declarationSubmitter, declarationYears, receiverOfReimbursementCodeFor, reimbursementReceiver } from './declarations';

describe('the code letters of a declaration', () => {
  // "submittedBy Z = care provider, V = insured/customer (agreed)."
  test.for([
    { code: 'Z', submitter: 'care-provider' },
    { code: 'V', submitter: 'insured' },
    { code: 'X', submitter: null },
    { code: '', submitter: null },
    { code: 'toString', submitter: null },
  ])('submittedBy $code: $submitter', ({ code, submitter }) => {
    expect(declarationSubmitter(code)).toBe(submitter);
  });

  // "receiverOfReimbursement: one reading D = customer and M = care provider;
  // another reading M = insured and D = provider. Both are given; the builder
  // must confirm." Chosen: the first reading.
  test.for([
    { code: 'D', receiver: 'insured' },
    { code: 'M', receiver: 'care-provider' },
    { code: 'Z', receiver: null },
    { code: 'constructor', receiver: null },
  ])('receiverOfReimbursement $code: paid to $receiver', ({ code, receiver }) => {
    expect(reimbursementReceiver(code)).toBe(receiver);
  });

  test.for([
    { submitter: 'insured', code: 'D' },
    { submitter: 'care-provider', code: 'M' },
  ] as const)('submitted by $submitter: stored as $code, which reads back as the same party', ({ submitter, code }) => {
    expect(receiverOfReimbursementCodeFor(submitter)).toBe(code);
    expect(reimbursementReceiver(receiverOfReimbursementCodeFor(submitter))).toBe(submitter);
  });
});

describe('declarationYears', () => {
  // issue 17: "offer in the year filter exactly the years that have declarations (always including this year)"
  test.for([
    { today: new Date(2026, 10, 24), treated: [], years: [2026] },
    { today: new Date(2026, 10, 24), treated: ['2024-02-11', '2026-07-01', '2025-12-31', '2024-09-30'], years: [2026, 2025, 2024] },
    { today: new Date(2026, 10, 24), treated: ['2023-05-02', '2021-01-01'], years: [2026, 2023, 2021] },
    { today: new Date(2027, 0, 1, 0, 30), treated: ['2026-12-31', '2025-06-15'], years: [2027, 2026, 2025] },
    { today: new Date(2026, 11, 31, 23, 59), treated: ['2026-01-01', 'onbekend', ''], years: [2026] },
  ])('$today, treated on $treated: $years', ({ today, treated, years }) => {
    expect(declarationYears(today, treated)).toEqual(years);
  });
});

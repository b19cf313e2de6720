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
  // "submit within 3 years of treatment": the years a declaration can still be of
  test.for([
    { today: new Date(2026, 10, 24), years: [2026, 2025, 2024] },
    { today: new Date(2027, 0, 1, 0, 30), years: [2027, 2026, 2025] },
    { today: new Date(2026, 11, 31, 23, 59), years: [2026, 2025, 2024] },
  ])('$today', ({ today, years }) => {
    expect(declarationYears(today)).toEqual(years);
  });
});

import { describe, expect, test } from 'vitest';
import { decideInsuranceCardRequest, insuranceCardRequestError, insuranceCardRequestOutcome, mayRequestInsuranceCard } from './insurance-card';

describe('insurance card request outcome', () => {
  // "Insurance card request: accepted, partially accepted, or denied (a card was already requested in the last 3 months)."
  test.for([
    { name: 'all accepted', isSuccessful: true, accepted: ['A1', 'A2'], denied: [], outcome: 'accepted' },
    { name: 'one of two denied', isSuccessful: true, accepted: ['A1'], denied: ['A2'], outcome: 'partially-accepted' },
    { name: 'partial while flagged unsuccessful', isSuccessful: false, accepted: ['A1'], denied: ['A2'], outcome: 'partially-accepted' },
    { name: 'all denied', isSuccessful: true, accepted: [], denied: ['A1'], outcome: 'denied' },
    { name: 'unsuccessful', isSuccessful: false, accepted: [], denied: [], outcome: 'denied' },
    { name: 'accepted while flagged unsuccessful', isSuccessful: false, accepted: ['A1'], denied: [], outcome: 'accepted' },
    { name: 'successful without numbers', isSuccessful: true, accepted: [], denied: [], outcome: 'accepted' },
  ])('$name: $outcome', ({ isSuccessful, accepted, denied, outcome }) => {
    expect(
      insuranceCardRequestOutcome({ isSuccessful, acceptedAgreementNumbers: accepted, deniedAgreementNumbers: denied }),
    ).toBe(outcome);
  });

  // "a new card cannot be requested again within 3 months"
  test.for([
    { name: 'never requested', last: null, today: new Date(2025, 4, 1), may: true },
    { name: 'requested yesterday', last: '2025-04-30', today: new Date(2025, 4, 1), may: false },
    { name: 'a day short of 3 months', last: '2025-02-01', today: new Date(2025, 3, 30), may: false },
    { name: 'exactly 3 months', last: '2025-02-01', today: new Date(2025, 4, 1), may: true },
    { name: 'exactly 3 months, requested in the afternoon', last: '2025-02-01T15:00:00', today: new Date(2025, 4, 1, 9), may: true },
    { name: 'long ago', last: '2023-02-01', today: new Date(2025, 4, 1), may: true },
  ])('$name: may request $may', ({ last, today, may }) => {
    expect(mayRequestInsuranceCard(last, today)).toBe(may);
  });
});

describe('a physical-card request for several persons', () => {
  // "Insurance card request: accepted, partially accepted, or denied (a card was already requested in the last 3 months)."
  const today = new Date(2026, 10, 23);
  test.for([
    { name: 'nobody had one requested: accepted', lines: [{ agreementNumber: 'A1', lastRequestDate: null }], accepted: ['A1'], denied: [], outcome: 'accepted' },
    {
      name: 'one requested a month ago: partially accepted',
      lines: [{ agreementNumber: 'A1', lastRequestDate: null }, { agreementNumber: 'A2', lastRequestDate: '2026-10-23' }],
      accepted: ['A1'],
      denied: ['A2'],
      outcome: 'partially-accepted',
    },
    { name: 'requested today already: denied', lines: [{ agreementNumber: 'A1', lastRequestDate: '2026-11-23' }], accepted: [], denied: ['A1'], outcome: 'denied' },
    { name: 'requested exactly 3 months ago: accepted', lines: [{ agreementNumber: 'A1', lastRequestDate: '2026-08-23' }], accepted: ['A1'], denied: [], outcome: 'accepted' },
  ])('$name', ({ lines, accepted, denied, outcome }) => {
    const result = decideInsuranceCardRequest(lines, today);
    expect(result).toEqual({ isSuccessful: accepted.length > 0, acceptedAgreementNumbers: accepted, deniedAgreementNumbers: denied });
    expect(insuranceCardRequestOutcome(result)).toBe(outcome);
  });

  test.for([
    { name: 'nobody chosen', customerNumbers: [], error: 'insurance-card-person-required' },
    { name: 'one person twice', customerNumbers: ['1', '1'], error: 'insurance-card-person-twice' },
    { name: 'two persons', customerNumbers: ['1', '2'], error: null },
  ])('$name: $error', ({ customerNumbers, error }) => {
    expect(insuranceCardRequestError(customerNumbers)).toBe(error);
  });
});

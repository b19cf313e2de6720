import { describe, expect, test } from 'vitest';
import { formatSubmittedDate } from '../calendar';
import { requestHandledBy, requestStatus, type RequestKind } from './request-history';

describe('the day a request is handled at the latest', () => {
  // received Friday 18 December 2026: Christmas (25th, 26th) and the weekends are skipped
  const friday = new Date(2026, 11, 18);
  test.for<{ name: string; kind: RequestKind; handledBy: string }>([
    { name: '"Contact replies within 5 working days"', kind: 'contact-form', handledBy: '2026-12-28' },
    { name: '"Physical insurance card delivery about 10 working days"', kind: 'insurance-card', handledBy: '2027-01-05' },
    { name: 'seated transport at the claims\' 10 working days', kind: 'seated-transport', handledBy: '2027-01-05' },
    { name: 'care mediation as its page promises, contact within 5 working days', kind: 'care-mediation', handledBy: '2026-12-28' },
    { name: 'treatment abroad at 10 working days', kind: 'treatment-abroad', handledBy: '2027-01-05' },
    { name: 'insurance-right check at 10 working days', kind: 'insurance-right', handledBy: '2027-01-05' },
    { name: 'a payment arrangement at 10 working days', kind: 'payment-arrangement', handledBy: '2027-01-05' },
    { name: 'adding an insured person at 10 working days', kind: 'add-insured', handledBy: '2027-01-05' },
  ])('$name: $handledBy', ({ kind, handledBy }) => {
    expect(formatSubmittedDate(requestHandledBy(kind, friday))).toBe(handledBy);
  });
});

describe('a request is in progress up to its handled-by day', () => {
  const handledBy = new Date(2026, 11, 28);
  test.for([
    { name: 'the day it arrived', today: new Date(2026, 11, 18, 9), status: 'in-progress' },
    { name: 'on the handled-by day, late', today: new Date(2026, 11, 28, 23, 59), status: 'in-progress' },
    { name: 'the day after', today: new Date(2026, 11, 29, 0, 1), status: 'handled' },
    { name: 'a year later', today: new Date(2027, 11, 29), status: 'handled' },
  ])('$name: $status', ({ today, status }) => {
    expect(requestStatus(handledBy, today)).toBe(status);
  });

  // a payment arrangement's record says whether it is processed: that decides, not the day
  test.for([
    { name: 'not processed, before its day', today: new Date(2026, 11, 18, 9), isProcessed: false, status: 'in-progress' },
    { name: 'not processed, its day long past', today: new Date(2027, 11, 29), isProcessed: false, status: 'in-progress' },
    { name: 'processed before its day', today: new Date(2026, 11, 21), isProcessed: true, status: 'handled' },
    { name: 'processed, its day past', today: new Date(2027, 0, 4), isProcessed: true, status: 'handled' },
  ])('$name: $status', ({ today, isProcessed, status }) => {
    expect(requestStatus(handledBy, today, isProcessed)).toBe(status);
  });
});

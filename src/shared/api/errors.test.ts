import { describe, expect, test } from 'vitest';
import { ApiError, classifyRequestFailure, SessionExpiredError } from './errors';

describe('the error catalogue (spec 01 §8)', () => {
  // "HTTP 401 … HTTP 403 … HTTP 500 … Other statuses"; "Error notices appear after 50 ms unless the
  //  request URL is registered as suppressing notices (never for 401 or 403)"
  test.for([
    { case: '401', error: new ApiError(401, 'News', null), suppressed: false, failure: { kind: 'unauthorised' } },
    { case: '401, even when suppressed', error: new ApiError(401, 'News', null), suppressed: true, failure: { kind: 'unauthorised' } },
    { case: '403, even when suppressed', error: new ApiError(403, 'InsuranceRight', null), suppressed: true, failure: { kind: 'forbidden' } },
    { case: '500', error: new ApiError(500, 'News', null), suppressed: false, failure: { kind: 'server-error', suppressed: false } },
    { case: '500 suppressed', error: new ApiError(500, 'News', null), suppressed: true, failure: { kind: 'server-error', suppressed: true } },
    { case: '404', error: new ApiError(404, 'News', null), suppressed: false, failure: { kind: 'other-status', status: 404, suppressed: false } },
    { case: 'local expiry', error: new SessionExpiredError(), suppressed: true, failure: { kind: 'session-expired-locally' } },
    { case: '401 on a call with its own bearer (the code step)', error: new ApiError(401, 'account/validateVerificationCode', null), suppressed: true, ownBearer: true, failure: { kind: 'other-status', status: 401, suppressed: true } },
    // issue 13: no answer is no status code: a clear Dutch notice instead of 'foutcode: TypeError'
    { case: 'network failure', error: new TypeError('Failed to fetch'), suppressed: false, failure: { kind: 'unreachable', suppressed: false } },
    { case: 'time-out', error: Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }), suppressed: true, failure: { kind: 'unreachable', suppressed: true } },
  ] as { case: string; error: unknown; suppressed: boolean; ownBearer?: boolean; failure: object }[])('$case', ({ error, suppressed, ownBearer, failure }) => {
    expect(classifyRequestFailure(error, suppressed, ownBearer)).toEqual(failure);
  });
});

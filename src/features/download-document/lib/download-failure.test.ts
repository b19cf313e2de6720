import { invalidDataError } from '@farfetched/core';
import { ApiError, SessionExpiredError } from '@/shared/api';
import { describe, expect, test } from 'vitest';
import { downloadFailureCode } from './download-failure';

describe('the download-failure text\'s error code (spec 01 §8 "Download failure")', () => {
  test.for([
    { name: 'an empty 204 (no file in the answer)', error: invalidDataError({ validationErrors: ['the answer holds no file'], response: null }), code: '204' },
    { name: 'a 404', error: new ApiError(404, 'Document/GetDocument', 'Document not found: 1'), code: '404' },
    { name: 'a 500', error: new ApiError(500, 'Document/GetDocument', null), code: '500' },
    { name: 'a network failure: "Request failed"', error: new TypeError('Failed to fetch'), code: 'Request failed' },
    { name: 'a 401: the session ends instead', error: new ApiError(401, 'Document/GetDocument', null), code: null },
    { name: 'a 403: the session ends instead', error: new ApiError(403, 'Document/GetDocument', null), code: null },
    { name: 'a locally expired session', error: new SessionExpiredError(), code: null },
  ])('$name → $code', ({ error, code }) => {
    expect(downloadFailureCode(error)).toBe(code);
  });
});

import { apiScope } from '@test-support/api-scope';
import { ApiError } from '@/shared/api';
import { VALIDATION_MESSAGES_NL } from '@portal/domain';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { passwordForm } from './first-login';

describe('the first login’s new password', () => {
  test('issue 12 point 5: the server refusing the temporary password is the reason at the new password', async () => {
    const { scope, requests } = apiScope((request) => {
      throw new ApiError(400, request.path, VALIDATION_MESSAGES_NL['password-same-as-temporary']);
    });
    await allSettled(passwordForm.fieldChanged, { scope, params: { field: 'password', value: 'Welkom01!' } });
    await allSettled(passwordForm.fieldChanged, { scope, params: { field: 'repeat', value: 'Welkom01!' } });
    await allSettled(passwordForm.submitted, { scope });
    expect(requests.map((request) => request.path)).toEqual(['Account/UpdatePassword']);
    expect(scope.getState(passwordForm.$summary)).toEqual([{ path: 'password', message: 'validation.password-same-as-temporary' }]);
  });
});

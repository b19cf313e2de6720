// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $notices, ERROR_NOTICE_CLOSE_MS, negativeNoticeShown, positiveNoticeShown } from './model';
import { NoticeList } from './notice-list';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the notice list', () => {
  test('issue 12 point 2: an error notice closes itself after a while; a positive one stays', async () => {
    vi.useFakeTimers();
    const scope = fork();
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'errors.server' } });
    await allSettled(positiveNoticeShown, { scope, params: { messageKey: 'notices.ok' } });
    render(
      <Provider value={scope}>
        <NoticeList />
      </Provider>,
    );
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(ERROR_NOTICE_CLOSE_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scope.getState($notices).map((notice) => notice.kind)).toEqual(['positive']);
  });
});

import { requestFx, type ApiRequest } from '@/shared/api';
import { navigateFx } from '@/shared/routing';
import { fork, type Effect, type Scope } from 'effector';
import { vi } from 'vitest';

/** Further effects to replace, each with its handler (effector types the pairs with any). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

/**
 * A forked scope whose every call goes to `answer` (requestFx is the one
 * effect every request passes), recording the requests and the navigations;
 * `handlers` replace further effects.
 */
export function apiScope(answer: (request: ApiRequest) => unknown, handlers: Handlers = []) {
  const requests: ApiRequest[] = [];
  const navigate = vi.fn();
  const scope: Scope = fork({
    handlers: [
      // an attached effect with source and mapParams: the replaced handler gets the source, then the mapped params
      [requestFx, (_source: unknown, { request }: { request: ApiRequest }) => {
        requests.push(request);
        return answer(request);
      }],
      [navigateFx, (_navigator: unknown, to: unknown) => {
        navigate(to);
      }],
      ...handlers,
    ],
  });
  return { scope, requests, navigate };
}

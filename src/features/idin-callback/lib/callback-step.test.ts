import { describe, expect, test } from 'vitest';
import { callbackStep, modeOfCallback } from './callback-step';

const PENDING = { clientCode: 'code-1', mode: 'activation' } as const;

describe('what each return point does', () => {
  test.for([
    { route: 'authentication', query: { sessionId: 's' }, pending: PENDING, step: { kind: 'process', sessionId: 's', clientCode: 'code-1' } },
    { route: 'register', query: { sessionId: ' s ' }, pending: PENDING, step: { kind: 'process', sessionId: 's', clientCode: 'code-1' } },
    { route: 'authentication', query: {}, pending: PENDING, step: { kind: 'outcome', outcome: 'failure' } },
    { route: 'register', query: { sessionId: 's' }, pending: null, step: { kind: 'outcome', outcome: 'expired' } },
    { route: 'abort', query: { sessionId: 's' }, pending: PENDING, step: { kind: 'outcome', outcome: 'abort' } },
    { route: 'error', query: { sessionId: 's' }, pending: null, step: { kind: 'report-error', sessionId: 's' } },
    { route: 'error', query: {}, pending: PENDING, step: { kind: 'outcome', outcome: 'error' } },
    { route: 'generic', query: { state: 's', code: 'c', session_state: 'x' }, pending: PENDING, step: { kind: 'generic', query: { state: 's', code: 'c' } } },
    { route: 'generic', query: { code: 'c' }, pending: PENDING, step: { kind: 'outcome', outcome: 'failure' } },
    { route: 'generic', query: { state: 's', code: 'c' }, pending: null, step: { kind: 'outcome', outcome: 'expired' } },
  ] as const)('$route $query (pending: $pending.mode) → $step.kind', ({ route, query, pending, step }) => {
    expect(callbackStep(route, query as Record<string, string>, pending)).toEqual(step);
  });
});

describe('which flow a return point belongs to', () => {
  test.for([
    { route: 'register', pending: { clientCode: 'c', mode: 'login' }, mode: 'registration' },
    { route: 'authentication', pending: { clientCode: 'c', mode: 'activation' }, mode: 'activation' },
    { route: 'authentication', pending: { clientCode: 'c', mode: 'registration' }, mode: 'login' },
    { route: 'authentication', pending: null, mode: 'login' },
    { route: 'abort', pending: { clientCode: 'c', mode: 'registration' }, mode: 'registration' },
    { route: 'error', pending: null, mode: 'login' },
    { route: 'generic', pending: { clientCode: 'c', mode: 'activation' }, mode: 'activation' },
  ] as const)('$route with $pending.mode → $mode', ({ route, pending, mode }) => {
    expect(modeOfCallback(route, pending)).toBe(mode);
  });
});

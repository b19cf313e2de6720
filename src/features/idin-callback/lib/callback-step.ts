import type { PendingBankSession } from '@/entities/bank-identity';
import type { IdinMode, IdinOutcome } from '@portal/domain';

/** The bank's return points (spec 01 §2): four by outcome and flow, one generic. */
export type CallbackRoute = 'authentication' | 'register' | 'abort' | 'error' | 'generic';

export type CallbackStep =
  /** nothing to ask the server: the outcome is known */
  | { kind: 'outcome'; outcome: IdinOutcome }
  /** POST Idin/process-authentication or process-identification */
  | { kind: 'process'; sessionId: string; clientCode: string }
  /** POST Idin/process-error, then the error outcome */
  | { kind: 'report-error'; sessionId: string }
  /** GET Idin with the bank's query, then processing with the session it answers */
  | { kind: 'generic'; query: { code?: string; state: string; error?: string; error_description?: string } };

const text = (query: Record<string, string>, key: string): string | undefined => {
  const value = query[key]?.trim();
  return value ? value : undefined;
};

/**
 * Which mode a return point belongs to: callback/iDin-register is a
 * registration, callback/iDin-authenticatie a login (or the activation the
 * logged-in user started); the others tell no flow, so the pending session's
 * cookie does (a login when it is gone).
 */
export function modeOfCallback(route: CallbackRoute, pending: PendingBankSession | null): IdinMode {
  if (route === 'register') return 'registration';
  if (route === 'authentication') return pending?.mode === 'activation' ? 'activation' : 'login';
  return pending?.mode ?? 'login';
}

/**
 * What a return point does. The client code lives in a cookie for the
 * session's lifetime: without it the bank session has expired.
 */
export function callbackStep(route: CallbackRoute, query: Record<string, string>, pending: PendingBankSession | null): CallbackStep {
  switch (route) {
    case 'abort':
      return { kind: 'outcome', outcome: 'abort' };
    case 'error': {
      const sessionId = text(query, 'sessionId');
      return sessionId ? { kind: 'report-error', sessionId } : { kind: 'outcome', outcome: 'error' };
    }
    case 'authentication':
    case 'register': {
      const sessionId = text(query, 'sessionId');
      if (!sessionId) return { kind: 'outcome', outcome: 'failure' };
      if (!pending) return { kind: 'outcome', outcome: 'expired' };
      return { kind: 'process', sessionId, clientCode: pending.clientCode };
    }
    case 'generic': {
      const state = text(query, 'state');
      if (!state) return { kind: 'outcome', outcome: 'failure' };
      if (!pending) return { kind: 'outcome', outcome: 'expired' };
      const bankQuery = {
        code: text(query, 'code'),
        state,
        error: text(query, 'error'),
        error_description: text(query, 'error_description'),
      };
      return {
        kind: 'generic',
        query: Object.fromEntries(Object.entries(bankQuery).filter(([, value]) => value !== undefined)) as typeof bankQuery,
      };
    }
  }
}

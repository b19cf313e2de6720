/**
 * What every area module gets: the store, the clock, the outbox, the token
 * service, the log, and transient (in-memory) state that a reset clears:
 * pending codes, registrations in progress, iDIN sessions, used one-time tokens.
 */
import type { Clock } from './clock';
import type { Limits } from './limits';
import type { Store } from './db';
import type { Outbox } from './outbox';
import type { Tokens } from './tokens';

/** A verification code waiting to be entered, per login token (`jti`). */
export interface PendingVerification {
  accountId: string;
  code: string | null;
  /** ms since the epoch (fake clock) */
  sentAt: number;
  wrongAttempts: number;
  /** codes resent on this token (ResendVerificationCode) */
  resends: number;
}

/** A code sent during registration: the activation code (e-mail) or the verification code (phone). */
export interface SentCode {
  /** e-mail address or phone number (E.164) it went to */
  to: string;
  code: string;
  /** ms since the epoch (fake clock) */
  sentAt: number;
  wrongAttempts: number;
}

/** A registration in progress (CreateAccount/…), per customer number. */
export interface PendingRegistration {
  customerNumber: string;
  /** the username checked by IsValid; null after an iDIN identification */
  username: string | null;
  /** how the identity was checked */
  identifiedBy: 'isValid' | 'idin';
  /**
   * handed to the client that passed the identity check (IsValid or the iDIN
   * identification): every later step needs it as its bearer (issue 13 item 8)
   */
  registrationToken: string;
  activation: SentCode | null;
  activationValidated: boolean;
  verification: SentCode | null;
  /** activation and verification codes sent for this registration (capped) */
  activationSends: number;
  verificationSends: number;
}

export type IdinFlow = 0 | 1;
/** What the tester picked on the fake bank page; 'pending' until then. */
export type IdinOutcome = 'pending' | 'success' | 'cancel' | 'expire' | 'error' | 'unknown-account' | 'login-not-active';

/** An iDIN session (Idin/create-session), per session id. */
export interface IdinSession {
  sessionId: string;
  clientCode: string;
  /** 0 registration, 1 login */
  flow: IdinFlow;
  bankIssuer: string;
  clientBaseUrl: string;
  /** ms since the epoch (fake clock) */
  createdAt: number;
  lifetimeSeconds: number;
  outcome: IdinOutcome;
  /** the insured person the bank identity belongs to (picked on the bank page) */
  customerNumber: string | null;
  /** one-time code for the generic callback (GET Idin?code=…&state=sessionId) */
  authorizationCode: string;
  /** set once process-authentication or process-identification succeeded */
  completed: boolean;
  /** failures reported with Idin/process-error or GET Idin?error=… */
  failures: { reportedAt: string; reason: string }[];
}

/** An iDEAL payment of one bill (issue 33 point 4, a proposed addition), per payment id; 'open' until the fake bank answers. */
export interface IdealPayment {
  paymentId: string;
  customerNumber: string;
  invoiceNumber: string;
  /** the bill's remaining amount when the payment started: the server's, never the request's */
  amount: number;
  clientBaseUrl: string;
  /** ms since the epoch (fake clock) */
  createdAt: number;
  status: 'open' | 'paid' | 'cancelled' | 'expired' | 'failed';
  /** ISO time the bank confirmed the payment */
  paidAt: string | null;
}

export interface Context {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  tokens: Tokens;
  log(line: string): void;
  verifications: Map<string, PendingVerification>;
  /** registrations in progress, per customer number */
  registrations: Map<string, PendingRegistration>;
  /** iDIN sessions, per session id */
  idinSessions: Map<string, IdinSession>;
  /** iDEAL payments of bills, per payment id (areas/ideal-payment.ts) */
  idealPayments: Map<string, IdealPayment>;
  /** `jti`s of one-time tokens that have been used */
  usedTokens: Set<string>;
  /** lockout and rate limits (see limits.ts) */
  limits: Limits;
}

/**
 * Account area (spec 01 §4 "Login", §7): password login, verification code
 * (re)sending and checking.
 *
 * Limits, all on the fake clock:
 * - 5 consecutive wrong passwords for a username lock it for 15 minutes; the
 *   5th wrong password already answers the lockout message, and so does every
 *   attempt (even with the right password) until the 15 minutes are over. A
 *   successful login clears the count. Unknown usernames are counted the same
 *   way, so the answers never tell which usernames exist.
 * - A verification code is valid for 5 minutes (spec 01 §9).
 * - 5 wrong codes invalidate the code; a new one must be requested.
 */
import { compare } from 'bcryptjs';
import { Router, type Response } from 'express';
import type { Context, PendingVerification } from '../context';
import { authOf, requireToken } from '../http/auth';
import { badRequest, handle } from '../http/errors';
import { parseBody, string } from '../http/validate';
import type { AccountRecord, CustomerRecord } from '../seed';

export const MAX_PASSWORD_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
export const CODE_VALIDITY_SECONDS = 5 * 60;
export const MAX_CODE_ATTEMPTS = 5;

export const ACCOUNT_MESSAGES = {
  incorrectCredentials: 'Incorrect username/password combination.',
  notActivated: 'Account not activated',
  locked: `Account locked: too many attempts. Try again in ${LOCKOUT_MINUTES} minutes.`,
  codeInvalid: 'Verificationcode was invalid',
  codeBlocked: `Verificationcode was invalid ${MAX_CODE_ATTEMPTS} times and has been blocked. Request a new code.`,
  codeExpired: 'Verificationcode expired',
  noPhoneNumber: 'Account does not have: PhoneNumber',
} as const;

/** A hash to compare against for unknown usernames, so both paths take as long. */
const UNKNOWN_USER_HASH = '$2b$08$abcdefghijklmnopqrstuulaYAoax7mYRMq8W0AndWVMBHqXrrfyu';

/** Keeps '+316' (mobile), '+31' and two digits (landline area code) or the country code, and the last 2 digits. */
export function maskPhoneNumber(phoneNumber: string): string {
  const kept = phoneNumber.startsWith('+316') ? 4 : phoneNumber.startsWith('+31') ? 5 : 3;
  const hidden = Math.max(0, phoneNumber.length - kept - 2);
  return `${phoneNumber.slice(0, kept)}${'*'.repeat(hidden)}${phoneNumber.slice(kept + hidden)}`;
}

/** 'jan.jansen@example.nl' → 'j***@example.nl' */
export function maskEmailAddress(emailAddress: string): string {
  const at = emailAddress.indexOf('@');
  if (at < 1) return '***';
  return `${emailAddress[0]}***${emailAddress.slice(at)}`;
}

/** SMS to a Dutch mobile number, a phone call to any other (landline) number. */
const channelFor = (phoneNumber: string) => (phoneNumber.startsWith('+316') ? 'sms' : 'call');

export function accountRoutes(ctx: Context): Router {
  const router = Router();

  function sendVerificationCode(account: AccountRecord, customer: CustomerRecord, pending: PendingVerification): void {
    if (!customer.phoneNumber) return;
    const sentAt = ctx.clock.now();
    const message = ctx.outbox.send({
      channel: channelFor(customer.phoneNumber),
      kind: 'verification',
      to: customer.phoneNumber,
      username: account.username,
      sentAt: new Date(sentAt).toISOString(),
    });
    pending.code = message.code;
    pending.sentAt = sentAt;
    pending.wrongAttempts = 0;
  }

  function verificationReceiver(account: AccountRecord, customer: CustomerRecord, pending: PendingVerification) {
    return {
      username: account.username,
      phoneNumber: customer.phoneNumber ? maskPhoneNumber(customer.phoneNumber) : null,
      emailAddress: customer.emailAddress ? maskEmailAddress(customer.emailAddress) : null,
      phoneNumberIsUnknown: !customer.phoneNumber,
      emailAddressIsUnknown: !customer.emailAddress,
      isVerificationCodeNeeded: true,
      sendDate: pending.code ? new Date(pending.sentAt).toISOString() : null,
      customerNumber: customer.customerNumber,
    };
  }

  /** Counts a wrong password; true when the username is now locked. */
  function recordWrongPassword(usernameKey: string): boolean {
    let locked = false;
    ctx.store.update((state) => {
      let attempt = state.loginAttempts.find((entry) => entry.username === usernameKey);
      if (!attempt) {
        attempt = { username: usernameKey, failures: 0, lockedUntil: null };
        state.loginAttempts.push(attempt);
      }
      attempt.failures += 1;
      if (attempt.failures >= MAX_PASSWORD_ATTEMPTS) {
        attempt.lockedUntil = new Date(ctx.clock.now() + LOCKOUT_MINUTES * 60_000).toISOString();
        locked = true;
      }
    });
    return locked;
  }

  function clearAttempts(usernameKey: string): void {
    if (!ctx.store.read().loginAttempts.some((entry) => entry.username === usernameKey)) return;
    ctx.store.update((state) => {
      state.loginAttempts = state.loginAttempts.filter((entry) => entry.username !== usernameKey);
    });
  }

  function isLocked(usernameKey: string): boolean {
    const attempt = ctx.store.read().loginAttempts.find((entry) => entry.username === usernameKey);
    if (!attempt?.lockedUntil) return false;
    if (Date.parse(attempt.lockedUntil) > ctx.clock.now()) return true;
    clearAttempts(usernameKey);
    return false;
  }

  function pendingOf(res: Response): PendingVerification {
    const { claims, account } = authOf(res);
    const jti = claims.jti ?? '';
    let pending = ctx.verifications.get(jti);
    if (!pending) {
      pending = { accountId: account.accountId, code: null, sentAt: ctx.clock.now(), wrongAttempts: 0 };
      ctx.verifications.set(jti, pending);
    }
    return pending;
  }

  router.post(
    '/account/login',
    handle(async (req, res) => {
      const { username, password } = parseBody(req.body, {
        username: string({ maxLength: 100 }),
        password: string({ maxLength: 100 }),
      });
      const usernameKey = username.trim().toLowerCase();
      if (isLocked(usernameKey)) throw badRequest(ACCOUNT_MESSAGES.locked);

      const state = ctx.store.read();
      const account = state.accounts.find((entry) => entry.username.toLowerCase() === usernameKey);
      const passwordMatches = await compare(password, account?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!account || !passwordMatches) {
        const locked = recordWrongPassword(usernameKey);
        throw badRequest(locked ? ACCOUNT_MESSAGES.locked : ACCOUNT_MESSAGES.incorrectCredentials);
      }
      clearAttempts(usernameKey);
      if (!account.isActivated) throw badRequest(ACCOUNT_MESSAGES.notActivated);

      const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber);
      if (!customer) throw new Error(`Seed error: no customer ${account.customerNumber} for ${account.username}`);

      const { token, claims } = await ctx.tokens.sign('login', account, customer);
      const pending: PendingVerification = { accountId: account.accountId, code: null, sentAt: ctx.clock.now(), wrongAttempts: 0 };
      sendVerificationCode(account, customer, pending);
      ctx.verifications.set(claims.jti ?? '', pending);
      res.json({ loginToken: token, verificationReceiver: verificationReceiver(account, customer, pending) });
    }),
  );

  router.post('/account/resendVerificationCode', requireToken(ctx, 'login'), (_req, res) => {
    const { account, customer } = authOf(res);
    if (!customer.phoneNumber) throw badRequest(ACCOUNT_MESSAGES.noPhoneNumber);
    const pending = pendingOf(res);
    sendVerificationCode(account, customer, pending);
    res.json(verificationReceiver(account, customer, pending));
  });

  router.post(
    '/account/validateVerificationCode',
    requireToken(ctx, 'login'),
    handle(async (req, res) => {
      const { verificationCode } = parseBody(req.body, { verificationCode: string({ maxLength: 20 }) });
      const { claims, account, customer } = authOf(res);
      const pending = pendingOf(res);
      if (!pending.code) throw badRequest(ACCOUNT_MESSAGES.codeInvalid);
      if (pending.wrongAttempts >= MAX_CODE_ATTEMPTS) throw badRequest(ACCOUNT_MESSAGES.codeBlocked);
      if (ctx.clock.now() - pending.sentAt > CODE_VALIDITY_SECONDS * 1000) throw badRequest(ACCOUNT_MESSAGES.codeExpired);
      if (verificationCode.trim() !== pending.code) {
        pending.wrongAttempts += 1;
        throw badRequest(pending.wrongAttempts >= MAX_CODE_ATTEMPTS ? ACCOUNT_MESSAGES.codeBlocked : ACCOUNT_MESSAGES.codeInvalid);
      }
      ctx.verifications.delete(claims.jti ?? '');
      ctx.store.update((state) => {
        const stored = state.accounts.find((entry) => entry.accountId === account.accountId);
        if (stored) stored.lastLoginAt = ctx.clock.nowDate().toISOString();
      });
      const { token } = await ctx.tokens.sign('access', account, customer);
      res.json({ accessToken: token });
    }),
  );

  return router;
}

/**
 * Account area (spec 01 §4 "Login", "Forgot flows", §7): password login,
 * verification code (re)sending and checking, the forgot-username and
 * forgot-password flows, and the logged-in account calls (password, terms,
 * phone number, account details, e-mail address).
 *
 * Limits, all on the fake clock:
 * - 5 consecutive wrong passwords for a username lock it for 15 minutes; the
 *   5th wrong password already answers the lockout message, and so does every
 *   attempt (even with the right password) until the 15 minutes are over. A
 *   successful login (or a password reset) clears the count. Unknown
 *   usernames are counted the same way, so the answers never tell which
 *   usernames exist.
 * - A verification code is valid for 5 minutes (spec 01 §9); the login and
 *   reset tokens live longer (15 minutes by default), so an old code answers
 *   'Verificationcode expired' and a resent code works with the same token.
 * - 5 wrong codes invalidate the code; a new one must be requested.
 * - The password-reset token (forgot-password, after the code) allows one
 *   UpdatePassword within 10 minutes.
 */
import { randomBytes } from 'node:crypto';
import { compare, hash, hashSync } from 'bcryptjs';
import { Router, type Response } from 'express';
import { parse as parseDate, isValid as isValidDate } from 'date-fns';
import { FORGOT_FLOW_BIRTH_DATE_FORMAT, formatSubmittedDate } from '../../domain/calendar';
import { isPaperContactAllowed } from '../../domain/insurance';
import {
  normalizePhoneNumber,
  normalizePolicyNumber,
  validateRequiredEmail,
  validateUsername,
  validateForgotPasswordUsername,
  validateForgotUsernamePolicyNumber,
  validatePassword,
  validatePhoneNumber,
} from '../../domain/validation';
import type { Context, PendingVerification } from '../context';
import { authOf, permissionMessage, requirePermission, requireToken } from '../http/auth';
import { badRequest, forbidden, handle, HttpError } from '../http/errors';
import { boolean, MalformedBody, optional, parseBody, requireValid, string } from '../http/validate';
import type { AccountRecord, CustomerRecord, DbState } from '../seed';
import { paymentChoiceOfAgreementOn } from './payment-changes';
import { LIMIT_MESSAGES, LOCKOUT_MINUTES, MAX_RESENDS_PER_TOKEN } from '../limits';
import { BCRYPT_COST } from '../seed/people';
import type { ResetType, TokenClaims } from '../tokens';

export { MAX_PASSWORD_ATTEMPTS, LOCKOUT_MINUTES } from '../limits';
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
  notFound: 'Account not found',
  notFoundWithUsername: 'Account not found with Username',
  resetTypeMismatch: "Het veld 'resetType' past niet bij de herstelaanvraag van dit token.",
  paperNotAllowed: 'Post op papier is niet mogelijk zolang u met iDEAL betaalt.',
} as const;

/** 'Account does not have: PhoneNumber', '… EmailAddress' or '… PhoneNumber, EmailAddress'; null when both are known. */
export function missingContactMessage(customer: Pick<CustomerRecord, 'phoneNumber' | 'emailAddress'>): string | null {
  const missing = [customer.phoneNumber ? null : 'PhoneNumber', customer.emailAddress ? null : 'EmailAddress'].filter(
    (part): part is string => part !== null,
  );
  return missing.length === 0 ? null : `Account does not have: ${missing.join(', ')}`;
}

/**
 * What an unknown username's password is compared against: a random dummy
 * password hashed at the accounts' cost, so the compare takes as long as for
 * an account (issue 32 point 20).
 */
const UNKNOWN_USER_HASH = hashSync(randomBytes(18).toString('base64url'), BCRYPT_COST);

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
export const channelFor = (phoneNumber: string) => (phoneNumber.startsWith('+316') ? 'sms' : 'call');

/** A sent code as the checks below see it. */
export interface CodeState {
  code: string | null;
  /** ms since the epoch (fake clock) */
  sentAt: number;
  wrongAttempts: number;
}

/**
 * Checks an entered code against a sent one: blocked after 5 wrong tries,
 * expired after 5 minutes, else right or wrong (a wrong one is counted).
 */
export function checkCode(entered: string, sent: CodeState, now: number): 'ok' | 'none' | 'blocked' | 'expired' | 'invalid' {
  if (!sent.code) return 'none';
  if (sent.wrongAttempts >= MAX_CODE_ATTEMPTS) return 'blocked';
  if (now - sent.sentAt > CODE_VALIDITY_SECONDS * 1000) return 'expired';
  if (entered.trim() !== sent.code) {
    sent.wrongAttempts += 1;
    return sent.wrongAttempts >= MAX_CODE_ATTEMPTS ? 'blocked' : 'invalid';
  }
  return 'ok';
}

/** 'yyyy/MM/dd' (the forgot flows' birth date) → 'yyyy-MM-dd', or a 400. */
function forgotFlowBirthDate(value: string): string {
  const text = value.trim();
  const date = /^\d{4}\/\d{2}\/\d{2}$/.test(text) ? parseDate(text, FORGOT_FLOW_BIRTH_DATE_FORMAT, new Date(2000, 0, 1)) : null;
  if (!date || !isValidDate(date)) throw badRequest(`Het veld 'birthDate' moet een datum zijn (${FORGOT_FLOW_BIRTH_DATE_FORMAT}).`);
  return formatSubmittedDate(date);
}

/** The portal sends `Password`; like ASP.NET's case-insensitive binding, `password` is taken too. */
function withPasswordField(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || body instanceof MalformedBody || 'Password' in body) return body;
  return { Password: (body as { password?: unknown }).password };
}

/** A completed login: the one before it becomes the previous login (issue 12 point 8). */
export function recordLogin(stored: AccountRecord, at: string): void {
  stored.previousLoginAt = stored.lastLoginAt;
  stored.lastLoginAt = at;
}

/** The login before the current session: what 'Laatst ingelogd' shows (issue 12 point 8). */
export function previousLoginOf(account: AccountRecord): string | null {
  return account.previousLoginAt === undefined ? account.lastLoginAt : account.previousLoginAt;
}

/** Account details (spec 01 §3); `loginInfo` is the login before the current one (ISO) or null. */
export function accountDetails(state: DbState, account: AccountRecord, customer: CustomerRecord, today: string) {
  const agreement = state.agreements.find((entry) => entry.agreementId === customer.agreementId);
  return {
    username: account.username,
    email: customer.emailAddress,
    phoneNumber: customer.phoneNumber,
    iDinActivationDate: account.iDinActivationDate,
    iDinActive: account.iDinActive,
    loginActive: account.isActivated,
    loginInfo: previousLoginOf(account),
    digitalNewsletterActive: account.digitalNewsletterActive,
    announcementEmailActive: account.announcementEmailActive,
    contactPreference: account.contactPreference ?? 'digital',
    // issue 33 point 5: how the premium is paid today; a change that takes effect later is not yet the dashboard's
    paymentMethod: agreement ? paymentChoiceOfAgreementOn(agreement, today).paymentMethod : null,
    paymentMethodExcess: agreement?.paymentDetails.paymentMethodExcess ?? null,
  };
}

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
    // the count of wrong codes stays: a resend gives no new tries
  }

  /** The username is left out (null) in the forgot-username flow: it is only told after the code. */
  function verificationReceiver(account: AccountRecord, customer: CustomerRecord, pending: PendingVerification, hideUsername = false) {
    return {
      username: hideUsername ? null : account.username,
      phoneNumber: customer.phoneNumber ? maskPhoneNumber(customer.phoneNumber) : null,
      emailAddress: customer.emailAddress ? maskEmailAddress(customer.emailAddress) : null,
      phoneNumberIsUnknown: !customer.phoneNumber,
      emailAddressIsUnknown: !customer.emailAddress,
      isVerificationCodeNeeded: true,
      sendDate: pending.code ? new Date(pending.sentAt).toISOString() : null,
      customerNumber: customer.customerNumber,
    };
  }

  function pendingOf(res: Response): PendingVerification {
    const { claims, account } = authOf(res);
    const jti = claims.jti ?? '';
    let pending = ctx.verifications.get(jti);
    if (!pending) {
      pending = { accountId: account.accountId, code: null, sentAt: ctx.clock.now(), wrongAttempts: 0, resends: 0 };
      ctx.verifications.set(jti, pending);
    }
    return pending;
  }

  /** Checks the entered code of the token's pending verification; throws the 400s; the code is used up when right. */
  function acceptVerificationCode(res: Response, verificationCode: string): void {
    const pending = pendingOf(res);
    const result = checkCode(verificationCode, pending, ctx.clock.now());
    if (result === 'blocked') throw badRequest(ACCOUNT_MESSAGES.codeBlocked);
    if (result === 'expired') throw badRequest(ACCOUNT_MESSAGES.codeExpired);
    if (result !== 'ok') throw badRequest(ACCOUNT_MESSAGES.codeInvalid);
    // the login (or reset) token is used up: it yields one access token, never a second one after a resend
    const jti = authOf(res).claims.jti ?? '';
    ctx.verifications.delete(jti);
    ctx.usedTokens.add(jti);
  }

  function customerOf(state: DbState, account: AccountRecord): CustomerRecord {
    const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber);
    if (!customer) throw new Error(`Seed error: no customer ${account.customerNumber} for ${account.username}`);
    return customer;
  }

  /** Changes the stored account and signs a fresh access token from it (remember-me kept). */
  async function updateAndRefresh(claims: TokenClaims, accountId: string, change: (account: AccountRecord) => void) {
    ctx.store.update((state) => {
      const stored = state.accounts.find((entry) => entry.accountId === accountId);
      if (stored) change(stored);
    });
    const state = ctx.store.read();
    const account = state.accounts.find((entry) => entry.accountId === accountId);
    if (!account) throw new Error(`account ${accountId} vanished`);
    return ctx.tokens.sign('access', account, customerOf(state, account), { rememberMe: claims.rememberMe === true });
  }

  router.post(
    '/account/login',
    handle(async (req, res) => {
      const { username, password, rememberMe } = parseBody(req.body, {
        username: string({ maxLength: 100 }),
        password: string({ maxLength: 100 }),
        rememberMe: optional(boolean()),
      });
      const usernameKey = username.trim().toLowerCase();
      // counted before the (asynchronous) password check: a parallel burst cannot get past the lockout
      const attempt = ctx.limits.logins.begin(usernameKey);
      if (attempt.refused) throw badRequest(ACCOUNT_MESSAGES.locked);

      const state = ctx.store.read();
      const account = state.accounts.find((entry) => entry.username.toLowerCase() === usernameKey);
      // an attempt always ends, counted, even if the check throws
      const passwordMatches = await compare(password, account?.passwordHash ?? UNKNOWN_USER_HASH).catch(() => false);
      const outcome = attempt.finish(account !== undefined && passwordMatches);
      // an account's failure is counted in db.json (a durable write), an unknown username's in memory: the
      // same write here, of the unchanged store, so the answer time does not tell which usernames exist
      if (!account) ctx.store.update(() => {});
      if (outcome !== 'ok') throw badRequest(outcome === 'locked' ? ACCOUNT_MESSAGES.locked : ACCOUNT_MESSAGES.incorrectCredentials);
      if (!account) throw badRequest(ACCOUNT_MESSAGES.incorrectCredentials);
      if (!account.isActivated) throw badRequest(ACCOUNT_MESSAGES.notActivated);

      const customer = customerOf(state, account);
      const { token, claims } = await ctx.tokens.sign('login', account, customer, { rememberMe: rememberMe === true });
      const pending: PendingVerification = { accountId: account.accountId, code: null, sentAt: ctx.clock.now(), wrongAttempts: 0, resends: 0 };
      sendVerificationCode(account, customer, pending);
      ctx.verifications.set(claims.jti ?? '', pending);
      res.json({ loginToken: token, verificationReceiver: verificationReceiver(account, customer, pending) });
    }),
  );

  router.post('/account/resendVerificationCode', requireToken(ctx, ['login', 'reset']), (_req, res) => {
    const { account, customer, claims } = authOf(res);
    if (!customer.phoneNumber) throw badRequest(ACCOUNT_MESSAGES.noPhoneNumber);
    const pending = pendingOf(res);
    // a blocked code stays blocked for this token: a new code would give no tries
    if (pending.wrongAttempts >= MAX_CODE_ATTEMPTS) throw badRequest(ACCOUNT_MESSAGES.codeBlocked);
    if (pending.resends >= MAX_RESENDS_PER_TOKEN || !ctx.limits.resends.hit(account.accountId)) {
      throw new HttpError(429, LIMIT_MESSAGES.tooManyCodes);
    }
    pending.resends += 1;
    sendVerificationCode(account, customer, pending);
    res.json(verificationReceiver(account, customer, pending, claims.resetType === 'username'));
  });

  router.post(
    '/account/validateVerificationCode',
    requireToken(ctx, 'login'),
    handle(async (req, res) => {
      const { verificationCode } = parseBody(req.body, { verificationCode: string({ maxLength: 20 }) });
      const { claims, account, customer } = authOf(res);
      acceptVerificationCode(res, verificationCode);
      ctx.store.update((state) => {
        const stored = state.accounts.find((entry) => entry.accountId === account.accountId);
        if (stored) recordLogin(stored, ctx.clock.nowDate().toISOString());
      });
      const { token } = await ctx.tokens.sign('access', account, customer, { rememberMe: claims.rememberMe === true });
      res.json({ accessToken: token });
    }),
  );

  // ---- forgot username / forgot password (spec 01 §4 "Forgot flows") ----

  /** The checks after the account is found, then a reset token and a code, answered like a login. */
  async function startReset(res: Response, account: AccountRecord, customer: CustomerRecord, resetType: ResetType) {
    if (!account.isActivated) throw badRequest(ACCOUNT_MESSAGES.notActivated);
    const missing = missingContactMessage(customer);
    if (missing) throw badRequest(missing);
    const { token, claims } = await ctx.tokens.sign('reset', account, customer, { resetType });
    const pending: PendingVerification = { accountId: account.accountId, code: null, sentAt: ctx.clock.now(), wrongAttempts: 0, resends: 0 };
    sendVerificationCode(account, customer, pending);
    ctx.verifications.set(claims.jti ?? '', pending);
    res.json({ loginToken: token, verificationReceiver: verificationReceiver(account, customer, pending, resetType === 'username') });
  }

  router.post(
    '/account/resetUsername',
    handle(async (req, res) => {
      const body = parseBody(req.body, { policyNumber: string({ maxLength: 20 }), birthDate: string({ maxLength: 20 }) });
      requireValid(validateForgotUsernamePolicyNumber(body.policyNumber));
      const policyNumber = normalizePolicyNumber(body.policyNumber);
      const birthDate = forgotFlowBirthDate(body.birthDate);
      const state = ctx.store.read();
      const customerNumbers = new Set(
        state.agreements.flatMap((agreement) =>
          agreement.agreementParticipants.filter((entry) => entry.policyNumber === policyNumber).map((entry) => entry.customerNumber),
        ),
      );
      const customer = state.customers.find((entry) => customerNumbers.has(entry.customerNumber) && entry.birthDate === birthDate);
      const account = customer && state.accounts.find((entry) => entry.customerNumber === customer.customerNumber);
      if (!customer || !account) throw badRequest(ACCOUNT_MESSAGES.notFound);
      await startReset(res, account, customer, 'username');
    }),
  );

  router.post(
    '/account/resetPassword',
    handle(async (req, res) => {
      const body = parseBody(req.body, { username: string({ maxLength: 100 }), birthDate: string({ maxLength: 20 }) });
      requireValid(validateForgotPasswordUsername(body.username));
      const birthDate = forgotFlowBirthDate(body.birthDate);
      const state = ctx.store.read();
      const usernameKey = body.username.trim().toLowerCase();
      const account = state.accounts.find((entry) => entry.username.toLowerCase() === usernameKey);
      if (!account) throw badRequest(ACCOUNT_MESSAGES.notFoundWithUsername);
      // birth-date guessing: a few wrong dates per username and hour, then even the right one is refused
      if (!ctx.limits.resetBirthDates.allows(usernameKey)) throw new HttpError(429, LIMIT_MESSAGES.tooManyTries);
      const customer = customerOf(state, account);
      if (customer.birthDate !== birthDate) {
        ctx.limits.resetBirthDates.hit(usernameKey);
        throw badRequest(ACCOUNT_MESSAGES.notFound);
      }
      await startReset(res, account, customer, 'password');
    }),
  );

  router.post(
    '/account/validateVerificationCodeResetFlow',
    requireToken(ctx, 'reset'),
    handle(async (req, res) => {
      const { verificationCode, resetType } = parseBody(req.body, {
        verificationCode: string({ maxLength: 20 }),
        resetType: string({ pattern: /^(username|password)$/i, patternMessage: "Het veld 'resetType' moet 'username' of 'password' zijn." }),
      });
      const { claims, account, customer } = authOf(res);
      if (resetType.toLowerCase() !== claims.resetType) throw badRequest(ACCOUNT_MESSAGES.resetTypeMismatch);
      acceptVerificationCode(res, verificationCode);
      if (claims.resetType === 'username') {
        res.json({ emailAddress: customer.emailAddress, username: account.username });
        return;
      }
      const { token } = await ctx.tokens.sign('password-reset', account, customer, { resetType: 'password' });
      res.json({ emailAddress: customer.emailAddress, resetToken: token });
    }),
  );

  // ---- logged in (or with the password-reset token) ----

  router.post(
    '/account/updatePassword',
    requireToken(ctx, ['access', 'password-reset']),
    handle(async (req, res) => {
      const { claims, account } = authOf(res);
      // permission before body
      if (claims.typ === 'access' && !claims.permissions.includes('u-pw')) throw forbidden(permissionMessage('u-pw'));
      const { Password } = parseBody(withPasswordField(req.body), { Password: string({ maxLength: 200 }) });
      requireValid(validatePassword(Password));
      // a temporary password cannot be chosen again as the new one (issue 12 point 5)
      if (account.shouldResetPassword && (await compare(Password, account.passwordHash).catch(() => false))) {
        requireValid('password-same-as-temporary');
      }
      const passwordHash = await hash(Password, BCRYPT_COST);
      const change = (stored: AccountRecord) => {
        stored.passwordHash = passwordHash;
        stored.shouldResetPassword = false;
      };
      if (claims.typ === 'access') {
        const { token } = await updateAndRefresh(claims, account.accountId, change);
        res.json({ accessToken: token });
        return;
      }
      ctx.usedTokens.add(claims.jti ?? '');
      ctx.store.update((state) => {
        const stored = state.accounts.find((entry) => entry.accountId === account.accountId);
        if (stored) change(stored);
      });
      ctx.limits.logins.clear(account.username);
      res.status(204).end();
    }),
  );

  router.post(
    '/account/signTermsOfAgreement',
    requireToken(ctx),
    handle(async (_req, res) => {
      const { claims, account } = authOf(res);
      const { token } = await updateAndRefresh(claims, account.accountId, (stored) => {
        stored.signedTermsOfAgreement = true;
      });
      res.json({ accessToken: token });
    }),
  );

  router.post('/account/updatePhoneNumber', requireToken(ctx), requirePermission('u-acc'), (req, res) => {
    const { phoneNumber } = parseBody(req.body, { phoneNumber: string({ maxLength: 30 }) });
    requireValid(validatePhoneNumber(phoneNumber));
    const { customer } = authOf(res);
    ctx.store.update((state) => {
      const stored = state.customers.find((entry) => entry.customerNumber === customer.customerNumber);
      if (stored) stored.phoneNumber = normalizePhoneNumber(phoneNumber);
    });
    res.status(204).end();
  });

  router.post('/account/getAccountDetails', requireToken(ctx), requirePermission('r-acc'), (_req, res) => {
    const { account, customer } = authOf(res);
    res.json(accountDetails(ctx.store.read(), account, customer, ctx.clock.today()));
  });

  /**
   * Body: the account details; only `username` is changed here (8 to 50 characters). A username
   * another account has answers `{ usernameExists: true }` and nothing is stored.
   */
  router.post('/account/updateAccountDetails', requireToken(ctx), requirePermission('u-acc'), (req, res) => {
    const { username } = parseBody(req.body, { username: string({ maxLength: 200 }) });
    const wanted = username.trim();
    requireValid(validateUsername(wanted));
    const { account } = authOf(res);
    const usernameExists = ctx.store
      .read()
      .accounts.some((entry) => entry.accountId !== account.accountId && entry.username.toLowerCase() === wanted.toLowerCase());
    if (!usernameExists) {
      ctx.store.update((state) => {
        const stored = state.accounts.find((entry) => entry.accountId === account.accountId);
        if (stored) stored.username = wanted;
      });
    }
    res.json({ usernameExists });
  });

  /**
   * Body: { email, contactPreference ('digital' | 'paper'), digitalNewsletterActive, announcementEmailActive }.
   * Paper is refused while the payment method is iDeal (spec 02 §4 "Payment method effects"); choosing
   * digital also ends the digital popup. Answers a fresh access token: its user carries the e-mail
   * address and the popup flag.
   */
  router.post(
    '/account/updateContactDetails',
    requireToken(ctx),
    requirePermission('u-acc'),
    handle(async (req, res) => {
      const body = parseBody(req.body, {
        email: string({ maxLength: 254 }),
        contactPreference: string({ pattern: /^(digital|paper)$/, patternMessage: "Het veld 'contactPreference' moet 'digital' of 'paper' zijn." }),
        digitalNewsletterActive: boolean(),
        announcementEmailActive: boolean(),
      });
      const email = body.email.trim();
      requireValid(validateRequiredEmail(email));
      const { claims, account, customer } = authOf(res);
      const state = ctx.store.read();
      // iDEAL in force today or chosen for later: no paper either way ("choosing iDEAL converts the policy to digital")
      const agreement = state.agreements.find((entry) => entry.agreementId === customer.agreementId);
      const methods = [accountDetails(state, account, customer, ctx.clock.today()).paymentMethod ?? '', agreement?.paymentDetails.paymentMethod ?? ''];
      if (body.contactPreference === 'paper' && !methods.every((method) => isPaperContactAllowed(method))) throw badRequest(ACCOUNT_MESSAGES.paperNotAllowed);
      ctx.store.update((draft) => {
        const storedCustomer = draft.customers.find((entry) => entry.customerNumber === customer.customerNumber);
        if (storedCustomer) storedCustomer.emailAddress = email;
      });
      const { token } = await updateAndRefresh(claims, account.accountId, (stored) => {
        stored.contactPreference = body.contactPreference === 'paper' ? 'paper' : 'digital';
        stored.digitalNewsletterActive = body.digitalNewsletterActive;
        stored.announcementEmailActive = body.announcementEmailActive;
        if (body.contactPreference === 'digital') stored.shouldShowDigitalPopup = false;
      });
      res.json({ accessToken: token });
    }),
  );

  /** "Dismiss digital popup": the popup stays away; answers a fresh access token without the flag. */
  router.post(
    '/account/decline-digital-pop-up',
    requireToken(ctx),
    handle(async (_req, res) => {
      const { claims, account } = authOf(res);
      const { token } = await updateAndRefresh(claims, account.accountId, (stored) => {
        stored.shouldShowDigitalPopup = false;
      });
      res.json({ accessToken: token });
    }),
  );

  router.get('/account/getEmailAddress', requireToken(ctx), (_req, res) => {
    res.json({ emailAddress: authOf(res).customer.emailAddress });
  });

  return router;
}

/**
 * Registration (spec 01 §4 "Registration", §7 CreateAccount/…), in this order:
 *
 * 1. `IsValid` { username, birthDate, agreementId }: an insured person of 16
 *    or over with that birth date on that agreement (the 8-digit number the
 *    customer knows), without an account, and a free username;
 * 2. `SendActivationCode` { email, customerNumber }: the activation code by
 *    e-mail;
 * 3. `ValidateActivationCode` { email, code };
 * 4. `SendVerificationCode` { customerNumber, phoneNumber }: the verification
 *    code by SMS (mobile) or call (landline);
 * 5. `CreateAccount` { customerNumber, username, password, email,
 *    phoneNumber, verificationCode }: the account, with the permissions of
 *    its role (main insured: everything but admin; others: the co-insured
 *    set), the e-mail address and phone number stored on the customer.
 *
 * An account the insurer created but the customer never activated
 * (`nietgeactiveerd`) is activated by the same steps: step 1 then needs that
 * account's username (another one answers `Account not found`), and step 5
 * sets its password instead of adding an account.
 *
 * Steps 2 to 5 belong to the client that passed step 1: they need the
 * `registrationToken` that step (or the iDIN identification) answered, as
 * `Authorization: Bearer <registrationToken>`: without it 401, with the token
 * of another person's registration 403 (issue 13 item 8), checked before the body.
 *
 * A step before its predecessor answers 400 naming the missing step. An iDIN
 * identification (Idin/process-identification) replaces step 1; the username
 * is then checked at step 5. Codes are valid 5 minutes and blocked after 5
 * wrong tries, like the login code. Progress is kept in memory per customer
 * number (cleared by /__fake/reset); only step 5 stores anything.
 */
import { randomUUID } from 'node:crypto';
import { hash } from 'bcryptjs';
import { Router, type Request } from 'express';
import { formatSubmittedDate, parseCalendarDate } from '../../domain/calendar';
import { is16AndOlder, isMainInsured } from '../../domain/people';
import {
  normalizePhoneNumber,
  validateActivationCode,
  validateAgreementNumber,
  validateBirthDate,
  validatePassword,
  validatePhoneNumber,
  validateRequiredEmail,
  validateUsername,
  validateVerificationCode,
} from '../../domain/validation';
import type { Context, PendingRegistration } from '../context';
import { badRequest, handle, HttpError, ValidationError } from '../http/errors';
import { LIMIT_MESSAGES, MAX_RESENDS_PER_TOKEN } from '../limits';
import { parseBody, requireValid, string } from '../http/validate';
import type { AccountRecord, CustomerRecord, DbState } from '../seed';
import { BCRYPT_COST, CO_INSURED_PERMISSIONS, MAIN_INSURED_PERMISSIONS } from '../seed/people';
import { ACCOUNT_MESSAGES, MAX_CODE_ATTEMPTS, channelFor, checkCode, maskEmailAddress, maskPhoneNumber } from './account';

export const CREATE_ACCOUNT_MESSAGES = {
  incorrectCombination: 'Incorrect combination',
  accountNotFound: 'Account not found',
  accountExists: 'Account already exists',
  usernameExists: 'Username already exists',
  activationInvalid: 'Activationcode was invalid',
  activationExpired: 'Activationcode expired',
  activationBlocked: `Activationcode was invalid ${MAX_CODE_ATTEMPTS} times and has been blocked. Request a new code.`,
  codeInvalid: ACCOUNT_MESSAGES.codeInvalid,
  codeExpired: ACCOUNT_MESSAGES.codeExpired,
  codeBlocked: ACCOUNT_MESSAGES.codeBlocked,
  identityFirst: 'Er is geen registratie voor dit klantnummer: controleer eerst de gegevens (CreateAccount/IsValid).',
  tokenRequired: 'Een registratietoken is verplicht: stuur het registrationToken van CreateAccount/IsValid mee als Authorization: Bearer.',
  tokenUnknown: 'Het registratietoken is onbekend: controleer de gegevens opnieuw (CreateAccount/IsValid).',
  otherRegistration: 'U heeft geen toegang: dit registratietoken hoort bij een andere registratie.',
  activationNotSent: 'Er is geen activatiecode naar dit e-mailadres gestuurd (CreateAccount/SendActivationCode).',
  activationFirst: 'De activatiecode is nog niet gecontroleerd (CreateAccount/ValidateActivationCode).',
  verificationFirst: 'Er is nog geen verificatiecode gestuurd (CreateAccount/SendVerificationCode).',
  usernameMismatch: "Het veld 'username' wijkt af van de gebruikersnaam die CreateAccount/IsValid heeft gecontroleerd.",
  emailMismatch: "Het veld 'email' wijkt af van het adres waarvoor de activatiecode is gecontroleerd.",
  phoneMismatch: "Het veld 'phoneNumber' wijkt af van het nummer waarnaar de verificatiecode is gestuurd.",
} as const;

const usernameTaken = (state: DbState, username: string) =>
  state.accounts.some((account) => account.username.toLowerCase() === username.trim().toLowerCase());

export const hasActivatedAccount = (state: DbState, customerNumber: string) =>
  state.accounts.some((account) => account.customerNumber === customerNumber && account.isActivated);

/** The account created for the person by the insurer and not activated yet, if any. */
const accountToActivate = (state: DbState, customerNumber: string) =>
  state.accounts.find((account) => account.customerNumber === customerNumber && !account.isActivated);

/**
 * Which username step 1 or 5 may use: the not-activated account's own
 * (`Account not found` otherwise), or a free one.
 */
function checkUsernameFor(state: DbState, customerNumber: string, username: string): void {
  const pending = accountToActivate(state, customerNumber);
  if (pending) {
    if (pending.username.toLowerCase() !== username.trim().toLowerCase()) throw badRequest(CREATE_ACCOUNT_MESSAGES.accountNotFound);
    return;
  }
  if (usernameTaken(state, username)) throw badRequest(CREATE_ACCOUNT_MESSAGES.usernameExists);
}

/** What a tester types to activate each not-activated account (start-up banner). */
export function accountsToActivate(state: DbState): { username: string; birthDate: string; agreementIdNumber: string }[] {
  return state.accounts.flatMap((account) => {
    if (account.isActivated) return [];
    const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber);
    const agreement = state.agreements.find((entry) => entry.agreementId === customer?.agreementId);
    return customer && agreement ? [{ username: account.username, birthDate: customer.birthDate, agreementIdNumber: agreement.agreementIdNumber }] : [];
  });
}

/** Insured persons who may register: 16 or over (spec 01 §6) and without an activated account. */
export function registrableCustomers(state: DbState, today: string): CustomerRecord[] {
  const todayDate = parseCalendarDate(today) ?? new Date();
  return state.customers.filter((customer) => {
    const birthDate = parseCalendarDate(customer.birthDate);
    return birthDate !== null && is16AndOlder(birthDate, todayDate) && !hasActivatedAccount(state, customer.customerNumber);
  });
}

/** Starts (or restarts) a registration; earlier progress for the person is dropped. */
export function startRegistration(
  ctx: Context,
  customerNumber: string,
  username: string | null,
  identifiedBy: PendingRegistration['identifiedBy'],
): PendingRegistration {
  const registration: PendingRegistration = {
    customerNumber,
    username,
    identifiedBy,
    registrationToken: randomUUID(),
    activation: null,
    activationValidated: false,
    verification: null,
    activationSends: 0,
    verificationSends: 0,
  };
  ctx.registrations.set(customerNumber, registration);
  return registration;
}

/** The agreement number as a string; a JSON number is taken too. */
const agreementNumberField = (value: unknown, field: string): string =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : string({ maxLength: 20 })(value, field);

export function createAccountRoutes(ctx: Context): Router {
  const router = Router();

  /** The registration of the bearer's token, before the body is read: 401 without one or with an unknown one. */
  function registrationOfClient(req: Request): PendingRegistration {
    const token = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw new HttpError(401, CREATE_ACCOUNT_MESSAGES.tokenRequired);
    const registration = [...ctx.registrations.values()].find((entry) => entry.registrationToken === token);
    if (!registration) throw new HttpError(401, CREATE_ACCOUNT_MESSAGES.tokenUnknown);
    return registration;
  }

  /** The client's registration must be the one of the customer number it names: another person's is 403. */
  function registrationOf(client: PendingRegistration, customerNumber: string): PendingRegistration {
    if (!ctx.registrations.has(customerNumber.trim())) throw badRequest(CREATE_ACCOUNT_MESSAGES.identityFirst);
    if (client.customerNumber !== customerNumber.trim()) throw new HttpError(403, CREATE_ACCOUNT_MESSAGES.otherRegistration);
    return client;
  }

  /** At most 1 + MAX_RESENDS_PER_TOKEN codes of a kind per registration, and MAX_CODES_PER_HOUR per person: else 429. */
  function limitSends(registration: PendingRegistration, kind: 'activationSends' | 'verificationSends'): void {
    if (registration[kind] > MAX_RESENDS_PER_TOKEN || !ctx.limits.registrationCodes.hit(registration.customerNumber)) {
      throw new HttpError(429, LIMIT_MESSAGES.tooManyCodes);
    }
    registration[kind] += 1;
  }

  router.post('/createAccount/isValid', (req, res) => {
    const body = parseBody(req.body, {
      username: string({ maxLength: 100 }),
      birthDate: string({ maxLength: 20 }),
      agreementId: agreementNumberField,
    });
    requireValid(validateUsername(body.username));
    const birthDate = parseCalendarDate(body.birthDate);
    if (!birthDate) throw new ValidationError("Het veld 'birthDate' moet een datum zijn (jjjj-mm-dd).");
    const today = ctx.clock.todayDate();
    requireValid(validateBirthDate(birthDate, today));
    requireValid(validateAgreementNumber(body.agreementId));

    const state = ctx.store.read();
    const day = formatSubmittedDate(birthDate);
    const agreement = state.agreements.find((entry) => entry.agreementIdNumber === body.agreementId.trim());
    const people = (agreement?.agreementParticipants ?? [])
      .map((participant) => state.customers.find((customer) => customer.customerNumber === participant.customerNumber))
      .filter((customer): customer is CustomerRecord => customer !== undefined && customer.birthDate === day);
    // children under 16 have no account of their own (spec 01 §6): as if unknown
    if (people.length === 0 || !is16AndOlder(birthDate, today)) throw badRequest(CREATE_ACCOUNT_MESSAGES.incorrectCombination);
    const person = people.find((customer) => !hasActivatedAccount(state, customer.customerNumber));
    if (!person) throw badRequest(CREATE_ACCOUNT_MESSAGES.accountExists);
    checkUsernameFor(state, person.customerNumber, body.username);

    const registration = startRegistration(ctx, person.customerNumber, body.username.trim(), 'isValid');
    res.json({
      customerNumber: person.customerNumber,
      emailAddress: person.emailAddress ? maskEmailAddress(person.emailAddress) : null,
      registrationToken: registration.registrationToken,
    });
  });

  router.post('/createAccount/sendActivationCode', (req, res) => {
    const client = registrationOfClient(req);
    const { email, customerNumber } = parseBody(req.body, {
      email: string({ maxLength: 254 }),
      customerNumber: string({ maxLength: 20 }),
    });
    requireValid(validateRequiredEmail(email));
    const registration = registrationOf(client, customerNumber);
    if (hasActivatedAccount(ctx.store.read(), registration.customerNumber)) throw badRequest(CREATE_ACCOUNT_MESSAGES.accountExists);
    // wrong codes keep counting across resends; resends are capped per registration and per person and hour
    const wrongAttempts = registration.activation?.wrongAttempts ?? 0;
    if (wrongAttempts >= MAX_CODE_ATTEMPTS) throw badRequest(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    limitSends(registration, 'activationSends');
    const sentAt = ctx.clock.now();
    const message = ctx.outbox.send({
      channel: 'email',
      kind: 'activation',
      to: email.trim(),
      username: registration.username ?? '',
      sentAt: new Date(sentAt).toISOString(),
    });
    registration.activation = { to: message.to, code: message.code, sentAt, wrongAttempts };
    registration.activationValidated = false;
    registration.verification = null;
    res.status(204).end();
  });

  router.post('/createAccount/validateActivationCode', (req, res) => {
    const registration = registrationOfClient(req);
    const { email, code } = parseBody(req.body, { email: string({ maxLength: 254 }), code: string({ maxLength: 20 }) });
    requireValid(validateRequiredEmail(email));
    requireValid(validateActivationCode(code));
    // the client's own registration: a code sent for another one cannot be checked here
    if (!registration.activation || registration.activation.to.toLowerCase() !== email.trim().toLowerCase()) {
      throw badRequest(CREATE_ACCOUNT_MESSAGES.activationNotSent);
    }
    const result = checkCode(code, registration.activation, ctx.clock.now());
    if (result === 'blocked') throw badRequest(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    if (result === 'expired') throw badRequest(CREATE_ACCOUNT_MESSAGES.activationExpired);
    if (result !== 'ok') throw badRequest(CREATE_ACCOUNT_MESSAGES.activationInvalid);
    registration.activationValidated = true;
    res.status(204).end();
  });

  router.post('/createAccount/sendVerificationCode', (req, res) => {
    const client = registrationOfClient(req);
    const body = parseBody(req.body, { customerNumber: string({ maxLength: 20 }), phoneNumber: string({ maxLength: 30 }) });
    requireValid(validatePhoneNumber(body.phoneNumber));
    const registration = registrationOf(client, body.customerNumber);
    if (!registration.activationValidated) throw badRequest(CREATE_ACCOUNT_MESSAGES.activationFirst);
    const phoneNumber = normalizePhoneNumber(body.phoneNumber);
    const wrongAttempts = registration.verification?.wrongAttempts ?? 0;
    if (wrongAttempts >= MAX_CODE_ATTEMPTS) throw badRequest(CREATE_ACCOUNT_MESSAGES.codeBlocked);
    limitSends(registration, 'verificationSends');
    const sentAt = ctx.clock.now();
    const message = ctx.outbox.send({
      channel: channelFor(phoneNumber),
      kind: 'verification',
      to: phoneNumber,
      username: registration.username ?? '',
      sentAt: new Date(sentAt).toISOString(),
    });
    registration.verification = { to: phoneNumber, code: message.code, sentAt, wrongAttempts };
    res.json({ phoneNumber: maskPhoneNumber(phoneNumber), sendDate: message.sentAt });
  });

  router.post(
    '/createAccount',
    handle(async (req, res) => {
      const client = registrationOfClient(req);
      const body = parseBody(req.body, {
        customerNumber: string({ maxLength: 20 }),
        username: string({ maxLength: 100 }),
        password: string({ maxLength: 200 }),
        email: string({ maxLength: 254 }),
        phoneNumber: string({ maxLength: 30 }),
        verificationCode: string({ maxLength: 20 }),
      });
      requireValid(validateUsername(body.username));
      requireValid(validatePassword(body.password));
      requireValid(validateRequiredEmail(body.email));
      requireValid(validatePhoneNumber(body.phoneNumber));
      requireValid(validateVerificationCode(body.verificationCode));

      const registration = registrationOf(client, body.customerNumber);
      const username = body.username.trim();
      const email = body.email.trim();
      const phoneNumber = normalizePhoneNumber(body.phoneNumber);
      if (registration.username !== null && registration.username.toLowerCase() !== username.toLowerCase()) {
        throw badRequest(CREATE_ACCOUNT_MESSAGES.usernameMismatch);
      }
      if (!registration.activation || !registration.activationValidated) throw badRequest(CREATE_ACCOUNT_MESSAGES.activationFirst);
      if (registration.activation.to.toLowerCase() !== email.toLowerCase()) throw badRequest(CREATE_ACCOUNT_MESSAGES.emailMismatch);
      if (!registration.verification) throw badRequest(CREATE_ACCOUNT_MESSAGES.verificationFirst);
      if (registration.verification.to !== phoneNumber) throw badRequest(CREATE_ACCOUNT_MESSAGES.phoneMismatch);

      const checkUnique = (state: DbState) => {
        if (hasActivatedAccount(state, registration.customerNumber)) throw badRequest(CREATE_ACCOUNT_MESSAGES.accountExists);
        checkUsernameFor(state, registration.customerNumber, username);
      };
      checkUnique(ctx.store.read());
      const result = checkCode(body.verificationCode, registration.verification, ctx.clock.now());
      if (result === 'blocked') throw badRequest(CREATE_ACCOUNT_MESSAGES.codeBlocked);
      if (result === 'expired') throw badRequest(CREATE_ACCOUNT_MESSAGES.codeExpired);
      if (result !== 'ok') throw badRequest(CREATE_ACCOUNT_MESSAGES.codeInvalid);

      const passwordHash = await hash(body.password, BCRYPT_COST);
      const state = ctx.store.read();
      checkUnique(state); // again: another request may have won while hashing
      const customer = state.customers.find((entry) => entry.customerNumber === registration.customerNumber);
      if (!customer) throw badRequest(CREATE_ACCOUNT_MESSAGES.identityFirst);
      const pending = accountToActivate(state, customer.customerNumber);
      const account: AccountRecord = pending ? { ...pending, passwordHash, isActivated: true } : {
        accountId: randomUUID(),
        username,
        passwordHash,
        customerNumber: customer.customerNumber,
        isActivated: true,
        permissions: [...(isMainInsured(customer.role) ? MAIN_INSURED_PERMISSIONS : CO_INSURED_PERMISSIONS)],
        shouldResetPassword: false,
        shouldVerifyEmailAddress: false,
        signedTermsOfAgreement: false,
        shouldShowDigitalPopup: false,
        label: customer.label,
        iDinActive: false,
        iDinActivationDate: null,
        digitalNewsletterActive: false,
        announcementEmailActive: true,
        lastLoginAt: null,
      };
      ctx.store.update((draft) => {
        if (pending) draft.accounts = draft.accounts.map((entry) => (entry.accountId === pending.accountId ? account : entry));
        else draft.accounts.push(account);
        const stored = draft.customers.find((entry) => entry.customerNumber === customer.customerNumber);
        if (stored) {
          stored.emailAddress = email;
          stored.phoneNumber = phoneNumber;
        }
      });
      ctx.registrations.delete(registration.customerNumber);
      ctx.log(`account ${pending ? 'activated' : 'created'}: ${username} for customer ${customer.customerNumber}`);
      res.status(204).end();
    }),
  );

  return router;
}

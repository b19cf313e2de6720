/**
 * Bank identity login and registration (spec 01 §4 "Bank identity login
 * (iDIN)", §7 Idin/…). The fake backend also plays the bank:
 *
 * 1. `POST Idin/create-session` { iDINFlow (0 registration, 1 login),
 *    bankIssuer, clientBaseUrl } → { clientCode, sessionLifetime,
 *    redirectUrl }; redirectUrl is the fake bank's page
 *    `GET /__fake/idin/bank?sessionId=…`.
 * 2. On that page the tester picks whose identity it is and the bank's
 *    answer; the browser goes back to the portal: callback/iDin-authenticatie
 *    (flow 1) or callback/iDin-register (flow 0) for success, expire, unknown
 *    account and login not active; callback/iDin-abort for cancel;
 *    callback/iDin-error for error. Optionally through the generic
 *    callback/iDin?code=…&state=<sessionId> (`GET Idin` gives the sessionId).
 * 3. `POST Idin/process-authentication` (flow 1) → { accessToken } or 400
 *    Expired / Cancelled / Account not found / Login not active / Failure;
 *    `POST Idin/process-identification` (flow 0) → { customerNumber } (and
 *    a registration in progress for that person) or the same 400s;
 *    `POST Idin/process-error` → 204.
 *
 * Activation: process-authentication with the bearer access token of the
 * account the bank identity belongs to (the idin-activeren page, after a
 * password login) activates iDIN for it (persisted) instead of answering
 * 'Login not active'. Seeded: hoofdverzekerde has iDIN active.
 *
 * Sessions live in memory (cleared by /__fake/reset), valid 10 minutes on the
 * fake clock, and complete once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { PUBLIC_ROUTES } from '../../domain/access';
import type { Context, IdinFlow, IdinOutcome, IdinSession } from '../context';
import { SESSION_MESSAGES } from '../http/auth';
import { badRequest, handle, notFound, unauthorized, ValidationError } from '../http/errors';
import { FIELD_MESSAGES, optional, parseBody, string } from '../http/validate';
import { REGISTRABLE_PERSON, type CustomerRecord } from '../seed';
import { recordLogin } from './account';
import { hasActivatedAccount, registrableCustomers, startRegistration } from './create-account';
import { MAX_IDIN_SESSIONS, IDIN_SESSION_MEMORY_SECONDS } from '../limits';
import { BANK_PAGE_CSP, renderBankPage, renderUnknownSessionPage, type BankPageOutcome } from './idin-bank-page';

export const IDIN_SESSION_LIFETIME_SECONDS = 600;

/** iDIN issuers are named by their BIC. */
export const BANK_OPTIONS = [
  { issuerId: 'ABNANL2A', name: 'ABN AMRO' },
  { issuerId: 'INGBNL2A', name: 'ING' },
  { issuerId: 'RABONL2U', name: 'Rabobank' },
  { issuerId: 'SNSBNL2A', name: 'SNS' },
  { issuerId: 'ASNBNL21', name: 'ASN Bank' },
  { issuerId: 'TRIONL2U', name: 'Triodos Bank' },
] as const;

export const IDIN_MESSAGES = {
  expired: 'Expired',
  cancelled: 'Cancelled',
  accountNotFound: 'Account not found',
  loginNotActive: 'Login not active',
  failure: 'Failure',
  accountExists: 'Account already exists',
} as const;

/** The choices on the bank page, in order; the first is the default action. */
const PAGE_OUTCOMES: readonly { value: Exclude<IdinOutcome, 'pending'>; label: string; result: (flow: IdinFlow) => string }[] = [
  {
    value: 'success',
    label: 'Bevestigen: identiteit gecontroleerd',
    result: (flow) =>
      flow === 1
        ? 'Portaal: callback/iDin-authenticatie; process-authentication geeft een access token (of Login not active als iDIN voor dit account niet aan staat).'
        : 'Portaal: callback/iDin-register; process-identification geeft het klantnummer.',
  },
  { value: 'cancel', label: 'Annuleren', result: () => 'Portaal: callback/iDin-abort; verwerken geeft 400 Cancelled.' },
  {
    value: 'expire',
    label: 'Sessie laten verlopen',
    result: (flow) => `Portaal: ${flow === 1 ? 'callback/iDin-authenticatie' : 'callback/iDin-register'}; verwerken geeft 400 Expired.`,
  },
  { value: 'error', label: 'Technische fout bij de bank', result: () => 'Portaal: callback/iDin-error; verwerken geeft 400 Failure.' },
  {
    value: 'unknown-account',
    label: 'Onbekend account bij deze identiteit',
    result: () => 'Verwerken geeft 400 Account not found.',
  },
  {
    value: 'login-not-active',
    label: 'Inloggen met iDIN niet geactiveerd',
    result: () => 'Verwerken geeft 400 Login not active.',
  },
];

const OUTCOME_VALUES = PAGE_OUTCOMES.map((outcome) => outcome.value);

/** iDINFlow as 0 or 1 (a JSON number, or the digit as a string). */
const flowField = (value: unknown, field: string): IdinFlow => {
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  if (value === undefined || value === null) throw new ValidationError(`Het veld '${field}' is verplicht.`);
  throw new ValidationError(`Het veld '${field}' moet 0 (registratie) of 1 (inloggen) zijn.`);
};

export function httpUrl(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ValidationError(`Het veld '${field}' moet een http(s)-adres zijn.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ValidationError(`Het veld '${field}' moet een http(s)-adres zijn.`);
  return url.href.replace(/\/+$/, '');
}

const fullName = (customer: CustomerRecord) => [customer.firstName, customer.prefix, customer.lastName].filter(Boolean).join(' ');

/** Where the bank page sends the browser for a choice. */
export function portalReturnUrl(session: IdinSession, outcome: Exclude<IdinOutcome, 'pending'>, viaGeneric: boolean): string {
  const base = session.clientBaseUrl;
  const sessionId = encodeURIComponent(session.sessionId);
  if (viaGeneric) {
    const generic = `${base}/${PUBLIC_ROUTES['idin-callback']}?state=${sessionId}`;
    if (outcome === 'cancel') return `${generic}&error=access_denied&error_description=${IDIN_MESSAGES.cancelled}`;
    if (outcome === 'error') return `${generic}&error=server_error&error_description=${IDIN_MESSAGES.failure}`;
    return `${generic}&code=${encodeURIComponent(session.authorizationCode)}`;
  }
  if (outcome === 'cancel') return `${base}/${PUBLIC_ROUTES['idin-callback-abort']}?sessionId=${sessionId}`;
  if (outcome === 'error') return `${base}/${PUBLIC_ROUTES['idin-callback-error']}?sessionId=${sessionId}`;
  const route = session.flow === 1 ? PUBLIC_ROUTES['idin-callback-authentication'] : PUBLIC_ROUTES['idin-callback-register'];
  return `${base}/${route}?sessionId=${sessionId}`;
}

/**
 * The fake backend's own address as the browser reaches it, for the bank
 * page: `publicUrl` when set, else the host name the request came in with and
 * the port the fake backend received it on, so a request through the
 * portal's dev proxy (Host localhost:5173) still points at the fake backend.
 */
export function ownOrigin(req: Request, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  let hostname = 'localhost';
  try {
    hostname = new URL(`http://${req.get('host') ?? 'localhost'}`).hostname || hostname;
  } catch {
    // keep localhost
  }
  const port = req.socket.localPort;
  return `${req.protocol}://${hostname}${port ? `:${port}` : ''}`;
}

export function idinRoutes(ctx: Context, options: { publicUrl?: string } = {}): Router {
  const router = Router();

  const isTimedOut = (session: IdinSession) => ctx.clock.now() - session.createdAt > session.lifetimeSeconds * 1000;

  function recordFailure(session: IdinSession, reason: string): void {
    session.failures.push({ reportedAt: ctx.clock.nowDate().toISOString(), reason });
    if (session.outcome !== 'cancel' && session.outcome !== 'expire') session.outcome = 'error';
    ctx.log(`iDIN session ${session.sessionId}: failure reported (${reason})`);
  }

  /** The session a process call may complete, after the bank's outcome; throws the 400s. */
  function sessionToComplete(body: { sessionId: string; clientCode: string }, flow: IdinFlow): IdinSession {
    const session = ctx.idinSessions.get(body.sessionId.trim());
    if (!session || session.clientCode !== body.clientCode.trim() || session.flow !== flow || session.completed) {
      throw badRequest(IDIN_MESSAGES.failure);
    }
    switch (session.outcome) {
      case 'cancel':
        throw badRequest(IDIN_MESSAGES.cancelled);
      case 'expire':
        throw badRequest(IDIN_MESSAGES.expired);
      case 'error':
      case 'pending':
        throw badRequest(isTimedOut(session) ? IDIN_MESSAGES.expired : IDIN_MESSAGES.failure);
      case 'unknown-account':
        throw badRequest(IDIN_MESSAGES.accountNotFound);
      case 'login-not-active':
        throw badRequest(IDIN_MESSAGES.loginNotActive);
      case 'success':
        if (isTimedOut(session)) throw badRequest(IDIN_MESSAGES.expired);
        return session;
    }
  }

  /** The account id of an optional bearer access token (activation); 401 if one is sent but not valid. */
  async function optionalBearerAccountId(req: Request): Promise<string | null> {
    const header = req.get('authorization')?.trim();
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(SESSION_MESSAGES.malformed);
    const check = await ctx.tokens.verify(match[1], 'access');
    if (!check.ok) throw unauthorized(SESSION_MESSAGES[check.reason]);
    // a subject that is no account is a 401 here too, as on every route behind requireToken (issue 32 point 21)
    if (!ctx.store.read().accounts.some((entry) => entry.accountId === check.claims.sub)) throw unauthorized(SESSION_MESSAGES['unknown-account']);
    return check.claims.sub;
  }

  router.get('/idin/bank-options', (_req, res) => {
    res.json(BANK_OPTIONS);
  });

  /**
   * Anonymous callers create sessions: they are kept an hour (long enough to
   * answer 'Expired' after the 10 minutes), at most MAX_IDIN_SESSIONS, the
   * oldest going first.
   */
  function forgetOldSessions(): void {
    const before = ctx.clock.now() - IDIN_SESSION_MEMORY_SECONDS * 1000;
    for (const [sessionId, session] of ctx.idinSessions) {
      if (session.createdAt < before) ctx.idinSessions.delete(sessionId);
    }
    for (const sessionId of ctx.idinSessions.keys()) {
      if (ctx.idinSessions.size < MAX_IDIN_SESSIONS) break;
      ctx.idinSessions.delete(sessionId);
    }
  }

  router.post('/idin/create-session', (req, res) => {
    const body = parseBody(req.body, {
      iDINFlow: flowField,
      bankIssuer: string({ maxLength: 20 }),
      clientBaseUrl: string({ maxLength: 500 }),
    });
    const bank = BANK_OPTIONS.find((option) => option.issuerId.toLowerCase() === body.bankIssuer.trim().toLowerCase());
    if (!bank) throw new ValidationError("Het veld 'bankIssuer' moet een issuerId uit GET idin/bank-options zijn.");
    const clientBaseUrl = httpUrl(body.clientBaseUrl, 'clientBaseUrl');
    const session: IdinSession = {
      sessionId: randomUUID(),
      clientCode: randomBytes(24).toString('base64url'),
      flow: body.iDINFlow,
      bankIssuer: bank.issuerId,
      clientBaseUrl,
      createdAt: ctx.clock.now(),
      lifetimeSeconds: IDIN_SESSION_LIFETIME_SECONDS,
      outcome: 'pending',
      customerNumber: null,
      authorizationCode: randomBytes(16).toString('hex'),
      completed: false,
      failures: [],
    };
    forgetOldSessions();
    ctx.idinSessions.set(session.sessionId, session);
    const redirectUrl = `${ownOrigin(req, options.publicUrl)}/__fake/idin/bank?sessionId=${session.sessionId}`;
    res.json({ clientCode: session.clientCode, sessionLifetime: session.lifetimeSeconds, redirectUrl });
  });

  router.get('/idin', (req, res) => {
    const query = parseBody(req.query, {
      state: string({ maxLength: 100 }),
      code: optional(string({ maxLength: 200 })),
      error: optional(string({ maxLength: 200 })),
      error_description: optional(string({ maxLength: 500 })),
      callbackUrl: optional(string({ maxLength: 500 })),
    });
    const session = ctx.idinSessions.get(query.state.trim());
    if (query.error) {
      const message = query.error_description ?? query.error;
      if (session) {
        if (query.error === 'access_denied') session.outcome = 'cancel';
        else recordFailure(session, message);
      }
      throw badRequest(message);
    }
    if (!query.code) throw new ValidationError("De parameter 'code' of 'error' in het adres is verplicht.");
    if (!session || session.authorizationCode !== query.code.trim()) throw badRequest(IDIN_MESSAGES.failure);
    res.json({ sessionId: session.sessionId });
  });

  router.post(
    '/idin/process-authentication',
    handle(async (req, res) => {
      // the token before the body, as every route
      const bearerAccountId = await optionalBearerAccountId(req);
      const body = parseBody(req.body, { sessionId: string({ maxLength: 100 }), clientCode: string({ maxLength: 200 }) });
      const session = sessionToComplete(body, 1);
      const state = ctx.store.read();
      const account = state.accounts.find((entry) => entry.customerNumber === session.customerNumber);
      const customer = state.customers.find((entry) => entry.customerNumber === session.customerNumber);
      if (!account || !customer) throw badRequest(IDIN_MESSAGES.accountNotFound);
      if (bearerAccountId !== null && bearerAccountId !== account.accountId) throw badRequest(IDIN_MESSAGES.failure);
      if (!account.isActivated || (!account.iDinActive && bearerAccountId === null)) throw badRequest(IDIN_MESSAGES.loginNotActive);

      session.completed = true;
      const now = ctx.clock.nowDate().toISOString();
      ctx.store.update((draft) => {
        const stored = draft.accounts.find((entry) => entry.accountId === account.accountId);
        if (!stored) return;
        if (!stored.iDinActive) {
          stored.iDinActive = true;
          stored.iDinActivationDate = now;
        }
        // an activation in a session (its access token as the bearer) is no login of its own: 'Laatst ingelogd' stays
        // the login before that session (issue 12 point 8)
        if (bearerAccountId === null) recordLogin(stored, now);
      });
      const { token } = await ctx.tokens.sign('access', account, customer);
      res.json({ accessToken: token });
    }),
  );

  router.post('/idin/process-identification', (req, res) => {
    const body = parseBody(req.body, { sessionId: string({ maxLength: 100 }), clientCode: string({ maxLength: 200 }) });
    const session = sessionToComplete(body, 0);
    const state = ctx.store.read();
    const customer = state.customers.find((entry) => entry.customerNumber === session.customerNumber);
    if (!customer) throw badRequest(IDIN_MESSAGES.accountNotFound);
    if (hasActivatedAccount(state, customer.customerNumber)) throw badRequest(IDIN_MESSAGES.accountExists);
    if (!registrableCustomers(state, ctx.clock.today()).includes(customer)) throw badRequest(IDIN_MESSAGES.accountNotFound);
    session.completed = true;
    const registration = startRegistration(ctx, customer.customerNumber, null, 'idin');
    res.json({ customerNumber: customer.customerNumber, registrationToken: registration.registrationToken });
  });

  router.post('/idin/process-error', (req, res) => {
    const { sessionId } = parseBody(req.body, { sessionId: string({ maxLength: 100 }) });
    const session = ctx.idinSessions.get(sessionId.trim());
    if (session) recordFailure(session, 'reported by the portal (Idin/process-error)');
    else ctx.log(`iDIN process-error for unknown session ${sessionId}`);
    res.status(204).end();
  });

  return router;
}

/** The fake bank: its page, the form target, and a read-only list of sessions (mounted at /__fake/idin). */
export function idinFakeBankRoutes(ctx: Context): Router {
  const router = Router();

  function identitiesFor(flow: IdinFlow) {
    const state = ctx.store.read();
    if (flow === 1) {
      return state.accounts.flatMap((account) => {
        const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber);
        const iDin = account.iDinActive ? 'iDIN actief' : 'iDIN niet actief';
        return customer ? [{ customerNumber: customer.customerNumber, label: `${account.username} (${fullName(customer)}), ${iDin}` }] : [];
      });
    }
    return registrableCustomers(state, ctx.clock.today()).map((customer) => ({
      customerNumber: customer.customerNumber,
      label: `${fullName(customer)}, geboren ${customer.birthDate} (rol ${customer.role}, klantnummer ${customer.customerNumber})`,
    }));
  }

  function defaultIdentity(flow: IdinFlow): string | null {
    const state = ctx.store.read();
    if (flow === 1) {
      return state.accounts.find((account) => account.username === 'hoofdverzekerde')?.customerNumber ?? null;
    }
    const agreement = state.agreements.find((entry) => entry.agreementIdNumber === REGISTRABLE_PERSON.agreementIdNumber);
    return agreement?.mainCustomerNumber ?? null;
  }

  router.get('/bank', (req, res) => {
    res.set('Content-Security-Policy', BANK_PAGE_CSP);
    const sessionId = typeof req.query['sessionId'] === 'string' ? req.query['sessionId'] : '';
    const session = ctx.idinSessions.get(sessionId);
    if (!session) {
      res.status(404).type('html').send(renderUnknownSessionPage(sessionId));
      return;
    }
    const bank = BANK_OPTIONS.find((option) => option.issuerId === session.bankIssuer);
    const identities = identitiesFor(session.flow);
    const wanted = session.customerNumber ?? defaultIdentity(session.flow);
    const outcomes: BankPageOutcome[] = PAGE_OUTCOMES.map((outcome) => ({
      value: outcome.value,
      label: outcome.label,
      result: outcome.result(session.flow),
    }));
    res.type('html').send(
      renderBankPage({
        sessionId: session.sessionId,
        bankName: bank?.name ?? session.bankIssuer,
        flow: session.flow,
        validUntil: new Date(session.createdAt + session.lifetimeSeconds * 1000),
        identities,
        selectedCustomerNumber: identities.some((identity) => identity.customerNumber === wanted) ? wanted : (identities[0]?.customerNumber ?? null),
        outcomes,
        action: `${req.baseUrl}/bank`,
      }),
    );
  });

  router.post('/bank', (req, res) => {
    const form = parseBody(req.body, {
      sessionId: string({ maxLength: 100 }),
      outcome: string({ maxLength: 30 }),
      customerNumber: optional(string({ maxLength: 20 })),
      via: optional(string({ maxLength: 20 })),
    });
    const session = ctx.idinSessions.get(form.sessionId);
    if (!session) throw notFound(`De iDIN-sessie '${form.sessionId}' is onbekend.`);
    const outcome = OUTCOME_VALUES.find((value) => value === form.outcome);
    if (!outcome) throw new ValidationError(FIELD_MESSAGES.oneOf('outcome', OUTCOME_VALUES));
    if (form.customerNumber !== undefined && !ctx.store.read().customers.some((entry) => entry.customerNumber === form.customerNumber)) {
      throw new ValidationError(`Het klantnummer '${form.customerNumber}' is onbekend.`);
    }
    if (session.completed) throw badRequest('Deze iDIN-sessie is al afgerond.');
    session.outcome = outcome;
    session.customerNumber = form.customerNumber ?? defaultIdentity(session.flow);
    ctx.log(`iDIN session ${session.sessionId}: bank answers ${outcome} for customer ${session.customerNumber ?? '-'}`);
    res.redirect(303, portalReturnUrl(session, outcome, form.via === 'generic'));
  });

  router.get('/sessions', (_req, res) => {
    res.json([...ctx.idinSessions.values()]);
  });

  return router;
}

/**
 * The fake backend of "Mijn omgeving": an express app (json-server's
 * `create()`), persisted in `<dataDir>/db.json`. Tests start it on a free
 * port with a temporary data folder:
 *
 *   const backend = await createFakeBackend({ dataDir });
 *   const server = await backend.listen(0);   // server.url, server.close()
 */
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import type { Express, RequestHandler } from 'express';
import jsonServer from 'json-server';
import { accountRoutes } from './areas/account';
import { agreementRoutes } from './areas/agreement';
import { agreementDetailsRoutes } from './areas/agreement-details';
import { contractRoutes } from './areas/contract';
import { addInsuredRoutes } from './areas/add-insured';
import { medicalSelectionRoutes } from './areas/medical-selection';
import { policyMutabilityRoutes } from './areas/policy-mutability';
import { collectivityRoutes } from './areas/collectivity';
import { contactFormFakeRoutes, contactFormRoutes } from './areas/contact-form';
import { requestFakeRoutes, requestRoutes } from './areas/requests';
import { requestHistoryRoutes } from './areas/request-history';
import { contentRoutes } from './areas/content';
import { createAccountRoutes } from './areas/create-account';
import { customerRoutes } from './areas/customer';
import { customerPolicyRoutes } from './areas/customer-policies';
import { debitanRoutes } from './areas/debitan';
import { declarationRoutes } from './areas/declaration';
import { declarationSubmitRoutes } from './areas/declaration-submit';
import { documentRoutes } from './areas/document';
import { fakeRoutes } from './areas/fake';
import { idinFakeBankRoutes, idinRoutes } from './areas/idin';
import { idealFakeBankRoutes, idealPaymentRoutes } from './areas/ideal-payment';
import { insuranceCardRoutes } from './areas/insurance-card';
import { insuranceRightRoutes } from './areas/insurance-right';
import { memberOfferContentRoutes, memberOfferRoutes } from './areas/member-offers';
import { newsRoutes } from './areas/news';
import { policyRoutes } from './areas/policy';
import { coverageRoutes } from './areas/coverage';
import { policyInfoRoutes } from './areas/policy-info';
import { pwaRoutes } from './areas/pwa';
import { staticsRoutes } from './areas/statics';
import { createClock, type Clock } from './clock';
import { createSwitches } from './switches';
import type { Context } from './context';
import { openStore, type Store } from './db';
import { deferMalformedBody, jsonErrorHandler, jsonNotFound } from './http/errors';
import { MalformedBody } from './http/validate';
import { loopbackOnly, securityHeaders } from './http/security';
import { trimReceivedTexts } from './http/trim';
import { createLimits } from './limits';
import { createOutbox, type Outbox } from './outbox';
import { createSeed } from './seed';
import { signingSecret } from './signing-secret';
import { createTokens } from './tokens';


/** How long an idle kept-alive connection stays open (see `listen`). */
const KEEP_ALIVE_MS = 120_000;
export interface FakeBackendOptions {
  /** folder of db.json; created when missing */
  dataDir: string;
  /** default 1800 */
  accessTokenLifetimeSeconds?: number;
  /** login and reset tokens; default 900 (outlives the 5-minute code, so 'Verificationcode expired' is reachable) */
  loginTokenLifetimeSeconds?: number;
  /** access tokens after a login with rememberMe; default 604800 (7 days) */
  rememberMeAccessTokenLifetimeSeconds?: number;
  /** the token from the forgot-password code check that allows one UpdatePassword; default 600 */
  passwordResetTokenLifetimeSeconds?: number;
  /** random 5-digit codes instead of the fixed 12345 / 24680 */
  randomCodes?: boolean;
  /** one line per sent code (and, unless `requestLog` says otherwise, per request) on stdout */
  log?: boolean;
  /** one line per request on stdout; by default as `log` */
  requestLog?: boolean;
  /** HS256 secret; default the one made on first start in `<dataDir>/jwt-secret` (0600) */
  jwtSecret?: string;
  /** origins allowed besides http(s)://localhost, 127.0.0.1 and *.localhost on any port */
  allowedOrigins?: string[];
  /** the portal's address, for statics/config.json `frontEndUrl`; default http://localhost:5173 */
  portalUrl?: string;
  /** the fake backend's address as browsers reach it (iDIN redirectUrl to the fake bank); default: the request's host name with the listening port */
  publicUrl?: string;
  /** the time the clock runs from, ms since the epoch; default Date.now (tests: a backend seeded and running on another day of the year) */
  now?: () => number;
}

export interface RunningFakeBackend {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface FakeBackend {
  app: Express;
  /** restores the seed (for today's date) and clears outbox, lockouts, pending codes, registrations, iDIN sessions and the clock */
  reset(): Promise<void>;
  clock: Clock;
  outbox: Outbox;
  store: Store;
  /** listens on `port` (0: a free one) and `host` (default 127.0.0.1: this machine only; '0.0.0.0' opens it) */
  listen(port?: number, host?: string): Promise<RunningFakeBackend>;
}

const LOCAL_ORIGIN = /^https?:\/\/([a-z0-9-]+\.)*(localhost|127\.0\.0\.1)(:\d+)?$/i;

function cors(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && (LOCAL_ORIGIN.test(origin) || allowedOrigins.includes(origin))) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Client-Version, Accept, Accept-Language',
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Access-Control-Max-Age': '600',
      });
    }
    res.vary('Origin');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const version = req.get('client-version');
      log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms${version ? ` (Client-Version ${version})` : ''}`);
    });
    next();
  };
}

export function createFakeBackend(options: FakeBackendOptions): Promise<FakeBackend> {
  const log = options.log ? (line: string) => console.log(`[fake-backend] ${line}`) : () => {};
  const clock = createClock(options.now);
  const outbox = createOutbox({
    randomCodes: options.randomCodes ?? false,
    onSend: (message) => log(`outbox: ${message.kind} code ${message.code} by ${message.channel} to ${message.to} (${message.username})`),
  });
  const store = openStore(options.dataDir, () => createSeed(clock.today()), (line) => console.warn(`[fake-backend] ${line}`));
  const tokens = createTokens({
    secret: options.jwtSecret ?? signingSecret(options.dataDir),
    clock,
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 1800,
    loginTokenLifetimeSeconds: options.loginTokenLifetimeSeconds ?? 900,
    rememberMeAccessTokenLifetimeSeconds: options.rememberMeAccessTokenLifetimeSeconds ?? 7 * 24 * 3600,
    passwordResetTokenLifetimeSeconds: options.passwordResetTokenLifetimeSeconds ?? 600,
  });
  const ctx: Context = {
    store,
    clock,
    outbox,
    tokens,
    log,
    verifications: new Map(),
    registrations: new Map(),
    idinSessions: new Map(),
    idealPayments: new Map(),
    usedTokens: new Set(),
    limits: createLimits(store, clock),
  };

  const switches = createSwitches();

  function reset(): Promise<void> {
    clock.reset();
    switches.reset();
    outbox.clear();
    ctx.verifications.clear();
    ctx.registrations.clear();
    ctx.idinSessions.clear();
    ctx.idealPayments.clear();
    ctx.usedTokens.clear();
    ctx.limits.reset();
    store.replace(createSeed(clock.today()));
    return Promise.resolve();
  }

  const app = jsonServer.create() as Express;
  app.disable('x-powered-by');
  app.set('case sensitive routing', false);
  if (options.requestLog ?? options.log) app.use(requestLog(log));
  app.use(securityHeaders());
  // answers of 1 kB and more go gzipped to a client that accepts it, as a production gateway sends them (issue 19:
  // Debitan/Invoices was 20 kB uncompressed on every dashboard visit)
  app.use(compression());
  app.use(cors(options.allowedOrigins ?? []));
  app.use(deferMalformedBody(jsonServer.bodyParser as RequestHandler[], (message) => new MalformedBody(message)));
  // a field of only spaces is empty: every text trimmed before a route judges it (passwords excepted, http/trim.ts)
  app.use(trimReceivedTexts());

  // the switched-on failures of /__fake/failures answer first
  app.use(['/api', '/content', '/statics'], switches.failureMiddleware());
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/api', accountRoutes(ctx));
  app.use('/api', createAccountRoutes(ctx));
  app.use('/api', idinRoutes(ctx, { publicUrl: options.publicUrl }));
  app.use('/api', newsRoutes(ctx));
  app.use('/api', collectivityRoutes(ctx));
  app.use('/api', insuranceRightRoutes(ctx));
  app.use('/api', agreementRoutes(ctx));
  app.use('/api', agreementDetailsRoutes(ctx));
  app.use('/api', contractRoutes(ctx));
  app.use('/api', addInsuredRoutes(ctx));
  app.use('/api', medicalSelectionRoutes(ctx));
  app.use('/api', policyMutabilityRoutes(ctx));
  app.use('/api', customerRoutes(ctx));
  app.use('/api', customerPolicyRoutes(ctx));
  app.use('/api', debitanRoutes(ctx));
  app.use('/api', idealPaymentRoutes(ctx, { publicUrl: options.publicUrl }));
  app.use('/api', declarationRoutes(ctx));
  app.use('/api', declarationSubmitRoutes(ctx));
  app.use('/api', policyRoutes(ctx));
  app.use('/api', coverageRoutes(ctx));
  app.use('/api', policyInfoRoutes(ctx));
  app.use('/api', insuranceCardRoutes(ctx));
  app.use('/api', documentRoutes(ctx));
  app.use('/api', pwaRoutes());
  app.use('/api', contactFormRoutes(ctx));
  app.use('/api', requestRoutes(ctx));
  app.use('/api', requestHistoryRoutes(ctx));
  app.use('/api', memberOfferRoutes(ctx));
  app.use('/content', contentRoutes(ctx));
  app.use('/content', memberOfferContentRoutes(ctx));
  app.use('/statics', staticsRoutes({ frontEndUrl: options.portalUrl ?? 'http://localhost:5173', overrides: () => switches.config() }));
  app.use('/__fake', loopbackOnly());
  app.use('/__fake/idin', idinFakeBankRoutes(ctx));
  app.use('/__fake/ideal', idealFakeBankRoutes(ctx));
  app.use('/__fake', contactFormFakeRoutes(ctx));
  app.use('/__fake', requestFakeRoutes(ctx));
  app.use('/__fake', fakeRoutes(ctx, reset, switches));

  app.use(jsonNotFound());
  app.use(jsonErrorHandler((line) => console.error(`[fake-backend] ${line}`)));

  return Promise.resolve({
    app,
    reset,
    clock,
    outbox,
    store,
    listen(port = 0, host) {
      return new Promise((resolve, reject) => {
        const server = app.listen(port, host ?? '127.0.0.1');
        // Node closes an idle kept-alive connection after 5 s, and a client that reuses it at that moment gets
        // ECONNRESET ('socket hang up': an e2e sign-in after 5 s of clicking failed so in CI). Kept longer than any
        // test's client holds one; close() still ends them at once (closeAllConnections)
        server.keepAliveTimeout = KEEP_ALIVE_MS;
        server.once('error', reject);
        server.once('listening', () => {
          const address = server.address() as AddressInfo;
          const bound = host ?? '127.0.0.1';
          const hostName = bound === '0.0.0.0' || bound === '::' ? 'localhost' : bound;
          const url = `http://${hostName.includes(':') ? `[${hostName}]` : hostName}:${address.port}`;
          resolve({
            url,
            port: address.port,
            close: () =>
              new Promise<void>((done, fail) => {
                server.closeAllConnections();
                server.close((error) => (error ? fail(error) : done()));
              }),
          });
        });
      });
    },
  });
}

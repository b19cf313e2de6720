/**
 * `npm run fake-backend`: starts the fake backend on API_PORT and prints the
 * address, the demo logins and the codes.
 */
import { resolve } from 'node:path';
import { createFakeBackend, type FakeBackend } from './app';
import { StoreUnreadableError } from './db';
import { CODE_VALIDITY_SECONDS, LOCKOUT_MINUTES, MAX_CODE_ATTEMPTS, MAX_PASSWORD_ATTEMPTS } from './areas/account';
import { accountsToActivate } from './areas/create-account';
import { FIXED_CODES } from './outbox';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, REGISTRABLE_PERSON } from './seed';

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

function envFlag(name: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes((process.env[name] ?? '').trim().toLowerCase());
}

const port = envNumber('API_PORT', 3001);
const dataDir = resolve(process.env['FAKE_DATA_DIR'] ?? 'fake-backend/data');
const randomCodes = envFlag('FAKE_RANDOM_CODES');

let backend: FakeBackend;
try {
  backend = await createFakeBackend({
    dataDir,
    accessTokenLifetimeSeconds: envNumber('ACCESS_TOKEN_LIFETIME_SECONDS', 1800),
    loginTokenLifetimeSeconds: envNumber('LOGIN_TOKEN_LIFETIME_SECONDS', 900),
    rememberMeAccessTokenLifetimeSeconds: envNumber('REMEMBER_ME_ACCESS_TOKEN_LIFETIME_SECONDS', 7 * 24 * 3600),
    passwordResetTokenLifetimeSeconds: envNumber('PASSWORD_RESET_TOKEN_LIFETIME_SECONDS', 600),
    publicUrl: process.env['FAKE_PUBLIC_URL'] || undefined,
    randomCodes,
    jwtSecret: process.env['JWT_SECRET'] || undefined,
    log: !envFlag('FAKE_QUIET'),
    // `npm start` keeps its terminal readable: the request log only with FAKE_REQUEST_LOG=1
    requestLog: process.env['FAKE_REQUEST_LOG'] === undefined ? undefined : envFlag('FAKE_REQUEST_LOG') && !envFlag('FAKE_QUIET'),
    portalUrl: process.env['PORTAL_URL'] || `http://localhost:${process.env['PORTAL_PORT'] ?? 5173}`,
  });
} catch (error) {
  if (!(error instanceof StoreUnreadableError)) throw error;
  console.error(`[fake-backend] not started: ${error.message}`);
  process.exit(1);
}
// this machine only, unless HOST opens it on purpose (e.g. HOST=0.0.0.0); /__fake stays loopback-only anyway
const server = await backend.listen(port, process.env['HOST']?.trim() || '127.0.0.1');

const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.username.length));
/** The policy number and birth date that recover hoofdverzekerde's username (issue 12 point 16). */
function forgotUsernameExample(state: ReturnType<FakeBackend['store']['read']>): string[] {
  const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde');
  const customer = state.customers.find((entry) => entry.customerNumber === account?.customerNumber);
  const participant = state.agreements
    .flatMap((agreement) => agreement.agreementParticipants)
    .find((entry) => entry.customerNumber === customer?.customerNumber);
  if (!customer || !participant) return [];
  const [year, month, day] = customer.birthDate.split('-');
  return [`Forgot username: policy number ${participant.policyNumber}, born ${day}-${month}-${year} (recovers hoofdverzekerde)`];
}

console.log(
  [
    `Fake backend of Mijn omgeving on ${server.url} (data: ${backend.store.file})`,
    `  API ${server.url}/api/…, content ${server.url}/content/menu.json and tiles.json, config ${server.url}/statics/config.json, controls ${server.url}/__fake/…`,
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.username.padEnd(width)}  ${account.description}`),
    randomCodes
      ? 'Codes: random 5 digits; read them in the log or at GET /__fake/outbox'
      : `Codes: verification ${FIXED_CODES.verification}, activation ${FIXED_CODES.activation} (also at GET /__fake/outbox)`,
    `Register: ${REGISTRABLE_PERSON.firstName} ${REGISTRABLE_PERSON.lastName}, born ${REGISTRABLE_PERSON.birthDate}, agreement ${REGISTRABLE_PERSON.agreementIdNumber} (username e.g. ${REGISTRABLE_PERSON.suggestedUsername})`,
    ...accountsToActivate(backend.store.read()).map(
      (pending) =>
        `Activate: ${pending.username} through registration with that username, born ${pending.birthDate}, agreement ${pending.agreementIdNumber}`,
    ),
    ...forgotUsernameExample(backend.store.read()),
    `iDIN: the fake bank page ${server.url}/__fake/idin/bank?sessionId=… (redirectUrl of POST /api/Idin/create-session); hoofdverzekerde has iDIN active`,
    `Limits: ${MAX_PASSWORD_ATTEMPTS} wrong passwords lock a username for ${LOCKOUT_MINUTES} min; a code is valid ${CODE_VALIDITY_SECONDS / 60} min and blocked after ${MAX_CODE_ATTEMPTS} wrong tries`,
  ].join('\n'),
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/**
 * Test helper: a fake backend on a free port with a temporary data folder,
 * and a small fetch wrapper. Used by the fake backend's own tests.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeBackend, type FakeBackend, type FakeBackendOptions, type RunningFakeBackend } from './app';
import { DEMO_PASSWORD } from './seed';
import { yearForOfferedAgreement } from './areas/agreement';
import { readSigningSecret } from './signing-secret';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely
export type LooseJson = any;

export interface CallOptions {
  body?: unknown;
  /** sent as is with Content-Type application/json */
  rawBody?: string;
  /** sent as multipart/form-data (the browser's boundary) */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: LooseJson;
}

export interface TestBackend {
  backend: FakeBackend;
  server: RunningFakeBackend;
  dataDir: string;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** password login for a demo account; returns the login token */
  loginToken(username: string): Promise<string>;
  /** the full login (password and code) for a demo account; returns the access token */
  accessToken(username: string): Promise<string>;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'fake-backend-test-'));
}

export async function startTestBackend(options: Partial<FakeBackendOptions> = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const backend = await createFakeBackend({ ...options, dataDir });
  const server = await backend.listen(0, '127.0.0.1');

  async function call(method: string, path: string, callOptions: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...callOptions.headers };
    let body: string | FormData | undefined = callOptions.form;
    if (callOptions.rawBody !== undefined || callOptions.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = callOptions.rawBody ?? JSON.stringify(callOptions.body);
    }
    if (callOptions.token) headers['Authorization'] = `Bearer ${callOptions.token}`;
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let json: LooseJson;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  async function loginToken(username: string): Promise<string> {
    const answer = await call('POST', '/api/account/login', { body: { username, password: DEMO_PASSWORD } });
    if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.text}`);
    return answer.json.loginToken as string;
  }

  async function accessToken(username: string): Promise<string> {
    const token = await loginToken(username);
    const code = backend.outbox.messages().at(-1)?.code ?? '';
    const answer = await call('POST', '/api/account/validateVerificationCode', { token, body: { verificationCode: code } });
    if (answer.status !== 200) throw new Error(`code ${username}: ${answer.status} ${answer.text}`);
    return answer.json.accessToken as string;
  }

  return {
    backend,
    server,
    dataDir,
    call,
    loginToken,
    accessToken,
    async close({ keepData = false } = {}) {
      await server.close();
      if (!keepData && !options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart form of text fields, with files as `Files` (the spec's name for a form's attachments). */
export function multipartForm(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('Files', file);
  return form;
}

/** Signs `claims` with HS256 and `secret`. */
export function signWith(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/**
 * Signs claims as the fake backend on `dataDir` does, for tests that forge
 * claims: its secret is read from its data folder, as the server reads it,
 * never copied into the code.
 */
export function serverSigner(dataDir: string): (claims: Record<string, unknown>) => Promise<string> {
  const secret = readSigningSecret(dataDir);
  return (claims) => signWith(secret, claims);
}

/** The payload of a JWT, unverified (for assertions). */
export function decodeJwt(token: string): LooseJson {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/**
 * One fake backend for a test file: started before its tests, reset to the
 * seed before each one, closed after them.
 */
export function useTestBackend(options: Partial<FakeBackendOptions> = {}): TestBackend {
  const started = {} as TestBackend;
  beforeAll(async () => {
    Object.assign(started, await startTestBackend(options));
  });
  afterAll(async () => {
    await started.close();
  });
  beforeEach(async () => {
    await started.backend.reset();
  });
  return started;
}

/**
 * A client of the registration steps, as a browser tab is: it keeps the
 * `registrationToken` that each identity check (CreateAccount/IsValid,
 * Idin/process-identification) answers, per person, and sends it as the
 * bearer of the later steps (the one of the body's customer number, else the
 * latest). Steps 2 to 5 belong to the client that passed step 1 (issue 13 item 8).
 */
export function registrationClient(backend: Pick<TestBackend, 'call'>) {
  const tokens = new Map<string, string>();
  let latest: string | undefined;
  const remember = (answer: CallResult): CallResult => {
    const json = answer.json as { customerNumber?: unknown; registrationToken?: unknown } | undefined;
    if (typeof json?.registrationToken === 'string' && typeof json.customerNumber === 'string') {
      tokens.set(json.customerNumber, json.registrationToken);
      latest = json.registrationToken;
    }
    return answer;
  };
  return {
    remember,
    /** POST /api/CreateAccount{path} with the client's token for the body's person */
    async call(path: string, body: unknown, token?: string): Promise<CallResult> {
      const customerNumber = (body as { customerNumber?: unknown } | null)?.customerNumber;
      const bearer = token ?? ((typeof customerNumber === 'string' ? tokens.get(customerNumber.trim()) : undefined) ?? latest);
      return remember(await backend.call('POST', `/api/CreateAccount${path}`, { body, ...(bearer ? { token: bearer } : {}) }));
    },
  };
}

/**
 * Moves the fake clock into the offer period (to 20 November) of this year
 * when next year is not offered yet (fake-backend/areas/agreement.ts
 * yearForOfferedAgreement); answers this year.
 */
export function intoOfferPeriod(backend: Pick<FakeBackend, 'clock'>): number {
  const today = backend.clock.today();
  const year = Number(today.slice(0, 4));
  if (yearForOfferedAgreement(today) !== year + 1) {
    backend.clock.advance(Math.round((Date.parse(`${year}-11-20T12:00:00Z`) - backend.clock.now()) / 1000));
  }
  return year;
}

/** Into the offer period as `intoOfferPeriod` does; answers the offered year (next year). */
export function offeredYearInOfferPeriod(backend: Pick<FakeBackend, 'clock'>): number {
  return intoOfferPeriod(backend) + 1;
}

/**
 * A day late in the year, for the tests whose figures describe this year's claims: the seed dates declarations up to
 * 300 days before today, so on this day they fall in this year as the tests count them. In January hardly any is of
 * this year yet (as at a real insurer), and a test run then would count last year's.
 */
export const DAY_WITH_THIS_YEARS_CLAIMS = (): number => Date.parse('2026-09-15T10:00:00Z');

/**
 * Run by time-zones.test.ts in a process of its own, with `TZ` set: for each instant given (ms since the epoch), a
 * fake backend seeded and asked at that instant; its answers to the portal's reading calls for each demo household
 * and to a call that judges a date against today, printed as JSON on stdout, one entry per instant. The same instant
 * must give the same answers in every time zone: the backend's day is the Netherlands' day.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { samplePdf } from '../../../domain/files/sample-files.fixture';
import { createFakeBackend, type FakeBackend } from '../../../fake-backend/app';
import { DEMO_PASSWORD } from '../../../fake-backend/seed';

const USERS = ['hoofdverzekerde', 'medeverzekerde', 'wanbetaler', 'buitenland', 'oudeovereenkomst', 'lopenderegeling', 'tweeovereenkomsten', 'faillissement'];

interface Answer {
  status: number;
  body: unknown;
}

function clientOf(backend: FakeBackend, url: string) {
  async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    let sent: string | FormData | undefined;
    if (body instanceof FormData) sent = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      sent = JSON.stringify(body);
    }
    const response = await fetch(`${url}${path}`, { method, headers, body: sent });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      // a PDF or a plain text: its length stands for it
      return { status: response.status, body: { length: text.length } };
    }
  }

  async function accessToken(username: string): Promise<string> {
    const login = await call('POST', '/api/account/login', undefined, { username, password: DEMO_PASSWORD });
    const loginToken = (login.body as { loginToken?: string }).loginToken;
    if (!loginToken) throw new Error(`login ${username}: ${login.status} ${JSON.stringify(login.body)}`);
    const code = backend.outbox.messages().at(-1)?.code ?? '';
    const verified = await call('POST', '/api/account/validateVerificationCode', loginToken, { verificationCode: code });
    const token = (verified.body as { accessToken?: string }).accessToken;
    if (!token) throw new Error(`code ${username}: ${verified.status} ${JSON.stringify(verified.body)}`);
    return token;
  }

  return { call, accessToken };
}

async function answersAt(instant: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'answers-at-'));
  const backend = await createFakeBackend({ dataDir, now: () => instant });
  const server = await backend.listen(0, '127.0.0.1');
  const { call, accessToken } = clientOf(backend, server.url);
  const today = backend.clock.today();
  const year = Number(today.slice(0, 4));
  const answers: Record<string, Answer> = {};
  const ask = async (key: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
    answers[key] = await call(method, path, token, body);
    return answers[key];
  };

  try {
    await ask('news before login', 'GET', '/api/News/BeforeAuthorization');
    await ask('collectivity', 'GET', '/api/Collectivity');
    for (const username of USERS) {
      const token = await accessToken(username);
      const get = (path: string) => ask(`${username} ${path}`, 'GET', path, token);
      for (const path of [
        '/api/News',
        '/api/Agreement/GetMostRecentAgreements',
        '/api/Agreement/GetYearForOfferedAgreement',
        '/api/Agreement/GetAgreementsByRoleAndFilter?role=H',
        '/api/Customer/GetAllCustomersWithActivePolicy',
        '/api/Customer/GetAllCustomersWithPolicy',
        '/api/Customer/GetAllCustomersWithPolicyInPast',
        '/api/Customer/getAllCustomersWithActiveInsuranceCard',
        '/api/Policy/GetExcess',
        '/api/Debitan/Invoices',
        '/api/Debitan/PaymentArrangements',
        '/api/Declaration/GetDeclarationsPreview',
        '/api/Declaration/ReadAll',
        '/api/Document/GetDocumentList',
        '/api/Document/GetUnreadDocumentCount',
        '/api/Request/GetRequests',
        '/api/InsuranceRight',
        `/api/CancellationServicePeriod/ValidateDate?date=${today}`,
        `/api/CancellationServicePeriod/ValidateDate?date=${year + 1}-01-01`,
      ])
        await get(path);
      for (const asked of [year - 1, year, year + 1]) {
        await get(`/api/Agreement/getAgreementDetailsForYear?year=${asked}`);
        await get(`/api/Customer/GetAllCustomersWithPolicyForYear?year=${asked}&checkForOffer=true`);
        await get(`/api/Document/GetGenericDocumentList?year=${asked}`);
        await get(`/api/Policy/GetExcess?year=${asked}`);
      }
      const persons = answers[`${username} /api/Customer/GetAllCustomersWithPolicy`]?.body;
      const agreements = answers[`${username} /api/Agreement/getAgreementDetailsForYear?year=${year}`]?.body;
      const policies = (Array.isArray(agreements) ? agreements : []).flatMap((agreement: { policyDetails?: { customerNumber: string; policyNumber: string }[] }) => agreement.policyDetails ?? []);
      for (const { customerNumber } of (Array.isArray(persons) ? persons : []) as { customerNumber: string }[]) {
        await get(`/api/Policy/GetActivePolicyNumber?customerNumber=${customerNumber}`);
        await get(`/api/Customer/GetCustomerDetails?customerNumber=${customerNumber}`);
        await get(`/api/Policy/GetFinancialSummary?customerNumber=${customerNumber}&year=${year}`);
        await get(`/api/Coverage/GetCoverageForPerson?customerNumber=${customerNumber}&year=${year}`);
        await get(`/api/Declaration/GetDeclarations?customerNumber=${customerNumber}&year=${year}`);
        const policy = policies.find((entry) => entry.customerNumber === customerNumber);
        if (policy) await get(`/api/Policy/GetPolicyInfoForYear?customerNumber=${customerNumber}&year=${year}&policyNumber=${policy.policyNumber}`);
      }
    }

    // a call that judges an answer against today: this year's income is not in the future
    const abroad = await accessToken('buitenland');
    const check = new FormData();
    for (const [name, value] of Object.entries({ HasDutchIncome: 'false', HasBenefit: 'false', HasOtherIncome: 'false', IsSelfEmployed: 'false', LastDutchIncome: String(year) }))
      check.append(name, value);
    check.append('Files', new Blob([samplePdf({ padTo: 4096 })], { type: 'application/pdf' }), 'jaaropgave.pdf');
    await ask('buitenland POST /api/InsuranceRight with this year', 'POST', '/api/InsuranceRight', abroad, check);
    await ask('buitenland /api/InsuranceRight after the check', 'GET', '/api/InsuranceRight', abroad);
    await ask('buitenland /api/Request/GetRequests after the check', 'GET', '/api/Request/GetRequests', abroad);
    return { today, answers };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const instants = process.argv.slice(2).map(Number);
if (instants.length === 0 || !instants.every(Number.isFinite)) throw new Error('usage: answers-at.ts <ms since the epoch> …');
const results: Record<string, Awaited<ReturnType<typeof answersAt>>> = {};
for (const instant of instants) results[instant] = await answersAt(instant);
process.stdout.write(JSON.stringify(results));

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The fake backend's day is the Netherlands' day, whatever zone its machine is set to: a Dutch insurer's backend
 * judges "today" in Amsterdam, and CI runs in UTC. Backends in processes set to three zones are seeded and asked at
 * the same instant (`support/answers-at.ts`): the households' policies, bills, declarations, documents and requests,
 * and an insurance-right check with this year's income. Each answers as the one in Amsterdam does. Los Angeles is
 * nine hours behind (its day is still yesterday after midnight in Amsterdam), Kiritimati thirteen ahead (its day is
 * already tomorrow from 11:00).
 */
const SCRIPT = fileURLToPath(new URL('./support/answers-at.ts', import.meta.url));
const ZONES = ['Europe/Amsterdam', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const MOMENTS = [
  ['the first half hour of New Year, still the old year in Los Angeles', '2027-01-01T00:30:00+01:00'],
  ['just after midnight on a Monday, the first of a month', '2027-03-01T00:30:00+01:00'],
  ["noon on New Year's Eve, already New Year on Kiritimati", '2027-12-31T12:00:00+01:00'],
] as const;

interface Answers {
  today: string;
  answers: Record<string, { status: number; body: unknown }>;
}

/** the answers of a backend process in `zone` at each moment (one process a zone: its start is most of its time) */
function answersIn(zone: string): Promise<Record<string, Answers>> {
  const instants = MOMENTS.map(([, at]) => String(Date.parse(at)));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...instants], { env: { ...process.env, TZ: zone }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, Answers>) : reject(new Error(`answers-at in ${zone} exited ${code}: ${err}`))));
  });
}

/** ids the backend draws at random when a request arrives differ between processes; the day-bound fields must not */
const RANDOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withoutRandomIds = (answers: Answers | undefined) =>
  JSON.parse(JSON.stringify(answers, (_key, value: unknown) => (typeof value === 'string' && RANDOM_ID.test(value) ? '(id)' : value))) as Answers;

describe("the fake backend answers in the Netherlands' day on a machine in any time zone", () => {
  const byZone = new Map<string, Record<string, Answers>>();
  beforeAll(async () => {
    const answers = await Promise.all(ZONES.map(answersIn));
    ZONES.forEach((zone, index) => byZone.set(zone, answers[index]!));
  }, 120_000);

  test.for(MOMENTS)('%s (%s)', ([, at]) => {
    const instant = String(Date.parse(at));
    const amsterdam = byZone.get('Europe/Amsterdam')![instant]!;
    expect(amsterdam.today).toBe(at.slice(0, 10));
    // the comparison means something: the households were answered, and this year's income was accepted
    expect(Object.keys(amsterdam.answers).length).toBeGreaterThan(200);
    expect(amsterdam.answers['buitenland POST /api/InsuranceRight with this year']?.status).toBe(200);
    for (const zone of ZONES.slice(1)) expect(withoutRandomIds(byZone.get(zone)![instant]), zone).toEqual(withoutRandomIds(amsterdam));
  });
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { coverageUsage } from '../domain/insurance';
import { COVERAGE_CATALOGUE } from './seed/coverage';
import { PRODUCT_CATALOGUE } from './seed/catalogue';
import type { CoverView, PersonCoverageView } from './coverage';
import { DAY_WITH_THIS_YEARS_CLAIMS, useTestBackend, type LooseJson } from './test-support';

/** Issue 34: GET Coverage/GetCoverageForPerson (a proposed addition, pacts/README.md). */
const t = useTestBackend({ now: DAY_WITH_THIS_YEARS_CLAIMS });

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const self = state.customers.find((customer) => customer.customerNumber === account.customerNumber)!;
  const children = state.customers.filter((customer) => customer.role === 'M' && customer.agreementId === self.agreementId);
  const partner = state.customers.find((customer) => customer.role === 'P' && customer.agreementId === self.agreementId);
  return { self, children, partner };
}

const thisYear = () => Number(t.backend.clock.today().slice(0, 4));
const careType = (answer: LooseJson, id: string) => (answer as PersonCoverageView).careTypes.find((entry) => entry.id === id)!;
const countOf = (cover: CoverView) => (cover.limit.kind === 'treatments' ? cover.limit.count : null);

describe('the coverage catalogue', () => {
  test('about 25 care types, each with keywords and at least one package of the product catalogue; ids unique', () => {
    const codes = new Set(PRODUCT_CATALOGUE.map((product) => product.code));
    expect(COVERAGE_CATALOGUE.length).toBeGreaterThanOrEqual(24);
    expect(new Set(COVERAGE_CATALOGUE.map((entry) => entry.id)).size).toBe(COVERAGE_CATALOGUE.length);
    for (const entry of COVERAGE_CATALOGUE) {
      expect(entry.keywords.length, entry.id).toBeGreaterThan(0);
      expect(entry.rules.length, entry.id).toBeGreaterThan(0);
      for (const rule of entry.rules) {
        expect(rule.codes.every((code) => codes.has(code)), entry.id).toBe(true);
        expect(rule.conditions, entry.id).toMatch(/^\S.*\.$/);
      }
    }
  });

  test('the issue’s synonyms each belong to a care type', () => {
    const byKeyword = (word: string) => COVERAGE_CATALOGUE.find((entry) => entry.keywords.includes(word))?.id;
    expect(['fysio', 'bril', 'beugel', 'tandarts', 'pil'].map(byKeyword)).toEqual([
      'fysiotherapie',
      'brillen-en-lenzen',
      'orthodontie',
      'tandarts',
      'anticonceptie',
    ]);
  });
});

describe('GET /api/Coverage/GetCoverageForPerson', () => {
  test('the main insured: physiotherapy by Aanvullend Goed (18) and Fysio Extra (9), the seeded 9 treatments used, 18 left until 1 January', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.careTypes).toHaveLength(COVERAGE_CATALOGUE.length);
    const physio = careType(answer.json, 'fysiotherapie');
    expect(physio).toMatchObject({
      covered: true,
      limit: { kind: 'treatments', count: 27 },
      unit: 'treatments',
      used: 9,
      left: 18,
      ownRisk: false,
      resetsOn: `${thisYear() + 1}-01-01`,
    });
    expect(physio.coveredBy.map((cover) => [cover.code, countOf(cover)])).toEqual([
      ['AV2', 18],
      ['XF1', 9],
    ]);
    expect(physio.coveredBy[0]?.conditionsDocumentId).toMatch(/^G/);
    // with the document's own name, which the portal saves the download under
    expect(physio.coveredBy[0]?.conditionsDocumentName).toBe(`Polisvoorwaarden Aanvullende verzekeringen ${thisYear()}`);
    // what another package would pay: Aanvullend Best 27, Basis and Jong 9
    expect(physio.otherPackages.map((cover) => [cover.code, countOf(cover)])).toEqual([
      ['AV1', 9],
      ['AV4', 9],
      ['AV3', 27],
    ]);
  });

  test('not covered: says which package would pay; the GP in full without own risk; the hospital with own risk', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = (await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token })).json;
    // orthodontics is for the young: at 42 no package pays for it
    expect(careType(answer, 'orthodontie')).toMatchObject({ covered: false, coveredBy: [], otherPackages: [], limit: null, used: 0, left: null });
    // at 17, with Aanvullend Goed and no dental insurance: the dental packages and Aanvullend Best would
    const coInsured = (await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token: await t.accessToken('medeverzekerde') })).json;
    const orthodontics = careType(coInsured, 'orthodontie');
    expect(orthodontics).toMatchObject({ covered: false, coveredBy: [], limit: null, used: 0, left: null });
    expect(orthodontics.otherPackages.map((cover) => [cover.code, cover.name])).toEqual([
      ['TG2', 'Tand Goed'],
      ['TG3', 'Tand Best'],
      ['AV3', 'Aanvullend Best'],
    ]);
    expect(careType(answer, 'huisarts')).toMatchObject({ covered: true, limit: { kind: 'full' }, ownRisk: false, left: null, resetsOn: null });
    expect(careType(answer, 'ziekenhuiszorg')).toMatchObject({ covered: true, ownRisk: true });
  });

  test("two kinds together: hearing aids from the basic's 75% plus Aanvullend Goed's € 250 per 5 years, only what was paid counted", async () => {
    const answer = (await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token: await t.accessToken('hoofdverzekerde') })).json;
    const hearingAids = careType(answer, 'hoortoestellen');
    expect(hearingAids).toMatchObject({
      covered: true,
      limit: { kind: 'percentagePlusAmount', percent: 75, maxEuros: null, euros: 250, periodYears: 5 },
      unit: 'euros',
      used: 0,
      left: null,
      resetsOn: null,
    });
    expect(hearingAids.coveredBy.map((cover) => [cover.code, cover.limit.kind])).toEqual([
      [expect.stringMatching(/^111\d$/), 'percentage'],
      ['AV2', 'amount'],
    ]);
  });

  test('ivf per pregnancy, as the basic insurance counts it: "3 pogingen per zwangerschap" beside its conditions, no reset on 1 January', async () => {
    const answer = (await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token: await t.accessToken('hoofdverzekerde') })).json;
    const ivf = careType(answer, 'fertiliteit');
    expect(ivf).toMatchObject({ covered: true, limit: { kind: 'attemptsPerPregnancy', count: 3 }, unit: 'euros', left: null, resetsOn: null });
    expect(ivf.coveredBy[0]).toMatchObject({ limit: { kind: 'attemptsPerPregnancy', count: 3 }, conditions: expect.stringContaining('3 ivf-pogingen per zwangerschap') });
  });

  test('dietetics in hours, as insurers state it: "behandeluren per jaar", the packages\' hours added, what was paid counted', async () => {
    const answer = (await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token: await t.accessToken('hoofdverzekerde') })).json;
    const dietetics = careType(answer, 'dietetiek');
    expect(dietetics).toMatchObject({ covered: true, limit: { kind: 'treatmentHours' }, unit: 'euros', left: null, resetsOn: expect.stringMatching(/-01-01$/) });
    expect(dietetics.coveredBy.map((cover) => cover.limit)).toContainEqual({ kind: 'treatmentHours', count: 3 });
    expect(dietetics.coveredBy.map((cover) => cover.conditions).join(' ')).not.toMatch(/behandeluren per jaar/);
  });

  test('a child: dental care and physiotherapy from the basic insurance (under 18); the seeded dental bill counted in euros', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { children } = household('hoofdverzekerde');
    const state = t.backend.store.read();
    const child = children.find((entry) => state.declarations.some((claim) => claim.customerNumber === entry.customerNumber && claim.careType === 'Mondzorg' && claim.status === 0 && claim.year === thisYear()))!;
    const answer = await t.call('GET', `/api/Coverage/GetCoverageForPerson?customerNumber=${child.customerNumber}&year=${thisYear()}`, { token });
    expect(answer.status).toBe(200);
    const dental = careType(answer.json, 'tandarts');
    const paid = state.declarations
      .filter((claim) => claim.customerNumber === child.customerNumber && claim.careType === 'Mondzorg' && claim.status === 0 && claim.year === thisYear())
      .reduce((total, claim) => total + claim.compensatedAmount, 0);
    expect(dental).toMatchObject({ covered: true, limit: { kind: 'full' }, unit: 'euros', used: paid, left: null });
    expect(careType(answer.json, 'fysiotherapie').coveredBy.map((cover) => cover.code)).toContain(state.policies.find((policy) => policy.customerNumber === child.customerNumber && policy.year === thisYear())!.products.find((product) => product.typeOfProduct === 'MB')!.code);
  });

  test('the answer agrees with the domain’s rule for every care type', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    const answer = (await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token })).json;
    const declarations = t.backend.store.read().declarations
      .filter((claim) => claim.customerNumber === self.customerNumber)
      .map((claim) => ({
        careType: claim.careType,
        isHandled: claim.status === 0,
        treatmentDate: claim.treatmentDate,
        compensatedAmount: claim.compensatedAmount,
        treatmentCount: claim.bills.reduce((total, bill) => total + bill.activities.length, 0),
      }));
    for (const entry of COVERAGE_CATALOGUE) {
      const shown = careType(answer, entry.id);
      const { period: _period, ...usage } = coverageUsage({
        careType: entry.declarationCareType,
        limits: shown.coveredBy.map((cover) => cover.limit),
        declarations,
        year: thisYear(),
      });
      expect(shown, entry.id).toMatchObject(usage);
    }
  });

  test('the partner (16 or over) and another household are forbidden; a co-insured of 17 reads her own', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { partner } = household('hoofdverzekerde');
    expect(await t.call('GET', `/api/Coverage/GetCoverageForPerson?customerNumber=${partner!.customerNumber}`, { token })).toMatchObject({
      status: 403,
      json: { message: `U heeft geen toegang tot de gegevens van verzekerde ${partner!.customerNumber}.` },
    });
    const coInsured = await t.accessToken('medeverzekerde');
    const own = await t.call('GET', '/api/Coverage/GetCoverageForPerson', { token: coInsured });
    expect(own.status).toBe(200);
    expect(careType(own.json, 'fysiotherapie')).toMatchObject({ covered: true, used: 4 });
  });

  test.for([
    { query: '?year=dit', status: 400, message: "De parameter 'year' in het adres moet een jaartal (jjjj) zijn." },
    { query: '?customerNumber=12a', status: 400, message: "De parameter 'customerNumber' in het adres moet een klantnummer (cijfers) zijn." },
    { query: '?year=1999', status: 400, message: /^Vergoedingen zijn er voor \d{4} en \d{4}; niet voor 1999\.$/ },
  ])('$status for $query', async ({ query, status, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Coverage/GetCoverageForPerson${query}`, { token })).toMatchObject({ status, json: { message } });
  });

  test('without a token 401', async () => {
    expect((await t.call('GET', '/api/Coverage/GetCoverageForPerson')).status).toBe(401);
  });
});

describe('GET /api/Coverage/GetCoverageForProducts (issue 34 point 4)', () => {
  type Answer = { year: number; careTypes: { id: string; name: string; covers: { code: string; limit: unknown; forAgesUnder: number | null }[] }[] };
  const coversOf = (answer: LooseJson, id: string) => (answer as Answer).careTypes.find((entry) => entry.id === id)!.covers;

  test("next year's catalogue of the asked packages: every care type, the covers of those packages only, with their age bounds", async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', `/api/Coverage/GetCoverageForProducts?year=${thisYear() + 1}&productIds=1113,AV1,AV2,TG2`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ year: thisYear() + 1 });
    expect((answer.json as Answer).careTypes.map((entry) => entry.id)).toEqual(COVERAGE_CATALOGUE.map((entry) => entry.id));
    expect(coversOf(answer.json, 'fysiotherapie')).toEqual([
      { code: '1113', limit: { kind: 'treatments', count: 18 }, forAgesUnder: 18 },
      { code: 'AV1', limit: { kind: 'treatments', count: 9 }, forAgesUnder: null },
      { code: 'AV2', limit: { kind: 'treatments', count: 18 }, forAgesUnder: null },
    ]);
    // next year's limits where they change: Aanvullend Goed's glasses € 150 → € 175 per 3 years
    expect(coversOf(answer.json, 'brillen-en-lenzen')).toEqual([{ code: 'AV2', limit: { kind: 'amount', euros: 175, periodYears: 3 }, forAgesUnder: null }]);
    expect(coversOf(answer.json, 'orthodontie')).toEqual([{ code: 'TG2', limit: { kind: 'percentage', percent: 80, maxEuros: 1000 }, forAgesUnder: 18 }]);
    expect(coversOf(answer.json, 'sportmedisch-onderzoek')).toEqual([{ code: 'AV2', limit: { kind: 'amount', euros: 100, periodYears: 1 }, forAgesUnder: null }]);
    expect(coversOf(answer.json, 'huidtherapie').map((cover) => cover.code)).toEqual(['AV2']);
    expect(coversOf(answer.json, 'oefentherapie').map((cover) => cover.code)).toEqual(['AV2']);
    // this year's, without a year
    const thisYears = await t.call('GET', '/api/Coverage/GetCoverageForProducts?productIds=AV2', { token });
    expect(coversOf(thisYears.json, 'brillen-en-lenzen')).toEqual([{ code: 'AV2', limit: { kind: 'amount', euros: 150, periodYears: 3 }, forAgesUnder: null }]);
  });

  test('a co-insured reads it too (read insurance); an own-risk code is a package that pays for nothing', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', '/api/Coverage/GetCoverageForProducts?productIds=OW385', { token });
    expect(answer.status).toBe(200);
    expect((answer.json as Answer).careTypes.every((entry) => entry.covers.length === 0)).toBe(true);
  });

  test.for([
    { query: '?year=2020&productIds=AV1', message: /^Vergoedingen zijn er voor \d{4} en \d{4}; niet voor 2020\.$/ },
    { query: '?year=volgend&productIds=AV1', message: "De parameter 'year' in het adres moet een jaartal (jjjj) zijn." },
    { query: '', message: "Geef de pakketten op met de parameter 'productIds'." },
    { query: '?productIds=AV1,,AV2', message: "De parameter 'productIds' in het adres moet een lijst van pakketcodes, gescheiden door komma’s zijn." },
    { query: '?productIds=AV1,ZZ9,QQ1', message: 'Onbekend pakket: ZZ9, QQ1.' },
    { query: `?productIds=${Array.from({ length: 41 }, (_, index) => `P${index}`).join(',')}`, message: 'Vraag naar hoogstens 40 pakketten tegelijk.' },
  ])('400 with a Dutch message for $query', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Coverage/GetCoverageForProducts${query}`, { token })).toMatchObject({ status: 400, json: { message } });
  });

  test('without a token 401', async () => {
    expect((await t.call('GET', '/api/Coverage/GetCoverageForProducts?productIds=AV1')).status).toBe(401);
  });
});

import { personCoverageQuery } from '@/entities/coverage';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, JSON_CONTENT_TYPE, EXAMPLE_BEARER, createPact, eachLike, fromProviderState, integer, messageStartingWith, regex, scopeFor, string } from './pact';

/** Issue 34 (proposed addition): the call of `vergoedingen`, "Wat wordt vergoed?". */
const { number, boolean, arrayContaining } = MatchersV3;
const pact = createPact();

const STATE = 'hoofdverzekerde is logged in and asks her coverage of this year';
const MAIN_INSURED = '197389432';
const YEAR = '2026';

const cover = (code: string, name: string, count: number) => ({
  code: string(code),
  name: string(name),
  limit: { kind: 'treatments', count: integer(count) },
  ownRisk: boolean(false),
  conditions: string('Zonder verwijzing; bij een niet-gecontracteerde fysiotherapeut tot het gemiddeld gecontracteerde tarief.'),
  conditionsDocumentId: string('G1202603'),
  // the document's own name: the portal saves the download under it, not under the id
  conditionsDocumentName: string(`Polisvoorwaarden Aanvullende verzekeringen ${YEAR}`),
});

/** The shapes a care type takes: counted (physiotherapy), in full (the GP), two kinds together (hearing aids below), and not covered (orthodontics at 42). */
const physiotherapy = {
  id: 'fysiotherapie',
  name: string('Fysiotherapie'),
  keywords: eachLike('fysio'),
  covered: true,
  coveredBy: eachLike(cover('AV2', 'Aanvullend Goed', 18)),
  ownRisk: boolean(false),
  otherPackages: eachLike(cover('AV3', 'Aanvullend Best', 27)),
  limit: { kind: 'treatments', count: integer(27) },
  unit: 'treatments',
  used: number(9),
  left: number(18),
  resetsOn: regex(/^\d{4}-01-01$/, '2027-01-01'),
};
const generalPractitioner = {
  id: 'huisarts',
  name: string('Huisarts'),
  keywords: eachLike('dokter'),
  covered: true,
  coveredBy: eachLike({ ...cover('1114', 'Zorgzaam Basis Vrije Keuze', 0), limit: { kind: 'full' }, conditionsDocumentId: string('G1202601'), conditionsDocumentName: string(`Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${YEAR}`) }),
  ownRisk: false,
  otherPackages: [],
  limit: { kind: 'full' },
  unit: 'euros',
  used: number(42.5),
  left: null,
  resetsOn: null,
};
/** Two kinds of cover together (the basic's 75% with Aanvullend Goed's € 250 per 5 years): what was paid, nothing left to count. */
const hearingAids = {
  id: 'hoortoestellen',
  name: string('Hoortoestellen'),
  keywords: eachLike('hoorapparaat'),
  covered: true,
  coveredBy: [
    { ...cover('1114', 'Zorgzaam Basis Vrije Keuze', 0), code: regex(/^111\d$/, '1114'), limit: { kind: 'percentage', percent: number(75), maxEuros: null } },
    { ...cover('AV2', 'Aanvullend Goed', 0), limit: { kind: 'amount', euros: number(250), periodYears: integer(5) } },
  ],
  ownRisk: boolean(false),
  otherPackages: eachLike({ ...cover('AV3', 'Aanvullend Best', 0), limit: { kind: 'amount', euros: number(250), periodYears: integer(5) } }),
  limit: { kind: 'percentagePlusAmount', percent: number(75), maxEuros: null, euros: number(250), periodYears: integer(5) },
  unit: 'euros',
  used: number(0),
  left: null,
  resetsOn: null,
};
const orthodontics = {
  id: 'orthodontie',
  name: string('Orthodontie'),
  keywords: eachLike('beugel'),
  covered: false,
  coveredBy: [],
  ownRisk: false,
  otherPackages: [],
  limit: null,
  unit: null,
  used: 0,
  left: null,
  resetsOn: null,
};

describe('the coverage against the API', () => {
  test("a person's coverage of this year: per care type the packages that pay, used and left", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for the main insured's coverage of this year")
      .withRequest('GET', '/api/Coverage/GetCoverageForPerson', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: fromProviderState('${customerNumber}', MAIN_INSURED), year: fromProviderState('${year}', YEAR) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          customerNumber: fromProviderState('${customerNumber}', MAIN_INSURED),
          year: integer(2026),
          careTypes: arrayContaining(physiotherapy, generalPractitioner, hearingAids, orthodontics),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(personCoverageQuery.start, { scope, params: { customerNumber: MAIN_INSURED, year: Number(YEAR) } });
        expect(scope.getState(personCoverageQuery.$error)).toBeNull();
        const careTypes = scope.getState(personCoverageQuery.$data)?.careTypes ?? [];
        expect(careTypes.find((entry) => entry.id === 'fysiotherapie')).toMatchObject({ covered: true, used: 9, left: 18, limit: { kind: 'treatments', count: 27 } });
        expect(careTypes.find((entry) => entry.id === 'fysiotherapie')?.coveredBy[0]).toMatchObject({
          conditionsDocumentId: 'G1202603',
          conditionsDocumentName: `Polisvoorwaarden Aanvullende verzekeringen ${YEAR}`,
        });
        expect(careTypes.find((entry) => entry.id === 'hoortoestellen')).toMatchObject({ limit: { kind: 'percentagePlusAmount', percent: 75, euros: 250, periodYears: 5 }, left: null });
        expect(careTypes.find((entry) => entry.id === 'orthodontie')).toMatchObject({ covered: false, limit: null });
      });
  });

  test('a year the catalogue does not hold: 400 with a Dutch message', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for coverage of a year long past')
      .withRequest('GET', '/api/Coverage/GetCoverageForPerson', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: fromProviderState('${customerNumber}', MAIN_INSURED), year: '1999' }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Vergoedingen zijn er voor ', 'Vergoedingen zijn er voor 2026 en 2027; niet voor 1999.')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(personCoverageQuery.start, { scope, params: { customerNumber: MAIN_INSURED, year: 1999 } });
        expect(scope.getState(personCoverageQuery.$failed)).toBe(true);
      });
  });
});

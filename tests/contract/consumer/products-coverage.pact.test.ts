import { productsCoverageQuery } from '@/entities/coverage';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, JSON_CONTENT_TYPE, EXAMPLE_BEARER, createPact, eachLike, fromProviderState, integer, messageStartingWith, scopeFor, string } from './pact';

/** Issue 34 point 4 (proposed addition): the catalogue of the packages on the policy edit screen, for the year edited. */
const { arrayContaining, nullValue } = MatchersV3;
const pact = createPact();

const STATE = 'hoofdverzekerde is logged in and compares packages of next year';
const NEXT_YEAR = '2027';

/** Physiotherapy as the screen compares it: the basic insurance for the young, Aanvullend Basis 9 and Aanvullend Goed 18 for anyone. */
const physiotherapy = {
  id: 'fysiotherapie',
  name: string('Fysiotherapie'),
  covers: arrayContaining(
    { code: '1113', limit: { kind: 'treatments', count: integer(18) }, forAgesUnder: integer(18) },
    { code: 'AV1', limit: { kind: 'treatments', count: integer(9) }, forAgesUnder: nullValue() },
    { code: 'AV2', limit: { kind: 'treatments', count: integer(18) }, forAgesUnder: nullValue() },
  ),
};
/** An amount per period of years (glasses), which only Aanvullend Goed of these pays. */
const glasses = {
  id: 'brillen-en-lenzen',
  name: string('Brillen en contactlenzen'),
  covers: eachLike({ code: 'AV2', limit: { kind: 'amount', euros: MatchersV3.number(175), periodYears: integer(3) }, forAgesUnder: nullValue() }),
};

describe('the coverage of packages against the API', () => {
  test("next year's catalogue of the packages on the screen: per care type what each pays", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for next year's coverage of some packages")
      .withRequest('GET', '/api/Coverage/GetCoverageForProducts', (request) =>
        request.headers(AUTHORISED).query({ year: fromProviderState('${year}', NEXT_YEAR), productIds: '1113,AV1,AV2' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ year: integer(2027), careTypes: arrayContaining(physiotherapy, glasses) }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(productsCoverageQuery.start, { scope, params: { year: Number(NEXT_YEAR), productIds: ['1113', 'AV1', 'AV2'] } });
        expect(scope.getState(productsCoverageQuery.$error)).toBeNull();
        const careTypes = scope.getState(productsCoverageQuery.$data)?.careTypes ?? [];
        expect(careTypes.find((entry) => entry.id === 'fysiotherapie')?.covers).toContainEqual({ code: 'AV2', limit: { kind: 'treatments', count: 18 }, forAgesUnder: null });
        expect(careTypes.find((entry) => entry.id === 'brillen-en-lenzen')?.covers[0]).toMatchObject({ code: 'AV2', limit: { kind: 'amount', periodYears: 3 } });
      });
  });

  test('a package the catalogue does not know: 400 with a Dutch message', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a request for the coverage of an unknown package')
      .withRequest('GET', '/api/Coverage/GetCoverageForProducts', (request) =>
        request.headers(AUTHORISED).query({ year: fromProviderState('${year}', NEXT_YEAR), productIds: 'AV1,ZZ9' }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Onbekend pakket: ', 'Onbekend pakket: ZZ9.')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(productsCoverageQuery.start, { scope, params: { year: Number(NEXT_YEAR), productIds: ['AV1', 'ZZ9'] } });
        expect(scope.getState(productsCoverageQuery.$failed)).toBe(true);
      });
  });
});

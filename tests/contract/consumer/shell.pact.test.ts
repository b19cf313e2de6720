import { mostRecentAgreementsQuery } from '@/entities/agreement';
import { $collectivity, collectivityQuery } from '@/entities/collectivity';
import { insuranceRightQuery } from '@/entities/insurance-right';
import { $news, $newsBeforeAuthorization, newsBeforeAuthorizationQuery, newsQuery } from '@/entities/news-text';
import { requestFailed } from '@/shared/api';
import { $appConfig, appConfigQuery } from '@/shared/config';
import { manifestHref, ManifestContract } from '@/app/model/manifest';
import { findLabel } from '@portal/domain';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import {
  AUTHORISED,
  CLIENT_VERSION,
  EXAMPLE_BEARER,
  JSON_CONTENT_TYPE,
  boolean,
  createPact,
  eachLike,
  integer,
  like,
  messageStartingWith,
  regex,
  scopeFor,
  string,
} from './pact';

const pact = createPact();

const NEWS_TEXT = {
  id: like('1'),
  text: string('Onze klantenservice is op 24 december tot 16.00 uur bereikbaar.'),
  url: like('https://www.zorgzaam.example/kerst'),
  hyperlinkSubstring: like('klantenservice'),
  startDate: regex(/^\d{4}-\d{2}-\d{2}/, '2026-11-01'),
  endDate: regex(/^\d{4}-\d{2}-\d{2}/, '2026-12-31'),
  language: regex(/^(nl-NL|en-US)$/, 'nl-NL'),
};

describe('the shell against the API', () => {
  test('configuration from statics/config.json, never from a cache', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the configuration')
      .withRequest('GET', '/statics/config.json')
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          apiBaseUrl: string('/api/'),
          contentBaseUrl: string('/content/'),
          releaseTag: string('2.26.0'),
          cacheGuid: string('c6f1a7e2'),
          enforceHttps: boolean(false),
          environment: regex(/^(dev|tst|prd)$/, 'dev'),
          frontEndUrl: string('http://localhost:5173'),
          trackingCodes: { tagManagerId: like('GTM-FAKE01'), consentToolId: like('consent-fake') },
          telemetry: { enabled: boolean(false), endpoint: like('http://localhost/telemetry'), sampleRate: like(0) },
          collectivityInformation: eachLike({ urlPart: string('studentenzorg'), label: string('studentenzorg') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = fork();
        await allSettled(appConfigQuery.start, { scope, params: `${mockServer.url}/statics/config.json` });
        const config = scope.getState($appConfig);
        expect(config?.releaseTag).toBe('2.26.0');
        expect(config?.collectivityInformation[0]?.label).toBe('studentenzorg');
      });
  });

  // the browser reads it through <link rel="manifest"> (a plain GET, no Client-Version); the portal's theme colour
  // is the label's own, which must be the manifest's
  test('the label manifest from api/pwa/manifest', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the manifest of a label')
      .withRequest('GET', '/api/pwa/manifest', (request) => request.query({ label: 'studentenzorg' }))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex(/application\/(manifest\+)?json.*/, 'application/manifest+json; charset=utf-8') })
          .jsonBody({
            name: string('Mijn Studentenzorg'),
            short_name: string('Studentenzorg'),
            theme_color: regex(/^#[0-9a-f]{6}$/i, '#6b2fa3'),
            background_color: regex(/^#[0-9a-f]{6}$/i, '#ffffff'),
          }),
      )
      .executeTest(async (mockServer) => {
        const response = await fetch(manifestHref(`${mockServer.url}/api/`, 'studentenzorg'));
        const manifest: unknown = await response.json();
        expect(ManifestContract.safeParse(manifest).error).toBeUndefined();
        expect(ManifestContract.parse(manifest).theme_color).toBe(findLabel('studentenzorg').themeColor);
      });
  });

  test('news texts before authorization', async () => {
    await pact
      .addInteraction()
      .given('there are news texts')
      .uponReceiving('a request for the news before authorization')
      .withRequest('GET', '/api/News/BeforeAuthorization', (request) => request.headers(CLIENT_VERSION))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(NEWS_TEXT)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(newsBeforeAuthorizationQuery.start, { scope });
        expect(scope.getState($newsBeforeAuthorization)?.[0]?.hyperlinkSubstring).toBe('klantenservice');
      });
  });

  test('collectivity contact info and opening hours', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the collectivity contact info')
      .withRequest('GET', '/api/Collectivity', (request) => request.headers(CLIENT_VERSION))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          phoneNumber: string('088 123 45 67'),
          isDefaultHours: boolean(true),
          openingHoursOfWeek: eachLike({
            dayOfWeek: integer(1),
            startTime: regex(/^\d{2}:\d{2}$/, '08:00'),
            endTime: regex(/^\d{2}:\d{2}$/, '20:00'),
          }),
          nextAvailableDate: {
            availableDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-23'),
            openingHours: {
              startTime: regex(/^\d{2}:\d{2}$/, '08:00'),
              endTime: regex(/^\d{2}:\d{2}$/, '20:00'),
            },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(collectivityQuery.start, { scope });
        expect(scope.getState($collectivity)?.phoneNumber).toBe('088 123 45 67');
      });
  });

  test('news after login, a call that needs the token', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the news with a valid token')
      .withRequest('GET', '/api/News', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(NEWS_TEXT)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(newsQuery.start, { scope });
        expect(scope.getState($news)?.length).toBeGreaterThan(0);
      });
  });

  test('a token-protected call without a token answers 401, which ends the session', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the news without a token')
      .withRequest('GET', '/api/News', (request) => request.headers(CLIENT_VERSION))
      .willRespondWith(401, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Uw sessie is niet geldig', 'Uw sessie is niet geldig: het token is verlopen.')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const failures: string[] = [];
        const unwatch = createWatch({ unit: requestFailed, scope, fn: (failure) => failures.push(failure.kind) });
        await allSettled(newsQuery.start, { scope });
        unwatch();
        expect(failures).toEqual(['unauthorised']);
      });
  });

  test('the insurance-right check of a user living abroad', async () => {
    await pact
      .addInteraction()
      .given('buitenland is logged in and lives abroad')
      .uponReceiving('a request whether the insurance-right check is required')
      .withRequest('GET', '/api/InsuranceRight', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ isCheckRequired: boolean(true) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(insuranceRightQuery.start, { scope });
        expect(scope.getState(insuranceRightQuery.$data)?.isCheckRequired).toBe(true);
      });
  });

  test('the most recent agreements, for the basic-insurance check of a route', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the most recent agreements')
      .withRequest('GET', '/api/Agreement/GetMostRecentAgreements', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            agreementId: string('1000123'),
            agreementIdNumber: string('10001230'),
            contractCode: string('ZZ01'),
            hasBasicInsurance: boolean(true),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(mostRecentAgreementsQuery.start, { scope });
        expect(scope.getState(mostRecentAgreementsQuery.$data)?.[0]?.hasBasicInsurance).toBe(true);
      });
  });
});

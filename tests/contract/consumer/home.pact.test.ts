import { mostRecentAgreementsQuery } from '@/entities/agreement';
import { menuContentQuery, tilesContentQuery } from '@/entities/content';
import { declarationsPreviewQuery } from '@/entities/declaration';
import { digitalInsuranceCardQuery } from '@/entities/insurance-card';
import { invoicesQuery } from '@/entities/invoice';
import { offeredYearQuery } from '@/entities/offered-year';
import { excessQuery } from '@/entities/policy';
import { requestFailed } from '@/shared/api';
import { MatchersV3 } from '@pact-foundation/pact';
import { hasPayableInvoices, hasPaymentArrangementInvoices } from '@portal/domain';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, messageStartingWith, regex, scopeFor, string } from './pact';

const { arrayContaining, number } = MatchersV3;
const pact = createPact();

const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}/, example);
const LOCALISED = (nl: string, en: string) => ({ 'nl-NL': string(nl), 'en-US': string(en) });
const menuItem = (routeName: string, nl: string, en: string) => ({
  type: 'menu-item',
  name: string(routeName),
  displayName: LOCALISED(nl, en),
  excludedLabels: eachLike('studentenzorg', 0),
  routeName: string(routeName),
});
const placement = { visible: boolean(true), position: integer(1), priority: integer(1) };

describe('the home area against the content host and the API', () => {
  test('the menu from the content host, with a cache-refresh parameter', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the menu content')
      .withRequest('GET', '/content/menu.json', (request) => request.query({ v: regex(/^\w+$/, 'c6f1a7e2') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          items: arrayContaining(
            { type: 'menu-item', name: string('home'), displayName: LOCALISED('Overzicht', 'Overview'), excludedLabels: eachLike('x', 0), routeName: 'home' },
            {
              type: 'menu-item-group',
              name: string('mijn-verzekering'),
              displayName: LOCALISED('Mijn verzekering', 'My insurance'),
              excludedLabels: eachLike('x', 0),
              primary: eachLike(menuItem('policy-overview', 'Polisoverzicht', 'Policy overview')),
              secondary: eachLike(menuItem('insurance-card', 'Zorgpas en EHIC', 'Insurance card and EHIC')),
              tile: { title: LOCALISED('Uw zorgverzekering', 'Your health insurance'), text: LOCALISED('Bekijk uw polis.', 'View your policy.'), routeName: string('edit-policy') },
            },
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = fork();
        await allSettled(menuContentQuery.start, { scope, params: { contentBaseUrl: `${mockServer.url}/content/`, cacheGuid: 'c6f1a7e2' } });
        const items = scope.getState(menuContentQuery.$data)?.items ?? [];
        expect(items.map((entry) => entry.type)).toEqual(['menu-item', 'menu-item-group']);
        const group = items[1];
        expect(group?.type === 'menu-item-group' && group.primary[0]?.displayName['en-US']).toBe('Policy overview');
      });
  });

  test('the dashboard tiles from the content host, each with desktop and mobile placement', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the tiles content')
      .withRequest('GET', '/content/tiles.json', (request) => request.query({ v: regex(/^\w+$/, 'c6f1a7e2') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          tiles: arrayContaining(
            {
              id: string('eigen-risico'),
              type: 'own-risk',
              desktop: placement,
              mobile: placement,
              content: { title: LOCALISED('Mijn eigen risico', 'My excess'), routeName: string('healthcare-costs') },
              conditions: { requiresAdult: boolean(true) },
            },
            {
              id: string('schadeverzekering'),
              type: 'damage-insurance',
              desktop: placement,
              mobile: placement,
              content: { title: { 'nl-NL': string('15% korting op uw schadeverzekering') }, url: string('https://www.example.nl/schadeverzekeringen') },
              conditions: { excludedRoles: eachLike('M') },
            },
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = fork();
        await allSettled(tilesContentQuery.start, { scope, params: { contentBaseUrl: `${mockServer.url}/content/`, cacheGuid: 'c6f1a7e2' } });
        const tiles = scope.getState(tilesContentQuery.$data)?.tiles ?? [];
        expect(tiles.map((tile) => tile.type)).toEqual(['own-risk', 'damage-insurance']);
        expect(tiles[1]?.conditions?.excludedRoles).toEqual(['M']);
      });
  });

  test('the invoices of the main insured', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has an open premium invoice')
      .uponReceiving('a request for the invoices')
      .withRequest('GET', '/api/Debitan/Invoices', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          invoices: eachLike({
            description: string('Premie november 2026'),
            invoiceNumber: regex(/^\d+$/, '2026123456'),
            invoiceDate: DATE('2026-11-01'),
            amount: number(152.45),
            remaining: number(152.45),
            status: string('Openstaand'),
            statusId: integer(1),
          }),
          isPaymentArrangementsDisabled: boolean(false),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(invoicesQuery.start, { scope });
        const data = scope.getState(invoicesQuery.$data);
        expect(hasPayableInvoices(data?.invoices ?? [])).toBe(true);
        expect(data?.isPaymentArrangementsDisabled).toBe(false);
      });
  });

  test('the invoices of a defaulter, in a payment arrangement', async () => {
    await pact
      .addInteraction()
      .given('wanbetaler is logged in with invoices in a payment arrangement and a summons')
      .uponReceiving('a request for the invoices of a defaulter')
      .withRequest('GET', '/api/Debitan/Invoices', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          invoices: arrayContaining(
            { invoiceNumber: string('2026000005'), invoiceDate: DATE('2026-08-01'), amount: number(150), remaining: number(150), description: string('Premie'), status: 'Betalingsregeling', statusId: 5 },
            { invoiceNumber: string('2026000004'), invoiceDate: DATE('2026-09-01'), amount: number(150), remaining: number(150), description: string('Premie'), status: 'Sommatie', statusId: 4 },
          ),
          isPaymentArrangementsDisabled: boolean(true),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(invoicesQuery.start, { scope });
        const invoices = scope.getState(invoicesQuery.$data)?.invoices ?? [];
        expect(hasPaymentArrangementInvoices(invoices)).toBe(true);
        expect(hasPayableInvoices(invoices)).toBe(true);
      });
  });

  test('a co-insured may not read invoices: 403', async () => {
    await pact
      .addInteraction()
      .given('medeverzekerde, a co-insured of 17, is logged in')
      .uponReceiving('a request for the invoices without the invoice permission')
      .withRequest('GET', '/api/Debitan/Invoices', (request) => request.headers(AUTHORISED))
      .willRespondWith(403, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('U heeft geen toegang', "U heeft geen toegang: hiervoor is het recht 'r-inv' nodig.")))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures: string[] = [];
        const unwatch = createWatch({ unit: requestFailed, scope, fn: (failure) => failures.push(failure.kind) });
        await allSettled(invoicesQuery.start, { scope });
        unwatch();
        expect(failures).toEqual(['forbidden']);
      });
  });

  test('the declarations preview', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has a declaration in progress')
      .uponReceiving('a request for the declarations preview')
      .withRequest('GET', '/api/Declaration/GetDeclarationsPreview', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          arrayContaining({
            declarationId: string('1234567890'),
            receivedDate: DATE('2026-11-10'),
            careProvider: string('Apotheek Het Centrum'),
            declarationAmount: number(68.3),
            // issue 32: a bill in euros has no original amount or currency
            originalAmount: null,
            originalCurrency: null,
            status: 0,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(declarationsPreviewQuery.start, { scope });
        expect(scope.getState(declarationsPreviewQuery.$data)?.some((item) => item.status === 0)).toBe(true);
      });
  });

  test('the excess of this year', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the excess')
      .withRequest('GET', '/api/Policy/GetExcess', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ amountTotal: number(885), amountRemaining: number(456.85) }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(excessQuery.start, { scope, params: {} });
        expect(scope.getState(excessQuery.$data)).toEqual({ amountTotal: 885, amountRemaining: 456.85 });
      });
  });

  test('the digital insurance card information', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the digital insurance card information')
      .withRequest('POST', '/api/InsuranceCard/GetDigitalInsuranceCardInformation', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({ customerNumber: string('100234567'), uzoviCode: string('3358'), uzoviDescription: string('Zorgzaam'), hasEHIC: boolean(true) }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(digitalInsuranceCardQuery.start, { scope });
        expect(scope.getState(digitalInsuranceCardQuery.$data)?.[0]?.uzoviCode).toBe('3358');
      });
  });

  test('the most recent agreements with the policy holders the dashboard reads', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the most recent agreements with their policy holders')
      .withRequest('GET', '/api/Agreement/GetMostRecentAgreements', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            agreementId: string('1000123'),
            agreementIdNumber: string('10001230'),
            contractCode: string('ZZA01'),
            hasBasicInsurance: boolean(true),
            policyHolders: eachLike({
              customer: { customerNumber: string('100234567') },
              policies: eachLike({
                startDate: DATE('2026-01-01'),
                endDate: DATE('2026-12-31'),
                products: eachLike({ code: string('1114'), typeOfProduct: string('MB') }),
              }),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(mostRecentAgreementsQuery.start, { scope });
        const [agreement] = scope.getState(mostRecentAgreementsQuery.$data) ?? [];
        expect(agreement?.policyHolders[0]?.policies[0]?.products[0]?.typeOfProduct).toBe('MB');
      });
  });

  // issue 33 point 13: in the offer period a saved change for next year stands beside this year's policy, each with its dates
  test("the most recent agreements after next year's policy was saved: this year's policy and next year's", async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and has saved next year's policy")
      .uponReceiving("a request for the most recent agreements after next year's policy was saved")
      .withRequest('GET', '/api/Agreement/GetMostRecentAgreements', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            agreementId: string('1000123'),
            agreementIdNumber: string('10001230'),
            contractCode: string('ZZA01'),
            hasBasicInsurance: boolean(true),
            policyHolders: eachLike({
              customer: { customerNumber: string('100234567') },
              policies: [
                { startDate: DATE('2027-01-01'), endDate: DATE('2027-12-31'), products: eachLike({ code: string('1114'), typeOfProduct: string('MB') }) },
                { startDate: DATE('2026-01-01'), endDate: DATE('2026-12-31'), products: eachLike({ code: string('1114'), typeOfProduct: string('MB') }) },
              ],
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(mostRecentAgreementsQuery.start, { scope });
        const [agreement] = scope.getState(mostRecentAgreementsQuery.$data) ?? [];
        expect(agreement?.policyHolders[0]?.policies.map((policy) => policy.startDate)).toEqual(['2027-01-01', '2026-01-01']);
      });
  });

  test('the year whose packages are offered', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in while next year's packages are offered")
      .uponReceiving('a request for the offered year')
      .withRequest('GET', '/api/Agreement/GetYearForOfferedAgreement', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(integer(2027)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(offeredYearQuery.start, { scope });
        expect(scope.getState(offeredYearQuery.$data)).toBe(2027);
      });
  });
});

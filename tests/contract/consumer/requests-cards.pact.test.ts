import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memberOffersContentQuery } from '@/entities/content';
import { insuranceCardsQuery } from '@/entities/insurance-card';
import { downloadInsuranceCardMutation } from '@/features/download-document/api/download';
import { requestInsuranceCardMutation } from '@/pages/insurance-card/api/request-card';
import { sendInsuranceRightMutation } from '@/pages/insurance-right/api/insurance-right';
import { memberOfferQuery, sendMemberOfferTipMutation } from '@/pages/member-offers/api/member-offers';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { minimalPdf } from '../../../fake-backend/pdf';
import { asciiPdf, MULTIPART_REQUEST, withMultipartText } from './multipart-body';
import { payloadsOf } from './outcome';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, regex, scopeFor, string } from './pact';

const pact = createPact();

/** hoofdverzekerde's customer number in the seed (stable: the seed's random source is fixed). */
const MAIN_INSURED = '197389432';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('the insurance card against the API', () => {
  test('the digital cards with the card face and the EHIC', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the digital insurance cards with their face and EHIC')
      .withRequest('POST', '/api/InsuranceCard/GetDigitalInsuranceCardInformation', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            customerNumber: string(MAIN_INSURED),
            uzoviCode: string('3358'),
            uzoviDescription: string('Zorgzaam'),
            hasEHIC: boolean(true),
            ehic: {
              givenNames: string('Cas'),
              lastName: string('Kok'),
              birthDate: regex(DAY, '1984-01-28'),
              personalIdentificationNumber: string('123456782'),
              institutionIdentification: string('3358 - Zorgzaam'),
              cardIdentificationNumber: string('80523358687050566297'),
              expiryDate: regex(DAY, '2027-12-31'),
            },
            insuranceCard: {
              insuranceNumber: regex(/^\d{4} \d{4}( \d+)?$/, '6870 5056 6297'),
              policyNumber: string('687050566297'),
              initials: string('C.B.'),
              prefix: null,
              lastName: string('Kok'),
              birthDate: regex(DAY, '1984-01-28'),
            },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(insuranceCardsQuery.start, { scope });
        const [card] = scope.getState(insuranceCardsQuery.$data) ?? [];
        expect(card?.insuranceCard.insuranceNumber).toBe('6870 5056 6297');
        expect(card?.ehic?.cardIdentificationNumber).toBe('80523358687050566297');
      });
  });

  test('a physical card requested for oneself: accepted, with the delivery date', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', { customerNumber: MAIN_INSURED })
      .uponReceiving('a request for a new physical insurance card')
      .withRequest('POST', '/api/InsuranceCard', (request) => request.headers(AUTHORISED).jsonBody({ customerNumbers: [MAIN_INSURED] }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          isSuccessful: true,
          acceptedAgreementNumbers: eachLike(string('687050566297')),
          deniedAgreementNumbers: [],
          expectedDeliveryDate: regex(DAY, '2026-12-08'),
          requestReferences: eachLike({ agreementNumber: string('687050566297'), requestId: string('5f0c6b1e-8a3d-4f7e-9c2a-1b2d3e4f5a6b') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, requestInsuranceCardMutation.finished.success, () =>
          allSettled(requestInsuranceCardMutation.start, { scope, params: [MAIN_INSURED] }),
        );
        expect(answers[0]?.result).toEqual({
          isSuccessful: true,
          acceptedAgreementNumbers: ['687050566297'],
          deniedAgreementNumbers: [],
          expectedDeliveryDate: '2026-12-08',
          requestReferences: [{ agreementNumber: '687050566297', requestId: '5f0c6b1e-8a3d-4f7e-9c2a-1b2d3e4f5a6b' }],
        });
      });
  });

  test('a second request within 3 months: denied, no delivery date', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and requested a new insurance card today')
      .uponReceiving('a request for a new physical insurance card within 3 months of the last')
      .withRequest('POST', '/api/InsuranceCard', (request) => request.headers(AUTHORISED).jsonBody({ customerNumbers: [MAIN_INSURED] }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          isSuccessful: false,
          acceptedAgreementNumbers: [],
          deniedAgreementNumbers: eachLike(string('687050566297')),
          expectedDeliveryDate: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, requestInsuranceCardMutation.finished.success, () =>
          allSettled(requestInsuranceCardMutation.start, { scope, params: [MAIN_INSURED] }),
        );
        expect(answers[0]?.result).toMatchObject({ isSuccessful: false, deniedAgreementNumbers: ['687050566297'], expectedDeliveryDate: null });
      });
  });

  test('the card and the EHIC as a PDF', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pact-card-')), 'zorgpas.pdf');
    writeFileSync(file, minimalPdf({ title: 'Zorgpas Zorgzaam', lines: ['Voorbeeld'] }));
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', { customerNumber: MAIN_INSURED })
      .uponReceiving('a download of an insurance card as a PDF')
      .withRequest('GET', '/api/InsuranceCard/Download', (request) => request.headers(AUTHORISED).query({ customerNumber: MAIN_INSURED }))
      .willRespondWith(200, (response) => response.binaryFile('application/pdf', file))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, downloadInsuranceCardMutation.finished.success, () =>
          allSettled(downloadInsuranceCardMutation.start, {
            scope,
            params: { customerNumber: MAIN_INSURED, documentID: `zorgpas-${MAIN_INSURED}`, name: 'Zorgpas en EHIC van Cas Kok' },
          }),
        );
        const pdf = answers[0]?.result;
        expect(pdf).toBeInstanceOf(Blob);
        expect(new TextDecoder().decode(await (pdf as Blob).arrayBuffer()).slice(0, 5)).toBe('%PDF-');
      });
  });
});

describe('the insurance-right check against the API', () => {
  test('buitenland sends the yearly check with the last Dutch income and a file: no check required any more', async () => {
    const statement = asciiPdf(false);
    await pact
      .addInteraction()
      .given('buitenland is logged in and lives abroad')
      .uponReceiving('the yearly insurance-right check with the last Dutch income and one pdf')
      .withRequest('POST', '/api/InsuranceRight', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'HasDutchIncome', value: 'false' },
          { name: 'HasBenefit', value: 'false' },
          { name: 'HasOtherIncome', value: 'true' },
          { name: 'IsSelfEmployed', value: 'false' },
          { name: 'LastDutchIncome', value: '2019' },
          { name: 'Files', fileName: 'jaaropgave.pdf', contentType: 'application/pdf', bytes: statement },
        ]),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          // proposed addition: the check's reference, the id Request/GetRequests lists it by (the success popup names it)
          requestId: string('0b7c1f5e-2a4d-4e8f-9c3b-6d5a4f3e2c1b'),
          receivedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-24T10:00:00.000Z'),
          isCheckRequired: false,
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, sendInsuranceRightMutation.finished.success, () =>
          allSettled(sendInsuranceRightMutation.start, {
            scope,
            params: {
              hasDutchIncome: false,
              hasBenefit: false,
              hasOtherIncome: true,
              isSelfEmployed: false,
              lastDutchIncome: '2019',
              files: [new File([statement], 'jaaropgave.pdf', { type: 'application/pdf' })],
            },
          }),
        );
        expect(scope.getState(sendInsuranceRightMutation.$succeeded)).toBe(true);
        expect(answers[0]?.result).toEqual({ requestId: '0b7c1f5e-2a4d-4e8f-9c3b-6d5a4f3e2c1b', receivedAt: '2026-11-24T10:00:00.000Z', isCheckRequired: false });
      });
  });
});

const OFFER_SUMMARY = {
  id: string('sportschool-fitfabriek'),
  partner: string('FitFabriek'),
  title: string('Drie maanden sporten met 25% korting'),
  discount: string('25% korting'),
  summary: string('Op een jaarabonnement bij alle 40 vestigingen van FitFabriek.'),
  validFrom: regex(DAY, '2026-01-01'),
  validUntil: regex(DAY, '2026-12-31'),
  imageUrl: regex(/^\/content\/member-offers\/[a-z0-9-]+\.svg$/, '/content/member-offers/sportschool-fitfabriek.svg'),
  imageAlt: string('Een halter in de kleuren van FitFabriek'),
};

describe('the member offers against the content host and the API', () => {
  test('the list of running offers from the content host', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the member offers content')
      .withRequest('GET', '/content/member-offers.json', (request) => request.query({ v: regex(/^\w+$/, 'c6f1a7e2') }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ offers: eachLike(OFFER_SUMMARY) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(memberOffersContentQuery.start, { scope, params: { contentBaseUrl: `${mockServer.url}/content/`, cacheGuid: 'c6f1a7e2' } });
        expect(scope.getState(memberOffersContentQuery.$data)?.offers[0]?.partner).toBe('FitFabriek');
      });
  });

  test('one offer with how to use it', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for a member offer')
      .withRequest('GET', '/api/MemberOffer/sportschool-fitfabriek', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          ...OFFER_SUMMARY,
          description: string('Werk aan een gezonde leefstijl bij FitFabriek.'),
          howToUse: eachLike(string('Vul bij het afrekenen de kortingscode in.')),
          discountCode: string('ZORG25FIT'),
          partnerUrl: string('https://www.example.nl/fitfabriek'),
          conditions: string('Alleen voor nieuwe leden van FitFabriek.'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(memberOfferQuery.start, { scope, params: 'sportschool-fitfabriek' });
        expect(scope.getState(memberOfferQuery.$data)?.discountCode).toBe('ZORG25FIT');
      });
  });

  test('a tip about an offer to a friend', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a tip about a member offer')
      .withRequest('POST', '/api/MemberOffer/Tip', (request) =>
        request.headers(AUTHORISED).jsonBody({ offerId: 'sportschool-fitfabriek', friendName: 'Noor de Vries', friendEmail: 'noor@example.nl', message: 'Iets voor jou?' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ sentAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-24T10:00:00.000Z') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(sendMemberOfferTipMutation.start, {
          scope,
          params: { offerId: 'sportschool-fitfabriek', friendName: 'Noor de Vries', friendEmail: 'noor@example.nl', message: 'Iets voor jou?' },
        });
        expect(scope.getState(sendMemberOfferTipMutation.$succeeded)).toBe(true);
      });
  });
});

import { accountDetailsQuery } from '@/entities/account';
import { customerDetailsQuery, customersWithActivePolicyQuery } from '@/entities/customer';
import { declineDigitalPopupMutation } from '@/features/digital-popup/api/decline-digital-popup';
import { updateContactDetailsMutation } from '@/features/edit-contact-details/api/update-contact-details';
import { changePasswordMutation, updatePhoneNumberMutation, updateUsernameMutation } from '@/features/edit-login-details/api/login-details';
import { updateCustomerMutation } from '@/features/edit-personal-details/api/update-customer';
import { ApiError, serverMessageOf, statusOf } from '@/shared/api';
import { allSettled, createWatch } from 'effector';
import { describe, expect, test } from 'vitest';
import { payloadsOf } from './outcome';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, like, messageStartingWith, regex, scopeFor, string } from './pact';

const pact = createPact();

/** hoofdverzekerde's customer number in the seed (stable: the seed's random source is fixed). */
const MAIN_INSURED = '197389432';
/** the state's parameter: hoofdverzekerde has this customer number */
const AS_MAIN_INSURED = { customerNumber: MAIN_INSURED };
/** hoofdverzekerde's partner (16 and over): not served to the main insured */
const PARTNER = '153546316';

const CUSTOMER = {
  customerNumber: string(MAIN_INSURED),
  initials: like('C.'),
  prefix: like(null),
  firstName: string('Cas'),
  lastName: string('Kok'),
  prefixBirthName: like(null),
  birthName: like(null),
  gender: regex(/^[MF]$/, 'M'),
  birthDate: regex(/^\d{4}-\d{2}-\d{2}$/, '1984-04-12'),
  role: regex(/^[HMP]$/, 'H'),
};

const ADDRESS = {
  street: string('Kerkstraat'),
  houseNumber: integer(12),
  houseNumberAddition: like('A'),
  postalCode: string('3511 AB'),
  city: string('Utrecht'),
  country: regex(/^[A-Z]{2}$/, 'NL'),
};

/** The account details as GetAccountDetails answered them: UpdateAccountDetails sends them back whole (spec 01 §7 "account details"). */
const ACCOUNT_DETAILS = {
  username: 'hoofdverzekerde',
  email: 'cas.kok@example.org',
  phoneNumber: '+31612345678',
  iDinActivationDate: '2026-05-05T10:04:00.000Z',
  iDinActive: true,
  loginActive: true,
  loginInfo: '2026-11-01T19:12:00.000Z',
  digitalNewsletterActive: false,
  announcementEmailActive: true,
  contactPreference: 'digital' as const,
  paymentMethod: 'iDeal',
  paymentMethodExcess: 'DirectDebit',
};

const VALID_UPDATE = {
  customerNumber: MAIN_INSURED,
  address: { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: 'A', postalCode: '3511 AB', city: 'Utrecht', country: 'NL' },
  emailAddress: 'cas.kok@example.nl',
  phoneNumber: '+31612345678',
};

describe('personal details against the API', () => {
  test('the insured persons the main insured may see', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', AS_MAIN_INSURED)
      .uponReceiving('a request for the insured persons with an active policy')
      .withRequest('GET', '/api/Customer/GetAllCustomersWithActivePolicy', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(CUSTOMER)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(customersWithActivePolicyQuery.start, { scope });
        expect(scope.getState(customersWithActivePolicyQuery.$data)?.[0]?.customerNumber).toBe(MAIN_INSURED);
      });
  });

  test('one person\'s details with address and contact info', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', AS_MAIN_INSURED)
      .uponReceiving('a request for the details of the main insured')
      .withRequest('GET', '/api/Customer/GetCustomerDetails', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: MAIN_INSURED }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          ...CUSTOMER,
          // the addition may be null: left out here, the portal treats a missing one as none
          address: { ...ADDRESS, houseNumberAddition: undefined },
          emailAddress: like('cas.kok@example.org'),
          phoneNumber: like('+31612345678'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(customerDetailsQuery.start, { scope, params: MAIN_INSURED });
        expect(scope.getState(customerDetailsQuery.$data)?.address.city).toBe('Utrecht');
      });
  });

  test('the partner (16 and over) is not served to the main insured: 404', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and has a partner of 16 or over', { partnerCustomerNumber: PARTNER })
      .uponReceiving('a request for the details of the partner of the main insured')
      .withRequest('GET', '/api/Customer/GetCustomerDetails', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: PARTNER }),
      )
      .willRespondWith(404, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('De verzekerde is niet gevonden.')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, customerDetailsQuery.finished.failure, () => allSettled(customerDetailsQuery.start, { scope, params: PARTNER }));
        expect(failures.map(({ error }) => statusOf(error))).toEqual([404]);
        expect(scope.getState(customerDetailsQuery.$data)).toBeNull();
      });
  });

  test('a valid change is stored and answered', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', AS_MAIN_INSURED)
      .uponReceiving('a change of address and contact info of the main insured')
      .withRequest('POST', '/api/Customer/UpdateCustomer', (request) => request.headers(AUTHORISED).jsonBody(VALID_UPDATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ ...CUSTOMER, address: ADDRESS, emailAddress: like('cas.kok@example.nl'), phoneNumber: like('+31612345678') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updateCustomerMutation.finished.success, () => allSettled(updateCustomerMutation.start, { scope, params: VALID_UPDATE }));
        expect(answers.map(({ result }) => result.customerNumber)).toEqual([MAIN_INSURED]);
      });
  });

  test('an invalid postal code answers 400 with the domain message', async () => {
    const invalid = { ...VALID_UPDATE, address: { ...VALID_UPDATE.address, postalCode: '351 AB' } };
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', AS_MAIN_INSURED)
      .uponReceiving('a change of address with an invalid postal code')
      .withRequest('POST', '/api/Customer/UpdateCustomer', (request) => request.headers(AUTHORISED).jsonBody(invalid))
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Vul een geldige postcode in', 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.')),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures: unknown[] = [];
        const unwatch = createWatch({ unit: updateCustomerMutation.finished.failure, scope, fn: ({ error }) => failures.push(error) });
        await allSettled(updateCustomerMutation.start, { scope, params: invalid });
        unwatch();
        expect(failures[0]).toBeInstanceOf(ApiError);
        expect((failures[0] as ApiError).status).toBe(400);
        expect(serverMessageOf(failures[0])).toBe('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
      });
  });
});

describe('settings against the API', () => {
  test('the account details', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the account details')
      .withRequest('POST', '/api/Account/GetAccountDetails', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          username: string('hoofdverzekerde'),
          email: like('cas.kok@example.org'),
          phoneNumber: like('+31612345678'),
          iDinActivationDate: like('2026-05-05T10:04:00.000Z'),
          iDinActive: boolean(true),
          loginActive: boolean(true),
          loginInfo: like('2026-11-01T19:12:00.000Z'),
          digitalNewsletterActive: boolean(false),
          announcementEmailActive: boolean(true),
          contactPreference: regex(/^(digital|paper)$/, 'digital'),
          paymentMethod: like('iDeal'),
          paymentMethodExcess: like('DirectDebit'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(accountDetailsQuery.start, { scope });
        expect(scope.getState(accountDetailsQuery.$data)).toMatchObject({ username: 'hoofdverzekerde', iDinActive: true, contactPreference: 'digital' });
      });
  });

  test('a free username is taken, the other account details sent back as they were: usernameExists false', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a change to a free username')
      .withRequest('POST', '/api/account/UpdateAccountDetails', (request) => request.headers(AUTHORISED).jsonBody({ ...ACCOUNT_DETAILS, username: 'cas.kok.1984' }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ usernameExists: boolean(false) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers: unknown[] = [];
        const unwatch = createWatch({ unit: updateUsernameMutation.finished.success, scope, fn: ({ result }) => answers.push(result) });
        await allSettled(updateUsernameMutation.start, { scope, params: { ...ACCOUNT_DETAILS, username: 'cas.kok.1984' } });
        unwatch();
        expect(answers).toEqual([{ usernameExists: false }]);
      });
  });

  test('a username of another account: usernameExists true', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and another account has this username', { username: 'wanbetaler' })
      .uponReceiving('a change to a username another account has')
      .withRequest('POST', '/api/account/UpdateAccountDetails', (request) => request.headers(AUTHORISED).jsonBody({ ...ACCOUNT_DETAILS, username: 'wanbetaler' }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ usernameExists: boolean(true) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers: unknown[] = [];
        const unwatch = createWatch({ unit: updateUsernameMutation.finished.success, scope, fn: ({ result }) => answers.push(result) });
        await allSettled(updateUsernameMutation.start, { scope, params: { ...ACCOUNT_DETAILS, username: 'wanbetaler' } });
        unwatch();
        expect(answers).toEqual([{ usernameExists: true }]);
      });
  });

  test('a new password answers a fresh token', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a password change from the settings')
      .withRequest('POST', '/api/Account/UpdatePassword', (request) => request.headers(AUTHORISED).jsonBody({ Password: 'Nieuw#2026' }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, changePasswordMutation.finished.success, () => allSettled(changePasswordMutation.start, { scope, params: 'Nieuw#2026' }));
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });

  test('a new phone number: 204', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a phone number change from the settings')
      .withRequest('POST', '/api/Account/updatePhoneNumber', (request) => request.headers(AUTHORISED).jsonBody({ phoneNumber: '+31687654321' }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updatePhoneNumberMutation.finished.success, () => allSettled(updatePhoneNumberMutation.start, { scope, params: '+31687654321' }));
        expect(answers.map(({ result }) => result)).toEqual([null]);
      });
  });

  test('contact details answer a fresh token', async () => {
    const update = { email: 'post@example.nl', contactPreference: 'digital' as const, digitalNewsletterActive: true, announcementEmailActive: false };
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a change of the contact details')
      .withRequest('POST', '/api/account/UpdateContactDetails', (request) => request.headers(AUTHORISED).jsonBody(update))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updateContactDetailsMutation.finished.success, () => allSettled(updateContactDetailsMutation.start, { scope, params: update }));
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });

  test('paper post while paying by iDeal answers 400', async () => {
    const update = { email: 'post@example.nl', contactPreference: 'paper' as const, digitalNewsletterActive: false, announcementEmailActive: true };
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and pays the premium by iDeal')
      .uponReceiving('paper post while paying by iDeal')
      .withRequest('POST', '/api/account/UpdateContactDetails', (request) => request.headers(AUTHORISED).jsonBody(update))
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Post op papier is niet mogelijk', 'Post op papier is niet mogelijk zolang u met iDEAL betaalt.')),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const failures = await payloadsOf(scope, updateContactDetailsMutation.finished.failure, () => allSettled(updateContactDetailsMutation.start, { scope, params: update }));
        expect(failures.map(({ error }) => [statusOf(error), serverMessageOf(error)])).toEqual([[400, 'Post op papier is niet mogelijk zolang u met iDEAL betaalt.']]);
      });
  });

  test('declining the digital popup answers a fresh token', async () => {
    await pact
      .addInteraction()
      .given('wanbetaler is logged in and is offered digital post')
      .uponReceiving('declining the digital popup')
      .withRequest('POST', '/api/account/decline-digital-pop-up', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, declineDigitalPopupMutation.finished.success, () => allSettled(declineDigitalPopupMutation.start, { scope }));
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });
});

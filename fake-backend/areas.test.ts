// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTHENTICATED_ROUTES, LABELS } from '../domain/access';
import { TILE_TYPES, type MenuContent, type TilesContent } from '../domain/home';
import { nextAvailableDate } from './areas/collectivity';
import { startTestBackend, type TestBackend } from './test-support';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/pwa/manifest', () => {
  test.for(LABELS.map((label) => ({ ...label })))('$label', async (label) => {
    const answer = await t.call('GET', `/api/pwa/manifest?label=${label.label}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(answer.json).toEqual({
      name: `Mijn ${label.name}`,
      short_name: label.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'nl-NL',
      theme_color: label.themeColor,
      background_color: '#ffffff',
      icons: [{ src: `icons/${label.label}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    const icon = await t.call('GET', new URL(answer.json.icons[0].src, `${t.server.url}/api/pwa/manifest`).pathname);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.text).toContain(`fill="${label.themeColor}"`);
    expect(icon.text).toContain(`>${label.name[0]}</text>`);
  });

  test.for(['', '?label=onbekend', '?label=ZORGZAAM'])('%s → the default label', async (query) => {
    const answer = await t.call('GET', `/api/pwa/manifest${query}`);
    expect(answer.json.name).toBe('Mijn Zorgzaam');
  });
});

describe('GET /statics/config.json', () => {
  test('the portal configuration, never cached', async () => {
    const answer = await t.call('GET', '/statics/config.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/no-cache/);
    expect(answer.json).toMatchObject({
      apiBaseUrl: '/api/',
      contentBaseUrl: '/content/',
      releaseTag: '2.26.0',
      enforceHttps: false,
      environment: 'dev',
      frontEndUrl: 'http://localhost:5173',
    });
    const urlParts = answer.json.collectivityInformation.map((entry: { urlPart: string }) => entry.urlPart);
    expect(urlParts).toEqual(expect.arrayContaining(LABELS.map((label) => label.label)));
  });
});

describe('news', () => {
  test('before authorisation: public texts, as plain data', async () => {
    const answer = await t.call('GET', '/api/News/BeforeAuthorization');
    expect(answer.status).toBe(200);
    expect(answer.json.length).toBeGreaterThan(3);
    for (const item of answer.json) {
      expect(Object.keys(item).sort()).toEqual(['endDate', 'hyperlinkSubstring', 'id', 'language', 'startDate', 'text', 'url']);
    }
    expect(answer.json.some((item: { text: string }) => item.text.includes('<script>'))).toBe(false);
    // the tests' own case comes with its provider state (issue 12 point 11)
    expect((await t.call('POST', '/__fake/provider-states', { body: { state: 'a news text carries a script tag' } })).status).toBe(200);
    const withScript = await t.call('GET', '/api/News/BeforeAuthorization');
    expect(withScript.json.some((item: { text: string }) => item.text.includes('<script>alert(1)</script>'))).toBe(true);
    for (const item of answer.json) {
      expect(item).toMatchObject({
        id: expect.any(String),
        url: expect.any(String),
        hyperlinkSubstring: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(item.text).toContain(item.hyperlinkSubstring);
    }
  });

  test('after login: needs an access token', async () => {
    expect((await t.call('GET', '/api/News')).status).toBe(401);
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', '/api/News', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.map((item: { language: string }) => item.language)).toContain('en-US');
  });
});

describe('GET /api/Collectivity', () => {
  test('opening hours and the next available date', async () => {
    const answer = await t.call('GET', '/api/Collectivity');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      phoneNumber: expect.any(String),
      isDefaultHours: true,
      openingHoursOfWeek: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '17:30' })),
      nextAvailableDate: { availableDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), openingHours: { startTime: '08:00', endTime: '17:30' } },
    });
    expect(answer.json.nextAvailableDate.availableDate >= t.backend.clock.today()).toBe(true);
  });

  test.for([
    { case: 'a Monday morning', today: '2026-01-26', time: '09:00', expected: '2026-01-26' },
    { case: 'a Monday after closing', today: '2026-01-26', time: '17:30', expected: '2026-01-27' },
    { case: 'a Friday evening', today: '2026-01-30', time: '20:00', expected: '2026-02-02' },
    { case: 'a Saturday', today: '2026-01-31', time: '10:00', expected: '2026-02-02' },
    { case: 'Good Friday evening before Easter', today: '2026-04-02', time: '18:00', expected: '2026-04-07' },
    { case: 'Christmas Eve evening', today: '2026-12-24', time: '19:00', expected: '2026-12-28' },
    { case: "King's Day on a Monday", today: '2026-04-27', time: '09:00', expected: '2026-04-28' },
  ])('$case → $expected', ({ today, time, expected }) => {
    expect(nextAvailableDate(today, time)?.availableDate).toBe(expected);
  });
});

describe('GET /api/InsuranceRight', () => {
  test.for([
    { username: 'hoofdverzekerde', isCheckRequired: false },
    { username: 'buitenland', isCheckRequired: true },
  ])('$username → isCheckRequired $isCheckRequired', async ({ username, isCheckRequired }) => {
    const token = await t.accessToken(username);
    expect(await t.call('GET', '/api/InsuranceRight', { token })).toMatchObject({ status: 200, json: { isCheckRequired } });
  });
});

describe('GET /api/Agreement/GetMostRecentAgreements', () => {
  test('main insured sees self and the children under 16, not the partner', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(1);
    const [agreement] = answer.json;
    expect(agreement).toMatchObject({
      agreementId: expect.stringMatching(/^\d{7}$/),
      agreementIdNumber: expect.stringMatching(/^\d{8}$/),
      collectivity: 'Zorgzaam',
      contractCode: 'ZZA01',
      hasBasicInsurance: true,
      paymentDetails: { paymentMethod: 'DirectDebit', paymentTerm: 1, ibanPayedByInsured: expect.stringMatching(/^NL/) },
    });
    expect(agreement.policyHolders.map((holder: { customer: { role: string } }) => holder.customer.role)).toEqual(['H', 'M', 'M']);
    const [main] = agreement.policyHolders;
    expect(main.customer).not.toHaveProperty('socialSecurityNumber');
    expect(main.policies).toHaveLength(1);
    expect(main.policies[0]).toMatchObject({
      policyNumber: expect.stringMatching(/^\d{12}$/),
      year: Number(t.backend.clock.today().slice(0, 4)),
      products: expect.arrayContaining([expect.objectContaining({ typeOfProduct: 'MB' })]),
    });
  });

  test('a co-insured sees only self and no payment details', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', '/api/agreement/getmostrecentagreements', { token });
    expect(answer.json).toHaveLength(1);
    expect(answer.json[0].policyHolders).toHaveLength(1);
    expect(answer.json[0].policyHolders[0].customer.role).toBe('M');
    expect(answer.json[0]).not.toHaveProperty('paymentDetails');
  });

  test('needs a token', async () => {
    expect((await t.call('GET', '/api/Agreement/GetMostRecentAgreements')).status).toBe(401);
  });
});

describe('content host', () => {
  const routeNames = new Set(Object.keys(AUTHENTICATED_ROUTES));

  test('menu.json: the groups of a Dutch insurer with known route names', async () => {
    const answer = await t.call('GET', '/content/menu.json?v=123abc');
    expect(answer.status).toBe(200);
    const menu = answer.json as MenuContent;
    expect(menu.items.map((entry) => entry.displayName['nl-NL'])).toEqual([
      'Overzicht', 'Mijn verzekering', 'Zorgkosten', 'Rekeningen', 'Berichten', 'Mijn gegevens', 'Contact', 'Ledenvoordeel',
    ]);
    const items = menu.items.flatMap((entry) => (entry.type === 'menu-item' ? [entry] : [...entry.primary, ...entry.secondary]));
    for (const item of items) {
      expect(routeNames.has(item.routeName)).toBe(true);
      expect(item.name).toBe(AUTHENTICATED_ROUTES[item.routeName] || item.routeName);
      expect(item.displayName['en-US']).toBeTruthy();
    }
    expect(items.map((item) => item.name)).toEqual([
      'home',
      'polisoverzicht', 'polis-wijzigen', 'verzekerde-bijschrijven', 'zorgpas-ehic', 'vergoedingsdocumenten', 'verzekeringsrecht',
      'mijn-zorgkosten', 'mijn-aanvragen', 'vergoedingen', 'indienen-zorgkosten', 'aanvraag-zittend-ziekenvervoer', 'zorgbemiddeling-aanvragen', 'behandeling-buitenland-aanvragen',
      'rekeningen-en-betalingen', 'betalingsregeling', 'betaal-en-rekeninggegevens',
      'berichtenbox',
      'persoonlijke-gegevens', 'instellingen',
      'contact-opnemen', 'contactformulier',
      'leden-aanbiedingen',
    ]);
  });

  test('tiles.json: one tile of each of the 16 types, with conditions', async () => {
    const answer = await t.call('GET', '/content/tiles.json?v=1');
    const { tiles } = answer.json as TilesContent;
    expect(tiles.map((tile) => tile.type).sort()).toEqual([...TILE_TYPES].sort());
    for (const tile of tiles) {
      expect(tile.desktop).toEqual({ visible: expect.any(Boolean), position: expect.any(Number), priority: expect.any(Number) });
      expect(tile.mobile).toEqual({ visible: expect.any(Boolean), position: expect.any(Number), priority: expect.any(Number) });
      if (tile.content.routeName) expect(routeNames.has(tile.content.routeName)).toBe(true);
    }
    const conditions = tiles.map((tile) => tile.conditions ?? {});
    const year = Number(t.backend.clock.today().slice(0, 4));
    expect(conditions.some((condition) => condition.offerYear === year + 1)).toBe(true);
    expect(conditions.some((condition) => condition.excludedRoles?.includes('M'))).toBe(true);
    expect(conditions.some((condition) => condition.labels?.length)).toBe(true);
    expect(conditions.some((condition) => condition.requiresAdult)).toBe(true);
    expect(conditions.some((condition) => condition.excludeDefaulters)).toBe(true);
  });
});

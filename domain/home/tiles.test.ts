import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TILE_TYPES, type DashboardTile, type TileConditions, type TileType } from './content';
import type { DashboardContext } from './dashboard-context';
import { meetsTileConditions } from './tile-conditions';
import { NO_PERMISSIONS, type PermissionFlag } from '../access';
import { dashboardTiles, isTileLinkAuthorised, isTileVisible, meetsTileTypeRule } from './tiles';

const context: DashboardContext = {
  today: new Date(2025, 5, 15, 10, 30),
  role: 'H',
  label: 'zorgzaam',
  isDefaulter: false,
  birthDate: '1980-04-01',
  contractCode: 'ZZA01',
  hasActiveAgreement: true,
  productTypes: ['MB', 'AP'],
  offerYear: 2026,
  mayReadInvoice: true,
  invoices: [],
  invoicesLoading: false,
  unreadDocumentsLast6Months: 0,
  hasDigitalInsuranceCardInfo: false,
  isCustomerUser: true,
  declarationPreviewStatuses: [],
  isInsuranceRightCheckRequired: false,
};

const tile = (id: string, type: TileType, overrides: Partial<DashboardTile> = {}): DashboardTile => ({
  id,
  type,
  desktop: { visible: true, position: 1, priority: 1 },
  mobile: { visible: true, position: 1, priority: 1 },
  content: { title: { 'nl-NL': id } },
  ...overrides,
});

const invoices = (...statusIds: number[]) => statusIds.map((statusId) => ({ statusId }));

describe('type-specific visibility', () => {
  // messages: only with unread documents in the last 6 months.
  // open-invoices: only if the user may read invoices, payable invoices exist and invoices are not loading.
  // payment-arrangement: only if invoices with payment-arrangement status exist.
  // good-news: only if there are no payable and no payment-arrangement invoices and loading is done.
  // ehic: only if digital insurance card information exists and the customer user exists.
  // declaration: only if some declaration preview has status Afgehandeld.
  // insurance-right: only if a check is required.
  test.for([
    { type: 'messages', name: 'no unread', facts: {}, visible: false },
    { type: 'messages', name: 'one unread', facts: { unreadDocumentsLast6Months: 1 }, visible: true },
    { type: 'open-invoices', name: 'an open invoice', facts: { invoices: invoices(1, 9) }, visible: true },
    { type: 'open-invoices', name: 'a summons', facts: { invoices: invoices(4) }, visible: true },
    { type: 'open-invoices', name: 'only paid', facts: { invoices: invoices(9, 10) }, visible: false },
    { type: 'open-invoices', name: 'may not read invoices', facts: { invoices: invoices(1), mayReadInvoice: false }, visible: false },
    { type: 'open-invoices', name: 'still loading', facts: { invoices: invoices(1), invoicesLoading: true }, visible: false },
    { type: 'payment-arrangement', name: 'an arrangement invoice', facts: { invoices: invoices(5) }, visible: true },
    { type: 'payment-arrangement', name: 'no arrangement invoice', facts: { invoices: invoices(1, 6) }, visible: false },
    { type: 'good-news', name: 'nothing to pay', facts: { invoices: invoices(9) }, visible: true },
    { type: 'good-news', name: 'no invoices at all', facts: {}, visible: true },
    { type: 'good-news', name: 'a reminder', facts: { invoices: invoices(2) }, visible: false },
    { type: 'good-news', name: 'an arrangement', facts: { invoices: invoices(5) }, visible: false },
    { type: 'good-news', name: 'still loading', facts: { invoicesLoading: true }, visible: false },
    { type: 'ehic', name: 'card info and customer', facts: { hasDigitalInsuranceCardInfo: true }, visible: true },
    { type: 'ehic', name: 'no card info', facts: {}, visible: false },
    { type: 'ehic', name: 'not a customer user', facts: { hasDigitalInsuranceCardInfo: true, isCustomerUser: false }, visible: false },
    { type: 'declaration', name: 'a handled declaration', facts: { declarationPreviewStatuses: [1, 0] }, visible: true },
    { type: 'declaration', name: 'only in progress', facts: { declarationPreviewStatuses: [1, 2] }, visible: false },
    { type: 'insurance-right', name: 'check required', facts: { isInsuranceRightCheckRequired: true }, visible: true },
    { type: 'insurance-right', name: 'no check required', facts: {}, visible: false },
    { type: 'own-risk', name: 'no rule of its own', facts: {}, visible: true },
    { type: 'healthcare-contracts', name: 'no rule of its own', facts: {}, visible: true },
  ] as { type: TileType; name: string; facts: Partial<DashboardContext>; visible: boolean }[])(
    '$type, $name: $visible',
    ({ type, facts, visible }) => {
      expect(meetsTileTypeRule(type, { ...context, ...facts })).toBe(visible);
      expect(isTileVisible(tile('t', type), { ...context, ...facts }, 'desktop')).toBe(visible);
    },
  );
});

describe('common conditions from tile content', () => {
  // "start date reached (day level); end date not passed; user's role not in an excluded-role list;
  //  agreement contract code in an exclusive list; collectivity label in an exclusive label list; active
  //  (not ended) agreement required; excluded products absent; required products present; user not a
  //  defaulter; user at least 18; offer year equals a required year."
  test.for([
    { name: 'no conditions', conditions: {}, facts: {}, met: true },
    { name: 'starts today (later this day still counts)', conditions: { startDate: '2025-06-15' }, facts: {}, met: true },
    { name: 'starts tomorrow', conditions: { startDate: '2025-06-16' }, facts: {}, met: false },
    { name: 'ends today', conditions: { endDate: '2025-06-15' }, facts: {}, met: true },
    { name: 'ended yesterday', conditions: { endDate: '2025-06-14' }, facts: {}, met: false },
    { name: 'role excluded', conditions: { excludedRoles: ['H', 'P'] }, facts: {}, met: false },
    { name: 'role not excluded', conditions: { excludedRoles: ['M'] }, facts: {}, met: true },
    { name: 'role unknown', conditions: { excludedRoles: ['M'] }, facts: { role: null }, met: false },
    { name: 'empty excluded-role list', conditions: { excludedRoles: [] }, facts: { role: null }, met: true },
    { name: 'contract code listed', conditions: { contractCodes: ['ZCW03', 'ZZA01'] }, facts: {}, met: true },
    { name: 'contract code not listed', conditions: { contractCodes: ['ZCW03'] }, facts: {}, met: false },
    { name: 'no contract code known', conditions: { contractCodes: ['ZCW03'] }, facts: { contractCode: null }, met: false },
    { name: 'empty contract list', conditions: { contractCodes: [] }, facts: {}, met: true },
    { name: 'label listed', conditions: { labels: ['Zorgzaam'] }, facts: {}, met: true },
    { name: 'label not listed', conditions: { labels: ['studentenzorg'] }, facts: {}, met: false },
    { name: 'active agreement required and present', conditions: { requiresActiveAgreement: true }, facts: {}, met: true },
    { name: 'active agreement required, agreement ended', conditions: { requiresActiveAgreement: true }, facts: { hasActiveAgreement: false }, met: false },
    { name: 'excluded product held', conditions: { excludedProducts: ['AP'] }, facts: {}, met: false },
    { name: 'excluded product absent', conditions: { excludedProducts: ['TA'] }, facts: {}, met: true },
    { name: 'required products held', conditions: { requiredProducts: ['MB', 'AP'] }, facts: {}, met: true },
    { name: 'one required product missing', conditions: { requiredProducts: ['MB', 'TA'] }, facts: {}, met: false },
    { name: 'defaulters excluded, not a defaulter', conditions: { excludeDefaulters: true }, facts: {}, met: true },
    { name: 'defaulters excluded, a defaulter', conditions: { excludeDefaulters: true }, facts: { isDefaulter: true }, met: false },
    { name: 'adult required, 18 today', conditions: { requiresAdult: true }, facts: { birthDate: '2007-06-15' }, met: true },
    { name: 'adult required, 18 tomorrow', conditions: { requiresAdult: true }, facts: { birthDate: '2007-06-16' }, met: false },
    { name: 'adult required, birth date unknown', conditions: { requiresAdult: true }, facts: { birthDate: null }, met: false },
    { name: 'offer year matches', conditions: { offerYear: 2026 }, facts: {}, met: true },
    { name: 'offer year differs', conditions: { offerYear: 2025 }, facts: {}, met: false },
    { name: 'no offer year', conditions: { offerYear: 2026 }, facts: { offerYear: null }, met: false },
  ] as { name: string; conditions: TileConditions; facts: Partial<DashboardContext>; met: boolean }[])(
    '$name: $met',
    ({ conditions, facts, met }) => {
      expect(meetsTileConditions(conditions, { ...context, ...facts })).toBe(met);
      expect(isTileVisible(tile('t', 'your-insurance', { conditions }), { ...context, ...facts }, 'mobile')).toBe(met);
    },
  );
});

describe('ordering per device', () => {
  // "Each has desktop and mobile visibility, position and priority."
  const tiles = [
    tile('a', 'own-risk', { desktop: { visible: true, position: 2, priority: 1 }, mobile: { visible: true, position: 1, priority: 2 } }),
    tile('b', 'your-insurance', { desktop: { visible: true, position: 1, priority: 2 }, mobile: { visible: false, position: 1, priority: 1 } }),
    tile('c', 'request-policy', { desktop: { visible: true, position: 1, priority: 1 }, mobile: { visible: true, position: 1, priority: 1 } }),
    tile('d', 'messages', { desktop: { visible: true, position: 0, priority: 0 }, mobile: { visible: true, position: 0, priority: 0 } }),
  ];
  test.for([
    { device: 'desktop', order: ['c', 'b', 'a'] },
    { device: 'mobile', order: ['c', 'a'] },
  ] as const)('$device: $order', ({ device, order }) => {
    expect(dashboardTiles(tiles, context, device).map((each) => each.id)).toEqual(order);
  });

  test('property: the result is exactly the visible tiles, sorted by position then priority', () => {
    const placement = fc.record({ visible: fc.boolean(), position: fc.integer({ min: 0, max: 5 }), priority: fc.integer({ min: 0, max: 5 }) });
    const anyTile = fc.record({
      id: fc.uuid(),
      type: fc.constantFrom(...TILE_TYPES),
      desktop: placement,
      mobile: placement,
      content: fc.constant({ title: { 'nl-NL': 'x' } }),
    });
    const facts = fc.record({
      unreadDocumentsLast6Months: fc.nat({ max: 2 }),
      invoices: fc.array(fc.integer({ min: 1, max: 10 })).map((ids) => invoices(...ids)),
      invoicesLoading: fc.boolean(),
      hasDigitalInsuranceCardInfo: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyTile), facts, fc.constantFrom('desktop' as const, 'mobile' as const), (all, extra, device) => {
        const shownContext = { ...context, ...extra };
        const shown = dashboardTiles(all, shownContext, device);
        expect(shown.map((each) => each.id).sort()).toEqual(all.filter((each) => isTileVisible(each, shownContext, device)).map((each) => each.id).sort());
        for (let index = 1; index < shown.length; index += 1) {
          const [before, after] = [shown[index - 1]![device], shown[index]![device]];
          expect(before.position < after.position || (before.position === after.position && before.priority <= after.priority)).toBe(true);
        }
      }),
    );
  });

  test('property: good-news and open-invoices never show together', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 })), fc.boolean(), (statusIds, invoicesLoading) => {
        const facts = { ...context, invoices: invoices(...statusIds), invoicesLoading };
        expect(meetsTileTypeRule('good-news', facts) && meetsTileTypeRule('open-invoices', facts)).toBe(false);
        expect(meetsTileTypeRule('good-news', facts) && meetsTileTypeRule('payment-arrangement', facts)).toBe(false);
      }),
    );
  });
});

describe('a tile links only to a route the user may open', () => {
  const access = (flags: PermissionFlag[], isInsuranceRightCheckRequired = false) => ({
    permissions: { ...NO_PERMISSIONS, ...Object.fromEntries(flags.map((flag) => [flag, true])) },
    hasBasicInsurance: true,
    isInsuranceRightCheckRequired,
  });
  test.for([
    { name: 'no route (information tile)', routeName: undefined, flags: [], authorised: true },
    { name: 'home needs login only', routeName: 'home', flags: [], authorised: true },
    { name: 'bills with mayReadInvoice', routeName: 'bills-and-payments', flags: ['mayReadInvoice'], authorised: true },
    { name: 'bills without mayReadInvoice (a co-insured)', routeName: 'bills-and-payments', flags: ['mayReadMessages'], authorised: false },
    { name: 'insurance right without a required check', routeName: 'insurance-right', flags: ['mayCreateInsuranceRight'], authorised: false },
  ] as { name: string; routeName: DashboardTile['content']['routeName']; flags: PermissionFlag[]; authorised: boolean }[])(
    '$name: $authorised',
    ({ routeName, flags, authorised }) => {
      const linked = tile('t', 'good-news', { content: { title: { 'nl-NL': 't' }, ...(routeName ? { routeName } : {}) } });
      expect(isTileLinkAuthorised(linked, access(flags))).toBe(authorised);
    },
  );
});

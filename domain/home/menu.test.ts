import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NO_PERMISSIONS, type PermissionFlag, type RouteAccess } from '../access';
import type { MenuEntry, MenuItem, MenuItemGroup } from './content';
import { menuEntryRouteOf, visibleMenu } from './menu';
import { routeAccessWith as access } from '../access/route-access.fixture';


const item = (routeName: MenuItem['routeName'], excludedLabels: string[] = []): MenuItem => ({
  type: 'menu-item',
  name: routeName,
  displayName: { 'nl-NL': routeName },
  excludedLabels,
  routeName,
});

const group = (name: string, primary: MenuItem[], secondary: MenuItem[] = [], tile?: MenuItemGroup['tile']): MenuItemGroup => ({
  type: 'menu-item-group',
  name,
  displayName: { 'nl-NL': name },
  excludedLabels: [],
  primary,
  secondary,
  ...(tile ? { tile } : {}),
});

const names = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.type === 'menu-item'
      ? [entry.name]
      : [`${entry.name}[${[...entry.primary, ...entry.secondary].map((each) => each.name).join(',')}]${entry.tile ? '+tile' : ''}`],
  );

const menu: MenuEntry[] = [
  item('home'),
  group('policy', [item('policy-overview'), item('add-insured')], [item('reimbursement-documents', ['studentenzorg'])], {
    title: { 'nl-NL': 'Polis wijzigen' },
    text: { 'nl-NL': 'Pas uw polis aan' },
    routeName: 'edit-policy',
  }),
  group('money', [item('bills-and-payments')], [item('payment-arrangement')]),
  item('insurance-right'),
  item('member-offers', ['ZORGZAAM']),
];

describe('menu', () => {
  // "An entry shows only if its route is authorised for the user (check passes or is absent). Groups with
  //  no visible items are dropped."
  test.for([
    { name: 'no permissions: only the dashboard', flags: [], label: 'zorgzaam', extra: {}, shown: ['home'] },
    {
      name: 'policy reader',
      flags: ['mayReadInsurance', 'mayCompensationDocument'],
      label: 'zorgzaam',
      extra: {},
      shown: ['home', 'policy[policy-overview,reimbursement-documents]'],
    },
    {
      name: 'policy editor keeps the group tile',
      flags: ['mayReadInsurance', 'mayUpdateInsurance'],
      label: 'zorgzaam',
      extra: {},
      shown: ['home', 'policy[policy-overview]+tile'],
    },
    {
      name: 'adding insured needs a basic insurance',
      flags: ['mayCreateInsuredPerson'],
      label: 'zorgzaam',
      extra: { hasBasicInsurance: true },
      shown: ['home', 'policy[add-insured]'],
    },
    {
      name: 'label excluded on an item',
      flags: ['mayReadInsurance', 'mayCompensationDocument'],
      label: 'studentenzorg',
      extra: {},
      shown: ['home', 'policy[policy-overview]'],
    },
    {
      name: 'label excluded, compared case-insensitively',
      flags: ['mayReadMemberOffer'],
      label: 'zorgzaam',
      extra: {},
      shown: ['home'],
    },
    {
      name: 'only a secondary item keeps the group',
      flags: ['mayCreatePaymentArrangement'],
      label: 'zorgzaam',
      extra: {},
      shown: ['home', 'money[payment-arrangement]'],
    },
    {
      name: 'insurance right needs a required check',
      flags: ['mayCreateInsuranceRight'],
      label: 'zorgcollectief',
      extra: { isInsuranceRightCheckRequired: true },
      shown: ['home', 'insurance-right'],
    },
  ] as { name: string; flags: PermissionFlag[]; label: string; extra: Partial<RouteAccess>; shown: string[] }[])(
    '$name',
    ({ flags, label, extra, shown }) => {
      expect(names(visibleMenu(menu, { access: access(flags, extra), label }))).toEqual(shown);
    },
  );

  test('a whole group can be excluded for a label', () => {
    const excluded: MenuEntry[] = [{ ...group('money', [item('bills-and-payments')]), excludedLabels: ['zorgzaam'] }];
    expect(visibleMenu(excluded, { access: access(['mayReadInvoice']), label: 'zorgzaam' })).toEqual([]);
  });

  test('property: every shown item is authorised, not excluded, and no shown group is empty; more rights never hide entries', () => {
    const allFlags = Object.keys(NO_PERMISSIONS) as PermissionFlag[];
    fc.assert(
      fc.property(fc.subarray(allFlags), fc.subarray(allFlags), fc.constantFrom('zorgzaam', 'studentenzorg'), (some, more, label) => {
        const shown = visibleMenu(menu, { access: access(some), label });
        for (const entry of shown) {
          if (entry.type === 'menu-item-group') expect(entry.primary.length + entry.secondary.length).toBeGreaterThan(0);
        }
        const wider = visibleMenu(menu, { access: access([...some, ...more]), label });
        const widerNames = names(wider).join(' ');
        for (const entry of shown) expect(widerNames).toContain(entry.name);
      }),
    );
  });
});

describe('menuEntryRouteOf: the menu entry that stands for the screen one is on', () => {
  test.each([
    ['settings-edit', 'settings', 'changing a setting: "Instellingen"'],
    ['contact-details-edit', 'settings', 'the contact details, reached from the settings'],
    ['personal-info-edit', 'personal-info', 'changing personal details'],
    ['payment-details-edit', 'payment-details', 'changing the payment details of an agreement'],
    ['request-policy-for-year', 'edit-policy', "requesting a year's policy"],
    ['edit-policy-for-year', 'edit-policy', "changing a year's policy"],
    ['medical-selection', 'edit-policy', 'the medical questions of a policy change'],
    ['message-box-cluster', 'message-box', 'a folder of the message box'],
    ['settings', 'settings', 'an entry of the menu is its own'],
    ['home', 'home', 'the dashboard'],
    ['login', 'login', 'a route outside the menu is its own'],
  ] as const)('%s → %s (%s)', (screen, entry, _why) => {
    expect(menuEntryRouteOf(screen)).toBe(entry);
  });
});

import { mostRecentAgreementsQuery } from '@/entities/agreement';
import { tilesContentQuery } from '@/entities/content';
import { declarationsPreviewQuery } from '@/entities/declaration';
import { digitalInsuranceCardQuery } from '@/entities/insurance-card';
import { insuranceRightQuery } from '@/entities/insurance-right';
import { invoicesQuery } from '@/entities/invoice';
import { offeredYearQuery } from '@/entities/offered-year';
import { excessQuery } from '@/entities/policy';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { messageRead, recentUnreadDocumentCountQuery, unreadDocumentCountQuery } from '@/entities/document';
import { appConfigLoadFx, appConfigQuery } from '@/shared/config';
import { readClockFx, readLocalClockFx } from '@/shared/lib/clock';
import { routes } from '@/shared/routing';
import { TILE_TYPES } from '@portal/domain';
import { allSettled, fork, type Effect, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $greeting, $insurance, $newestDeclarations, $openInvoices, $ownRisk, $summary, $tiles, $tilesLoading, $unreadMessages } from './dashboard';
import { tokenFor } from '@test-support/access-token';

const MAIN_INSURED = ['login', 'r-inv', 'r-msg', 'r-dec', 'r-exc', 'c-ehic', 'r-insurance-right', 'c-insurance-right', 'r-ins', 'u-ins', 'c-dec'];
const CO_INSURED = ['login', 'r-msg', 'r-dec', 'r-exc', 'c-ehic', 'r-ins', 'c-dec'];

const tokenWith = (permissions: string[], user: Record<string, unknown> = {}) => tokenFor({ customerNumber: '7', ...user }, permissions);

const CONFIG = {
  apiBaseUrl: '/api/', contentBaseUrl: '/content/', releaseTag: '2.26.0', cacheGuid: 'abc', enforceHttps: false, environment: 'dev',
  frontEndUrl: 'http://localhost', trackingCodes: { tagManagerId: null, consentToolId: null },
  telemetry: { enabled: false, endpoint: null, sampleRate: 0 }, collectivityInformation: [],
};

const tile = (id: string, type: string, routeName?: string, conditions?: object) => ({
  id, type,
  desktop: { visible: true, position: TILE_TYPES.indexOf(type as never), priority: 1 },
  mobile: { visible: type !== 'ehic', position: 20 - TILE_TYPES.indexOf(type as never), priority: 1 },
  content: { title: { 'nl-NL': id }, ...(routeName ? { routeName } : {}) },
  ...(conditions ? { conditions } : {}),
});

const TILES = {
  tiles: [
    tile('eigen-risico', 'own-risk', 'healthcare-costs', { requiresAdult: true }),
    tile('berichten', 'messages', 'message-box'),
    tile('open', 'open-invoices', 'bills-and-payments'),
    tile('goed', 'good-news', 'bills-and-payments'),
    tile('regeling', 'payment-arrangement', 'bills-and-payments'),
    tile('zorgpas', 'ehic', 'insurance-card'),
    tile('declaraties', 'declaration', 'healthcare-costs'),
    tile('recht', 'insurance-right', 'insurance-right'),
    tile('direct', 'arrange-immediately', undefined, { excludeDefaulters: true }),
    tile('polis-2027', 'request-policy', 'edit-policy', { offerYear: 2027, excludeDefaulters: true }),
  ],
};

const invoice = (statusId: number, remaining: number) => ({
  description: 'Premie', invoiceNumber: `2026${statusId}${remaining}`, invoiceDate: '2026-10-01', amount: remaining, remaining,
  status: 'x', statusId, paymentType: null, expirationDate: null, paymentDate: null, premiePeriod: null,
});

const AGREEMENTS = [
  {
    agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZA01', hasBasicInsurance: true,
    policyHolders: [{ customer: { customerNumber: '7', role: 'H' }, policies: [{ endDate: null, products: [{ code: '1114', typeOfProduct: 'MB' }] }] }],
  },
];

interface Answers {
  agreements?: unknown[];
  invoices?: ReturnType<typeof invoice>[];
  recentUnread?: number;
  /** the declarations preview, asked anew on every call */
  declarations?: () => unknown[];
  offeredYear?: number | null;
  /** the guard asked the agreements and the insurance right for this navigation, just before the dashboard opened */
  factsAskedBeforeOpening?: boolean;
  /** the invoices answer only once this is resolved; the scope is handed out before the dashboard opens */
  invoicesHeld?: Promise<void>;
  scopeCreated?: (scope: Scope) => void;
  /** the Netherlands' time (the shared clock) and the user's own, each fixed */
  clocks?: { dutch: Date; local: Date };
}

function clockHandlers(clocks: Answers['clocks']): [Effect<void, Date>, () => Date][] {
  return clocks
    ? [
        [readClockFx, () => clocks.dutch],
        [readLocalClockFx, () => clocks.local],
      ]
    : [];
}

async function openedDashboard(permissions: string[], user: Record<string, unknown> = {}, answers: Answers = {}) {
  const calls: string[] = [];
  const answer = <T,>(name: string, value: T) => () => {
    calls.push(name);
    return value;
  };
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(permissions, user))!, expiryCookieMs: null })],
      [appConfigLoadFx, () => CONFIG],
      [tilesContentQuery.__.executeFx, answer('tiles', TILES)],
      [mostRecentAgreementsQuery.__.executeFx, answer('agreements', answers.agreements ?? AGREEMENTS)],
      [
        invoicesQuery.__.executeFx,
        async () => {
          await answers.invoicesHeld;
          return answer('invoices', { invoices: answers.invoices ?? [invoice(1, 42.5), invoice(2, 40), invoice(9, 0)], isPaymentArrangementsDisabled: false })();
        },
      ],
      [unreadDocumentCountQuery.__.executeFx, answer('unread', { unreadDocumentCount: 4 })],
      [recentUnreadDocumentCountQuery.__.executeFx, answer('recentUnread', { unreadDocumentCount: answers.recentUnread ?? 3 })],
      [
        declarationsPreviewQuery.__.executeFx,
        () => answer('declarations', answers.declarations?.() ?? [{ declarationId: '1', receivedDate: '2026-11-01', careProvider: 'Apotheek', declarationAmount: 20, originalAmount: null, originalCurrency: null, status: 0 }])(),
      ],
      [excessQuery.__.executeFx, answer('excess', { amountTotal: 885, amountRemaining: 456.85 })],
      [digitalInsuranceCardQuery.__.executeFx, answer('cards', [{ customerNumber: '7', uzoviCode: '3358', uzoviDescription: 'Zorgzaam', hasEHIC: true }])],
      [offeredYearQuery.__.executeFx, answer('offeredYear', answers.offeredYear === undefined ? 2027 : answers.offeredYear)],
      [insuranceRightQuery.__.executeFx, answer('insuranceRight', { isCheckRequired: false })],
      ...clockHandlers(answers.clocks),
    ],
  });
  answers.scopeCreated?.(scope);
  await allSettled(readSessionFx, { scope });
  await allSettled(appConfigQuery.start, { scope, params: '/statics/config.json' });
  if (answers.factsAskedBeforeOpening) {
    await allSettled(mostRecentAgreementsQuery.refresh, { scope });
    await allSettled(insuranceRightQuery.refresh, { scope });
  }
  await allSettled(routes.home.opened, { scope, params: { params: {}, query: {} } });
  return { scope, calls, ids: (device: 'desktop' | 'mobile') => scope.getState($tiles)[device].map((each) => each.id) };
}

describe('the dashboard in a forked scope', () => {
  test('the tiles wait for the last fact a condition reads, then come all at once: none comes or goes under the user', async () => {
    let release = () => {};
    const invoicesHeld = new Promise<void>((resolve) => (release = resolve));
    let early: Scope | undefined;
    const opening = openedDashboard(MAIN_INSURED, {}, { invoicesHeld, scopeCreated: (scope) => (early = scope) });
    await vi.waitFor(() => {
      expect(early?.getState(declarationsPreviewQuery.$status)).toBe('done');
      expect(early?.getState(offeredYearQuery.$status)).toBe('done');
      expect(early?.getState(tilesContentQuery.$status)).toBe('done');
    });
    // everything is in but the invoices: without them the open-invoices tile would come later and push the rest down
    expect(early?.getState($tilesLoading)).toBe(true);
    expect(early?.getState($tiles).desktop).toEqual([]);
    release();
    const { scope, ids } = await opening;
    expect(scope.getState($tilesLoading)).toBe(false);
    expect(ids('desktop')).toEqual(['eigen-risico', 'berichten', 'open', 'zorgpas', 'declaraties', 'direct', 'polis-2027']);
  });

  test('a failed fact counts as unknown: the tiles come without it rather than never', async () => {
    const { scope, ids } = await openedDashboard(MAIN_INSURED, {}, { invoicesHeld: Promise.reject(new Error('500')) });
    expect(scope.getState(invoicesQuery.$status)).toBe('fail');
    expect(scope.getState($tilesLoading)).toBe(false);
    expect(ids('desktop')).toEqual(['eigen-risico', 'berichten', 'zorgpas', 'declaraties', 'direct', 'polis-2027']);
  });

  test('a main insured: every call the token allows, and the tiles that apply in their desktop order', async () => {
    const { calls, ids, scope } = await openedDashboard(MAIN_INSURED);
    expect(calls.sort()).toEqual(['agreements', 'cards', 'declarations', 'excess', 'insuranceRight', 'invoices', 'offeredYear', 'recentUnread', 'tiles', 'unread']);
    expect(ids('desktop')).toEqual(['eigen-risico', 'berichten', 'open', 'zorgpas', 'declaraties', 'direct', 'polis-2027']);
    expect(scope.getState($ownRisk)).toMatchObject({ total: 885, consumed: 428.15, remaining: 456.85, percentageConsumed: 48 });
    expect(scope.getState($openInvoices)).toEqual({ count: 2, amount: 82.5, inArrangement: 0, inBankruptcy: 0 });
    expect(scope.getState($unreadMessages)).toEqual({ unread: 4, recent: 3 });
  });

  test('a route the guard checked with the facts and turned away to the dashboard: the facts are not asked again', async () => {
    const { calls } = await openedDashboard(MAIN_INSURED, {}, { factsAskedBeforeOpening: true });
    expect(calls.filter((call) => call === 'agreements')).toHaveLength(1);
    expect(calls.filter((call) => call === 'insuranceRight')).toHaveLength(1);
  });

  test('the mobile set has its own visibility and order', async () => {
    const { ids } = await openedDashboard(MAIN_INSURED);
    expect(ids('mobile')).toEqual(['polis-2027', 'direct', 'declaraties', 'open', 'berichten', 'eigen-risico']);
  });

  test('a co-insured of 17: no invoice call, no invoice tiles (good news links to bills they may not open), no own risk', async () => {
    const { calls, ids } = await openedDashboard(CO_INSURED, { role: 'M', birthDate: '2009-06-01' });
    expect(calls).not.toContain('invoices');
    expect(calls).not.toContain('insuranceRight');
    expect(ids('desktop')).toEqual(['berichten', 'zorgpas', 'declaraties', 'direct']); // next year's policy links to editing, which a co-insured may not do
  });

  test('a defaulter with an arrangement: payment-arrangement and open invoices, no tiles that exclude defaulters, no good news', async () => {
    const { ids, scope } = await openedDashboard(MAIN_INSURED, { isDefaulter: true }, { invoices: [invoice(5, 100), invoice(4, 60)], recentUnread: 0 });
    expect(ids('desktop')).toEqual(['eigen-risico', 'open', 'regeling', 'zorgpas', 'declaraties']);
    expect(scope.getState($openInvoices)).toMatchObject({ count: 1, inArrangement: 1 });
  });

  test('invoices in bankruptcy (issue 14, faillissement): counted apart, neither payable nor in an arrangement; the open ones since still show', async () => {
    const { ids, scope } = await openedDashboard(MAIN_INSURED, {}, { invoices: [invoice(8, 160), invoice(8, 170), invoice(1, 177.6), invoice(9, 0)] });
    expect(scope.getState($openInvoices)).toEqual({ count: 1, amount: 177.6, inArrangement: 0, inBankruptcy: 2 });
    expect(ids('desktop')).toContain('open');
    expect(ids('desktop')).not.toContain('regeling');
    expect(ids('desktop')).not.toContain('goed');
  });

  test('nothing to pay: good news instead of open invoices', async () => {
    const { ids } = await openedDashboard(MAIN_INSURED, {}, { invoices: [invoice(9, 0)] });
    expect(ids('desktop')).toContain('goed');
    expect(ids('desktop')).not.toContain('open');
  });

  test('the request-policy tile only while its offer year is offered', async () => {
    expect((await openedDashboard(MAIN_INSURED, {}, { offeredYear: null })).ids('desktop')).not.toContain('polis-2027');
    expect((await openedDashboard(MAIN_INSURED, {}, { offeredYear: 2026 })).ids('desktop')).not.toContain('polis-2027');
  });

  test('ehic needs the customer user among the insured persons on the agreement', async () => {
    const { ids } = await openedDashboard(MAIN_INSURED, {}, { agreements: [{ ...AGREEMENTS[0], policyHolders: [] }] });
    expect(ids('desktop')).not.toContain('zorgpas');
  });

  test('the greeting follows the time of day, with the first name', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 14, 5), toFake: ['Date'] });
    try {
      const { scope } = await openedDashboard(MAIN_INSURED);
      expect(scope.getState($greeting)).toEqual({ partOfDay: 'afternoon', name: 'Cas' });
    } finally {
      vi.useRealTimers();
    }
  });

  test('a user abroad on New Year\'s Eve: greeted by their own evening, the own-risk tile in the Netherlands\' new year', async () => {
    // 20:30 on 31 December in Los Angeles is 05:30 on 1 January in the Netherlands
    const { scope } = await openedDashboard(MAIN_INSURED, {}, { clocks: { dutch: new Date(2027, 0, 1, 5, 30), local: new Date(2026, 11, 31, 20, 30) } });
    expect(scope.getState($greeting)).toEqual({ partOfDay: 'evening', name: 'Cas' });
    expect(scope.getState($ownRisk)?.year).toBe(2027);
  });

  test('the messages tile reads the one set of unread counters: a message read lowers it, with no call of its own', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 9, 0), toFake: ['Date'] });
    try {
      const { scope, calls } = await openedDashboard(MAIN_INSURED);
      expect(scope.getState($unreadMessages)).toEqual({ unread: 4, recent: 3 });
      await allSettled(messageRead, {
        scope,
        params: {
          documentID: 'm1', documentName: 'Brief', name: 'Brief', docType: 'brief', documentCluster: 'Algemeen', extension: 'pdf',
          hasBeenRead: false, publicationDate: '2026-11-01', customerNumber: '7', customerInitials: 'C.', customerLastName: 'Kok',
        },
      });
      expect(scope.getState($unreadMessages)).toEqual({ unread: 3, recent: 2 });
      expect(calls.filter((call) => call === 'unread' || call === 'recentUnread')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('issue 33 point 13: back on the dashboard after sending a claim, the tile lists it first (no stale preview)', async () => {
    const handled = { declarationId: '1', receivedDate: '2026-11-01', careProvider: 'Apotheek', declarationAmount: 20, originalAmount: null, originalCurrency: null, status: 0 };
    const sent = { declarationId: '2', receivedDate: '2026-11-29', careProvider: 'Fysiotherapie Oost', declarationAmount: 65, originalAmount: null, originalCurrency: null, status: 1 };
    let preview: unknown[] = [handled];
    const { scope, calls } = await openedDashboard(MAIN_INSURED, {}, { declarations: () => preview });
    expect(scope.getState($newestDeclarations).map((declaration) => declaration.declarationId)).toEqual(['1']);
    await allSettled(routes.home.closed, { scope });
    preview = [handled, sent]; // the claim sent on indienen-zorgkosten meanwhile
    await allSettled(routes.home.opened, { scope, params: { params: {}, query: {} } });
    expect(calls.filter((call) => call === 'declarations')).toHaveLength(2);
    expect(scope.getState($newestDeclarations).map((declaration) => [declaration.declarationId, declaration.status])).toEqual([['2', 1], ['1', 0]]);
  });
});

// issue 33 point 13: "'Uw verzekering' shows this year's packages in November (next year's choice as 'vanaf 1 januari')"
describe("'Uw verzekering' with a change saved for next year", () => {
  const thisYear = new Date().getFullYear();
  const policy = (year: number, products: { code: string; typeOfProduct: string; name: string }[]) => ({
    startDate: `${year}-01-01`, endDate: `${year}-12-31`, products,
  });
  const BASIC = { code: '1114', typeOfProduct: 'MB', name: 'Zorgzaam Basis Vrije Keuze' };
  const withNextYear = [{
    ...AGREEMENTS[0],
    policyHolders: [{
      customer: { customerNumber: '7', role: 'H' },
      // as GetMostRecentAgreements answers them: next year's saved policy beside this year's
      policies: [
        policy(thisYear + 1, [BASIC, { code: 'AV1', typeOfProduct: 'AP', name: 'Aanvullend Basis' }]),
        policy(thisYear, [BASIC, { code: 'AV2', typeOfProduct: 'AP', name: 'Aanvullend Goed' }]),
      ],
    }],
  }];

  test("this year's packages on the tile and in the summary, next year's apart from 1 January", async () => {
    const { scope } = await openedDashboard(MAIN_INSURED, { customerNumber: '7' }, { agreements: withNextYear });
    expect(scope.getState($insurance)).toEqual({
      agreementNumber: '10000001',
      insuredCount: 1,
      basic: 'Zorgzaam Basis Vrije Keuze',
      others: ['Aanvullend Goed'],
      upcoming: { startDate: `${thisYear + 1}-01-01`, packages: ['Zorgzaam Basis Vrije Keuze', 'Aanvullend Basis'] },
    });
    expect(scope.getState($summary).basic).toBe('Zorgzaam Basis Vrije Keuze');
  });

  test('without a saved change nothing comes apart', async () => {
    const { scope } = await openedDashboard(MAIN_INSURED, { customerNumber: '7' }, {
      agreements: [{ ...withNextYear[0], policyHolders: [{ ...withNextYear[0]!.policyHolders[0], policies: [policy(thisYear, [BASIC])] }] }],
    });
    expect(scope.getState($insurance)).toMatchObject({ basic: 'Zorgzaam Basis Vrije Keuze', others: [], upcoming: null });
  });
});

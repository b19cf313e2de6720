import { accountDetailsQuery } from '@/entities/account';
import { mostRecentAgreementsQuery } from '@/entities/agreement';
import { tilesContentQuery } from '@/entities/content';
import { declarationsPreviewQuery } from '@/entities/declaration';
import { digitalInsuranceCardQuery } from '@/entities/insurance-card';
import { insuranceRightQuery } from '@/entities/insurance-right';
import { invoicesQuery } from '@/entities/invoice';
import { offeredYearQuery } from '@/entities/offered-year';
import { excessQuery, financialSummaryOf, financialSummaryRequested, type FinancialSummaryKey } from '@/entities/policy';
import { $routeAccess, factsSettledFor, routeAccessRequested, ROUTES_CHECKED_BY_FACTS } from '@/entities/route-access';
import { $permissions, $user } from '@/entities/session';
import { $unreadCounters, recentUnreadDocumentCountQuery, unreadCountersRequested, unreadDocumentCountQuery } from '@/entities/document';
import { $appConfig } from '@/shared/config';
import { $label } from '@/shared/label';
import { routes } from '@/shared/routing';
import {
  dashboardTiles,
  openInvoicesSummary,
  isPaymentArrangementInvoiceStatus,
  isBankruptcyInvoiceStatus,
  isTileLinkAuthorised,
  newestDeclarations,
  ownRiskConsumption,
  partOfDay,
  shownInvoices,
  type DashboardTile,
  type PermissionFlags,
} from '@portal/domain';
import { readClockFx, readLocalClockFx } from '@/shared/lib/clock';
import type { FetchingStatus } from '@farfetched/core';
import { attach, combine, createStore, merge, sample, type Store } from 'effector';
import { agreementFacts } from '../lib/agreement-facts';
import { dashboardContext } from '../lib/dashboard-context';

/** The dashboard is both '' (root) and 'home'. */
const dashboardOpened = merge([routes.root.opened, routes.home.opened]);
const dashboardClosed = merge([routes.root.closed, routes.home.closed]);

/** The clock is read when the page opens: the Netherlands' time for the dates of the tile conditions, the user's own for the greeting. */
const readPageClockFx = attach({ effect: readClockFx });
export const $now = createStore<Date | null>(null).on(readPageClockFx.doneData, (_, now) => now).reset(dashboardClosed);
const readGreetingClockFx = attach({ effect: readLocalClockFx });
const $localNow = createStore<Date | null>(null).on(readGreetingClockFx.doneData, (_, now) => now).reset(dashboardClosed);

sample({ clock: dashboardOpened, target: [readPageClockFx, readGreetingClockFx] });

sample({
  clock: dashboardOpened,
  source: $appConfig,
  filter: Boolean,
  fn: (config) => ({ contentBaseUrl: config.contentBaseUrl, cacheGuid: config.cacheGuid }),
  target: tilesContentQuery.start,
});

// the agreements and the insurance right as they are now (the queries' caches give the answers the guard got for this navigation)
sample({ clock: dashboardOpened, fn: () => undefined, target: mostRecentAgreementsQuery.start });
// The tiles' links are route checks: the facts beyond the token that they read (the queries above share the calls).
sample({ clock: dashboardOpened, fn: () => ROUTES_CHECKED_BY_FACTS, target: routeAccessRequested });
sample({ clock: dashboardOpened, fn: () => undefined, target: offeredYearQuery.start });

/** Each tile's call only when the token allows it (spec 02 §6 "Enforced on reading"). */
const allowed = (flag: keyof PermissionFlags) => (permissions: PermissionFlags) => permissions[flag];

sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayReadInvoice'), fn: () => undefined, target: invoicesQuery.start });
// The unread counters are entities/document's: the message box and the messages tile show the same numbers.
sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayReadMessages'), fn: () => undefined, target: unreadCountersRequested });
sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayReadDeclaration'), fn: () => undefined, target: declarationsPreviewQuery.start });
sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayReadExcess'), fn: () => ({}), target: excessQuery.start });
sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayCreateEHIC'), fn: () => undefined, target: digitalInsuranceCardQuery.start });
sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayReadInsuranceRight'), fn: () => undefined, target: insuranceRightQuery.start });
// the personal summary's payment method
sample({ clock: dashboardOpened, source: $permissions, filter: allowed('mayReadAccount'), fn: () => undefined, target: accountDetailsQuery.start });

// The dental part of the own-risk tile (spec 01 §2 "dentist usage"): the user's own financial summary of this year,
// the one `mijn-zorgkosten` shows first; kept per year and customer, so neither page asks for it twice.
const $summaryKey = combine($now, $user, $permissions, (now, user, permissions): FinancialSummaryKey | null =>
  now && user && permissions.mayReadExcess ? { customerNumber: user.customerNumber, year: now.getFullYear() } : null,
);
sample({
  clock: readPageClockFx.done,
  source: $summaryKey,
  filter: (key): key is FinancialSummaryKey => key !== null,
  target: financialSummaryRequested,
});
const financialSummary = financialSummaryOf($summaryKey);
/** What the own-risk tile shows of the dentist: the dental meter of the summary, its own loading and failure. */
export const $dental = financialSummary.$summary.map((summary) => summary?.dental ?? null);
// no policy this year (a person insured later in the year): no dental cover to show, which the tile says as such
export const $dentalStatus: Store<DataStatus> = financialSummary.$status.map((status) => (status === 'none' ? 'ready' : status));

// The page's own data goes when the page closes; the next visit loads it fresh.
sample({
  clock: dashboardClosed,
  target: [
    tilesContentQuery.reset,
    accountDetailsQuery.reset,
    offeredYearQuery.reset,
    invoicesQuery.reset,
    declarationsPreviewQuery.reset,
    excessQuery.reset,
    digitalInsuranceCardQuery.reset,
  ],
});

const $context = combine(
  {
    now: $now,
    user: $user,
    label: $label,
    permissions: $permissions,
    agreements: mostRecentAgreementsQuery.$data,
    offerYear: offeredYearQuery.$data,
    invoices: invoicesQuery.$data,
    invoicesDone: invoicesQuery.$succeeded,
    unreadCounters: $unreadCounters,
    cards: digitalInsuranceCardQuery.$data,
    declarations: declarationsPreviewQuery.$data,
    insuranceRight: insuranceRightQuery.$data,
  },
  ({ now, user, label, permissions, agreements, offerYear, invoices, invoicesDone, unreadCounters, cards, declarations, insuranceRight }) =>
    now === null
      ? null
      : dashboardContext({
          today: now,
          user,
          label,
          agreement: agreements && user ? agreementFacts(agreements, user.customerNumber, now) : null,
          offerYear,
          mayReadInvoice: permissions.mayReadInvoice,
          invoices: invoicesDone && invoices ? shownInvoices(invoices.invoices, now) : null,
          unreadLast6Months: unreadCounters?.unreadLast6Months ?? null,
          digitalCards: cards,
          declarationStatuses: declarations?.map((declaration) => declaration.status) ?? null,
          isInsuranceRightCheckRequired: insuranceRight?.isCheckRequired ?? false,
        }),
);

const isIn = (status: FetchingStatus) => status === 'done' || status === 'fail';

/**
 * Every fact a tile's condition or link reads is in (answered, or failed: then
 * unknown), or was never asked because the token does not allow it. Only then
 * are the tiles decided, all at once: a tile that came or went on a late
 * answer moved every tile under it (the dashboard's layout shift under load).
 */
const $tileFactsIn = combine(
  {
    permissions: $permissions,
    linkFactsIn: factsSettledFor(ROUTES_CHECKED_BY_FACTS),
    agreements: mostRecentAgreementsQuery.$status,
    offerYear: offeredYearQuery.$status,
    invoices: invoicesQuery.$status,
    unread: unreadDocumentCountQuery.$status,
    recentUnread: recentUnreadDocumentCountQuery.$status,
    cards: digitalInsuranceCardQuery.$status,
    declarations: declarationsPreviewQuery.$status,
    insuranceRight: insuranceRightQuery.$status,
  },
  ({ permissions, linkFactsIn, ...status }) =>
    linkFactsIn &&
    isIn(status.agreements) &&
    isIn(status.offerYear) &&
    (!permissions.mayReadInvoice || isIn(status.invoices)) &&
    (!permissions.mayReadMessages || (isIn(status.unread) && isIn(status.recentUnread))) &&
    (!permissions.mayCreateEHIC || isIn(status.cards)) &&
    (!permissions.mayReadDeclaration || isIn(status.declarations)) &&
    (!permissions.mayReadInsuranceRight || isIn(status.insuranceRight)),
);

/** The tiles in their order, per device; a tile never links to a page the user may not open. */
export const $tiles = combine(tilesContentQuery.$data, $context, $routeAccess, $tileFactsIn, (content, context, access, factsIn) => {
  if (!content || !context || !factsIn) return { desktop: [] as DashboardTile[], mobile: [] as DashboardTile[] };
  const linkable = content.tiles.filter((tile) => isTileLinkAuthorised(tile, access));
  return { desktop: dashboardTiles(linkable, context, 'desktop'), mobile: dashboardTiles(linkable, context, 'mobile') };
});
export const $tilesFailed = tilesContentQuery.$failed;

/** "a greeting by time of day" with the user's first name. */
export const $greeting = combine($localNow, $user, (now, user) =>
  now && user ? { partOfDay: partOfDay(now), name: user.firstName } : null,
);

/** What the tiles of a type show besides the content's texts. */
export const $ownRisk = combine(excessQuery.$data, $now, (excess, now) =>
  excess && now ? { ...ownRiskConsumption(excess), year: now.getFullYear() } : null,
);
export const $unreadMessages = $unreadCounters.map((counters) => ({
  unread: counters?.unread ?? 0,
  recent: counters?.unreadLast6Months ?? 0,
}));
export const $openInvoices = combine(invoicesQuery.$data, $now, (data, now) => {
  const invoices = data && now ? shownInvoices(data.invoices, now) : [];
  // issue 33 point 5: the bills the customer pays now, by the same rule as the bills page's "Totaal nog te betalen"
  const { toPay } = now ? openInvoicesSummary(invoices, now) : { toPay: { count: 0, amount: 0 } };
  return {
    count: toPay.count,
    amount: toPay.amount,
    inArrangement: invoices.filter((invoice) => isPaymentArrangementInvoiceStatus(invoice.statusId)).length,
    // issue 14: invoices a bankruptcy's trustee settles, neither payable nor in an arrangement; the invoice tiles say how many
    inBankruptcy: invoices.filter((invoice) => isBankruptcyInvoiceStatus(invoice.statusId)).length,
  };
});
/** The declaration tile's claims: the newest of the preview, a just-sent one first (issue 33 point 13). */
export const $newestDeclarations = declarationsPreviewQuery.$data.map((declarations) => newestDeclarations(declarations ?? []));

/**
 * Where a piece of the dashboard's own data is: still loading (or not asked
 * yet), failed, or in. A tile or summary line shows a skeleton, its own
 * failure, or the data (issue 12 point 14: no tile goes blank).
 */
export type DataStatus = 'loading' | 'failed' | 'ready';
const statusOf = (query: { $status: typeof excessQuery.$status }) =>
  query.$status.map((status): DataStatus => (status === 'fail' ? 'failed' : status === 'done' ? 'ready' : 'loading'));

export type DashboardData = 'ownRisk' | 'agreements' | 'invoices' | 'declarations' | 'account';
export const $dataStatus = combine<Record<DashboardData, Store<DataStatus>>>({
  ownRisk: statusOf(excessQuery),
  agreements: statusOf(mostRecentAgreementsQuery),
  invoices: statusOf(invoicesQuery),
  declarations: statusOf(declarationsPreviewQuery),
  account: statusOf(accountDetailsQuery),
});

/** What the user is insured with, for the 'Uw verzekering' tile and the summary; null until the agreements are in. */
export const $insurance = combine(mostRecentAgreementsQuery.$data, $user, $now, (agreements, user, now) => {
  if (!agreements || !user || !now) return null;
  const own = agreements.find((agreement) => agreement.policyHolders.some((holder) => holder.customerNumber === user.customerNumber));
  const facts = agreementFacts(agreements, user.customerNumber, now);
  return {
    agreementNumber: own?.agreementIdNumber ?? null,
    insuredCount: own?.policyHolders.length ?? 0,
    basic: facts.packages.basic,
    others: facts.packages.others,
    /** next year's saved choice beside this year's (issue 33 point 13): from when, and its packages by name */
    upcoming: facts.upcoming && {
      startDate: facts.upcoming.startDate,
      packages: [facts.upcoming.basic, ...facts.upcoming.others].filter((name): name is string => name !== null),
    },
  };
});

/** The personal summary: the package, the own risk and how the premium is paid (issue 12 point 15). */
export const $summary = combine(
  { insurance: $insurance, ownRisk: $ownRisk, account: accountDetailsQuery.$data, permissions: $permissions },
  ({ insurance, ownRisk, account, permissions }) => ({
    basic: insurance?.basic ?? null,
    ownRisk: permissions.mayReadExcess ? ownRisk : null,
    showsOwnRisk: permissions.mayReadExcess,
    paymentMethod: account?.paymentMethod ?? null,
    showsPaymentMethod: permissions.mayReadAccount,
  }),
);

/** The tiles themselves: skeleton tiles reserve their space until content and clock are in. */
export const $tilesLoading = combine(
  tilesContentQuery.$data,
  $context,
  $tileFactsIn,
  tilesContentQuery.$failed,
  (content, context, factsIn, failed) => !failed && !(content && context && factsIn),
);

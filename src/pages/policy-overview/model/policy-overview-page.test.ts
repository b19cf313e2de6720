import { agreementDetailsForYearQuery, mostRecentAgreementsQuery } from '@/entities/agreement';
import { customersWithPolicyForYearQuery, customersWithPolicyInPastQuery, type PolicyYearKey } from '@/entities/customer';
import { genericDocumentListQuery } from '@/entities/document';
import { offeredYearQuery } from '@/entities/offered-year';
import { policiesForYearQuery, type PolicyKey } from '@/entities/policy';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { appConfigLoadFx, appConfigQuery } from '@/shared/config';
import { routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import {
  $agreements,
  $offeredConditionsYear,
  $offerPersons,
  $status,
  $unavailableYearNotice,
  $year,
  $years,
  readTodayFx,
  replaceAddressFx,
  yearChosen,
} from './policy-overview-page';
import { tokenFor } from '@test-support/access-token';

const MAIN_INSURED = ['login', 'r-ins', 'u-ins', 'c-ins-per', 'r-com-doc'];

const tokenWith = (permissions: string[]) => tokenFor({ customerNumber: '7' }, permissions);

const CONFIG = {
  apiBaseUrl: '/api/', contentBaseUrl: '/content/', releaseTag: '2.26.0', cacheGuid: 'abc', enforceHttps: false, environment: 'dev',
  frontEndUrl: 'http://localhost', trackingCodes: { tagManagerId: null, consentToolId: null },
  telemetry: { enabled: false, endpoint: null, sampleRate: 0 }, collectivityInformation: [],
};

const AGREEMENTS = [
  {
    agreementId: '1', agreementIdNumber: '10000001', contractCode: 'ZZA01', hasBasicInsurance: true,
    policyHolders: [{ customer: { customerNumber: '7', role: 'H' }, policies: [{ endDate: null, products: [{ code: '1114', typeOfProduct: 'MB' }] }] }],
  },
];

const policy = (year: number) => ({
  subContractName: `Zorgzaam ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`,
  paymentTerm: 1, discountAmount: 0, discountPercentage: 0, totalNettoPremiumMonth: 171.1, totalNettoPremiumPaymentTerm: 171.1,
  totalGrossPremium: 194.9, totalDiscount: 23.8, collectivityDiscountAmount: 2.8, additionalDiscountAmount: 0, excessDiscountAmount: 21,
  excessAmount: 885, products: [{ code: '1114', name: 'Zorgzaam Basis Vrije Keuze', typeOfProduct: 'MB', collectivityDiscountAmount: 0, nettoPremium: 152.45 }],
});

const detail = (year: number, editPolicyDenialReason: string | null) => ({
  agreementId: '1', agreementIdNumber: '10000001', year, collectivity: 'Zorgzaam', contractCode: 'ZZA01', totalAmount: 171.1,
  totalAmountPaymentTerm: 171.1, paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2018-01-01',
  endDate: null, editPolicyDenialReason, newlyInsuredPersonsInProgress: [],
  agreementParticipants: [{
    customer: { customerNumber: '7', initials: 'C.', firstName: 'Cas', prefix: null, lastName: 'Kok', birthDate: '1980-01-01', role: 'H' },
    policyNumber: '123456789012', startDate: '2018-01-01', endDate: null, productTypes: ['Basisverzekering'],
  }],
});

/** A person the user may see with policies in the given years (the Customer lists of spec 02 §7). */
const personWith = (customerNumber: string, firstName: string, years: number[]) => ({
  customerNumber, initials: `${firstName[0]}.`, prefix: null, firstName, lastName: 'Kok', prefixBirthName: null, birthName: null,
  gender: 'M', birthDate: '1980-01-01', role: customerNumber === '7' ? 'H' : 'M',
  policies: years.map((year) => ({ policyNumber: '123456789012', year, startDate: `${year}-01-01`, endDate: `${year}-12-31` })),
});

async function openedOverview(options: { offeredYear?: number | null; query?: Record<string, string>; reasons?: Record<number, string | null>; permissions?: string[]; policiesFail?: boolean; pastYears?: number[] } = {}) {
  const askedYears: number[] = [];
  const askedOffers: PolicyYearKey[] = [];
  const askedPolicies: PolicyKey[][] = [];
  const askedDocumentYears: number[] = [];
  const navigate = vi.fn();
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(options.permissions ?? MAIN_INSURED))!, expiryCookieMs: null })],
      [appConfigLoadFx, () => CONFIG],
      [readTodayFx, () => new Date(2026, 10, 24, 10, 0)],
      [mostRecentAgreementsQuery.__.executeFx, () => AGREEMENTS],
      [offeredYearQuery.__.executeFx, () => (options.offeredYear === undefined ? 2027 : options.offeredYear)],
      [agreementDetailsForYearQuery.__.executeFx, (year: number) => {
        askedYears.push(year);
        return [detail(year, options.reasons?.[year] ?? (year === 2027 ? null : 'not-yet-possible'))];
      }],
      [policiesForYearQuery.__.executeFx, (keys: PolicyKey[]) => {
        askedPolicies.push(keys);
        if (options.policiesFail) throw new Error('unreachable');
        return keys.map((key) => policy(key.year));
      }],
      [customersWithPolicyInPastQuery.__.executeFx, () => [personWith('7', 'Cas', options.pastYears ?? [2025, 2024]), personWith('8', 'Zoë', [2025])]],
      [customersWithPolicyForYearQuery.__.executeFx, (key: PolicyYearKey) => {
        askedOffers.push(key);
        return [personWith('7', 'Cas', [key.year]), personWith('9', 'Elders', [key.year])];
      }],
      [genericDocumentListQuery.__.executeFx, (year: number) => {
        askedDocumentYears.push(year);
        return [
          { documentID: `c${year}`, documentName: 'c.pdf', name: `Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${year}`, docType: 'Polisvoorwaarden', year, contractCode: 'ZZA01' },
          // another label's, listed for a contract of another agreement the user holds: never under this one
          { documentID: `w${year}`, documentName: 'w.pdf', name: `Polisvoorwaarden Zorgcollectief Werkt Basis Vrije Keuze ${year}`, docType: 'Polisvoorwaarden', year, contractCode: 'ZCW03' },
        ];
      }],
      [replaceAddressFx, (url: string) => {
        navigate(url);
      }],
    ],
  });
  await allSettled(readSessionFx, { scope });
  await allSettled(appConfigQuery.start, { scope, params: '/statics/config.json' });
  await allSettled(routes['policy-overview'].opened, { scope, params: { params: {}, query: options.query ?? {} } });
  return { scope, askedYears, askedDocumentYears, askedPolicies, askedOffers, navigate };
}

describe('the policy overview in a forked scope', () => {
  test('the earlier years are those with a policy (GetAllCustomersWithPolicyInPast), at most the two before this year', async () => {
    const { scope } = await openedOverview({ pastYears: [2019, 2025] });
    expect(scope.getState($years)).toEqual([2025, 2026, 2027]);
  });

  test("the offered year names the persons its request is for (GetAllCustomersWithPolicyForYear with checkForOffer), asked only for that year", async () => {
    const { scope, askedOffers } = await openedOverview({ query: { jaar: '2026' } });
    expect(askedOffers).toEqual([]);
    await allSettled(yearChosen, { scope, params: 2027 });
    expect(askedOffers).toEqual([{ year: 2027, checkForOffer: true }]);
    expect(scope.getState($offerPersons).map((person) => person.customerNumber)).toEqual(['7', '9']);
    await allSettled(yearChosen, { scope, params: 2026 });
    expect(scope.getState($offerPersons)).toEqual([]);
  });

  test("in the offer period it opens on the offered year, with next year's conditions", async () => {
    const { scope, askedYears, askedDocumentYears } = await openedOverview();
    expect(scope.getState($years)).toEqual([2024, 2025, 2026, 2027]);
    expect(scope.getState($year)).toBe(2027);
    expect(askedYears).toEqual([2027]);
    expect(askedDocumentYears).toEqual([2027]);
    expect(scope.getState($status)).toBe('ready');
    // each agreement lists the documents of its own contract (ZZA01), not another label's
    expect(scope.getState($agreements)[0]!.documents.map((document) => document.documentID)).toEqual(['c2027']);
    // on the offered year itself there is nothing to point to
    expect(scope.getState($offeredConditionsYear)).toBeNull();
  });

  test("this year's overview in the offer period points to the offered year's conditions; not without r-com-doc or an offer", async () => {
    const { scope, askedDocumentYears } = await openedOverview({ query: { jaar: '2026' } });
    expect(scope.getState($year)).toBe(2026);
    expect(askedDocumentYears).toEqual([2026]);
    expect(scope.getState($offeredConditionsYear)).toBe(2027);
    const withoutDocuments = await openedOverview({ query: { jaar: '2026' }, permissions: ['login', 'r-ins'] });
    expect(withoutDocuments.scope.getState($offeredConditionsYear)).toBeNull();
    const noOffer = await openedOverview({ offeredYear: null });
    expect(noOffer.scope.getState($year)).toBe(2026);
    expect(noOffer.scope.getState($offeredConditionsYear)).toBeNull();
  });

  test("each participant's policy of the year from GetPolicyInfoForYear (customer, year, policy number), again for another year", async () => {
    const { scope, askedPolicies } = await openedOverview({ query: { jaar: '2026' } });
    expect(askedPolicies).toEqual([[{ customerNumber: '7', year: 2026, policyNumber: '123456789012' }]]);
    const [overview] = scope.getState($agreements);
    expect(overview!.policies.map(({ participant, policy: shown }) => [participant.customer.customerNumber, shown.subContractName, shown.totalNettoPremiumMonth])).toEqual([
      ['7', 'Zorgzaam 2026', 171.1],
    ]);
    await allSettled(yearChosen, { scope, params: 2027 });
    expect(askedPolicies.at(-1)).toEqual([{ customerNumber: '7', year: 2027, policyNumber: '123456789012' }]);
    expect(scope.getState($agreements)[0]!.policies[0]!.policy.subContractName).toBe('Zorgzaam 2027');
  });

  test('the policies cannot be read: the overview says it failed', async () => {
    const { scope } = await openedOverview({ policiesFail: true });
    expect(scope.getState($status)).toBe('failed');
  });

  test('this year cannot be changed in November: the reason, no edit entry; adding an insured person is there', async () => {
    const { scope } = await openedOverview({ query: { jaar: '2026' } });
    const [overview] = scope.getState($agreements);
    expect(overview!.entries).toEqual({ editPolicy: false, requestPolicy: false, addInsured: true, denialReason: 'not-yet-possible' });
  });

  test('choosing next year loads it, writes it in the address and offers the edit and request entries for that year', async () => {
    const { scope, askedYears, navigate } = await openedOverview({ query: { jaar: '2026' } });
    await allSettled(yearChosen, { scope, params: 2027 });
    expect(askedYears).toEqual([2026, 2027]);
    expect(navigate).toHaveBeenCalledWith('/polisoverzicht?jaar=2027');
    const [overview] = scope.getState($agreements);
    expect(overview!.entries.editPolicy).toBe(true);
    expect(overview!.editPolicyUrl).toBe('/polis-wijzigen/2027/ZZA01/1/false');
    // issue 32 point 12: polis-aanvragen where a user choosing next year's packages looks, the selection started afresh
    expect(overview!.entries.requestPolicy).toBe(true);
    expect(overview!.requestPolicyUrl).toBe('/polis-aanvragen/2027/ZZA01/1/true');
  });

  test("last year is looked up (issue 32 point 14): its policies are read, without an entry or a reason why it cannot change", async () => {
    const { scope, askedYears, askedPolicies, navigate } = await openedOverview({ query: { jaar: '2026' } });
    await allSettled(yearChosen, { scope, params: 2025 });
    expect(askedYears).toEqual([2026, 2025]);
    expect(navigate).toHaveBeenCalledWith('/polisoverzicht?jaar=2025');
    expect(askedPolicies.at(-1)).toEqual([{ customerNumber: '7', year: 2025, policyNumber: '123456789012' }]);
    const [overview] = scope.getState($agreements);
    expect(overview!.policies[0]!.policy.subContractName).toBe('Zorgzaam 2025');
    expect(overview!.entries).toEqual({ editPolicy: false, requestPolicy: false, addInsured: false, denialReason: null });
  });

  test('the year from the address', async () => {
    const { scope, askedYears, navigate } = await openedOverview({ query: { jaar: '2027' } });
    expect(scope.getState($year)).toBe(2027);
    expect(askedYears).toEqual([2027]);
    expect(scope.getState($unavailableYearNotice)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a year the overview does not have (?jaar=2023) is not passed off as another: the opening year, said so, and the address names it', async () => {
    const { scope, askedYears, navigate } = await openedOverview({ query: { jaar: '2023' } });
    expect(scope.getState($year)).toBe(2027);
    expect(askedYears).toEqual([2027]);
    expect(scope.getState($unavailableYearNotice)).toEqual({ asked: 2023, shown: 2027, years: [2024, 2025, 2026, 2027] });
    expect(navigate).toHaveBeenCalledWith('/polisoverzicht?jaar=2027');
    // a year chosen afterwards is the user's own: the notice goes
    await allSettled(yearChosen, { scope, params: 2026 });
    expect(scope.getState($unavailableYearNotice)).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/polisoverzicht?jaar=2026');
  });

  test('no offered year: only this year, an address year outside it is ignored; adding stays (the offer year blocks only a start next year), nothing to request', async () => {
    const { scope, askedYears } = await openedOverview({ offeredYear: null, query: { jaar: '2027' } });
    expect(scope.getState($years)).toEqual([2024, 2025, 2026]);
    expect(askedYears).toEqual([2026]);
    expect(scope.getState($agreements)[0]!.entries).toMatchObject({ addInsured: true, requestPolicy: false });
  });

  test('a defaulter: the payment-deficit reason and neither entry', async () => {
    const { scope } = await openedOverview({ query: { jaar: '2027' }, reasons: { 2027: 'payment-deficit' } });
    expect(scope.getState($agreements)[0]!.entries).toEqual({ editPolicy: false, requestPolicy: false, addInsured: false, denialReason: 'payment-deficit' });
  });

  test('without the permission to update the policy there is no edit entry; without r-com-doc no documents are asked', async () => {
    const { scope, askedDocumentYears } = await openedOverview({ query: { jaar: '2027' }, permissions: ['login', 'r-ins'] });
    expect(scope.getState($agreements)[0]!.entries).toMatchObject({ editPolicy: false, requestPolicy: false, addInsured: false });
    expect(askedDocumentYears).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { CONTRACT_MESSAGES } from './areas/contract-cards';
import { offeredYearInOfferPeriod, useTestBackend } from './test-support';

const t = useTestBackend();


function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const main = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  return { main, agreementId: main.agreementId };
}

interface Card { productComponentCode: string; insuredPersons: { customerNumber: string; isSelected: boolean; netPremiumWithDiscount: number | null; isDisabled: boolean }[] }
interface Group { key: string; maximumSelectableAmount: number; cards: Card[] }

const chosen = (groups: Group[], customerNumber: string) =>
  groups.flatMap((group) => group.cards.filter((card) => card.insuredPersons.some((option) => option.customerNumber === customerNumber && option.isSelected)).map((card) => card.productComponentCode));

describe('Contract: cards, validate, save (spec 02 §4 "Selection toggling", "Saving contracts")', () => {
  test('the cards of next year: every group, the current choice selected, children free and without own risk', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/Contract/GetContractCardsForActivePolicies', { token, body: { agreementId, year } });
    expect(answer.status).toBe(200);
    const groups = answer.json.contractCards as Group[];
    expect(groups.map((group) => group.key)).toEqual(['basic', 'extraAdditional', 'additional', 'dental', 'excess']);
    expect(chosen(groups, main.customerNumber).sort()).toEqual(['1114', 'AV2', 'OW500', 'TG2', 'XF1']);
    const child = answer.json.insuredPersons.find((person: { isAdult: boolean }) => !person.isAdult).customerNumber as string;
    const basic = groups[0]!.cards.find((card) => card.productComponentCode === '1114')!;
    expect(basic.insuredPersons.find((option) => option.customerNumber === child)).toMatchObject({ netPremiumWithDiscount: 0, isDisabled: true, isSelected: true });
    const ownRisk = groups[4]!.cards[0]!;
    expect(ownRisk.insuredPersons.find((option) => option.customerNumber === child)!.netPremiumWithDiscount).toBeNull();
  });

  test('validate: the premium before and after, and a package-line conflict flagged', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const lower = await t.call('POST', '/api/Contract/validate', {
      token,
      body: { agreementId, startDate: `${year}-01-01`, selectedPaymentTerm: 12, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1114', 'AV1', 'OW500'] }] },
    });
    expect(lower.status).toBe(200);
    expect(lower.json.isPackageSelectionConflict).toBe(false);
    const mine = lower.json.premiumOverview.find((entry: { customerNumber: string }) => entry.customerNumber === main.customerNumber);
    // 158.25 + 13.60 × 0.9 (12.24) − 22.00 = 148.49 a month; 12 months less 1%
    expect(mine.after.totalNettoPremiumMonth).toBe(148.49);
    expect(mine.after.totalNettoPremiumPaymentTerm).toBe(1764.06);
    expect(mine.before.totalNettoPremiumMonth).toBe(188.09);
    expect(lower.json.total.after.paymentTerm).toBe(12);

    // 1113 is natura (line 1), Aanvullend Best only goes with restitution (line 2)
    const conflict = await t.call('POST', '/api/Contract/validate', {
      token,
      body: { agreementId, year, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1113', 'AV3'] }] },
    });
    expect(conflict.json.isPackageSelectionConflict).toBe(true);
  });

  test('save: the new choice shows on next year\'s overview; this year stays as it was', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const saved = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: { agreementNumber: agreementId, year, selectedPaymentTerm: 1, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1114', 'AV3', 'TG2', 'OW300'] }] },
    });
    expect(saved.status).toBe(200);
    const next = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token });
    const policy = next.json[0].policyDetails.find((entry: { customerNumber: string }) => entry.customerNumber === main.customerNumber);
    expect(policy.products.map((product: { code: string }) => product.code).sort()).toEqual(['1114', 'AV3', 'OW300', 'OW385', 'TG2']);
    expect(policy.excessAmount).toBe(685);
    // the children get the main insured's packages free
    const child = next.json[0].policyDetails.find((entry: { customerNumber: string }) => entry.customerNumber !== main.customerNumber);
    expect(child.products.map((product: { code: string }) => product.code)).toContain('AV3');
    const now = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year - 1}`, { token });
    expect(now.json[0].policyDetails[0].products.map((product: { code: string }) => product.code)).toContain('AV2');
  });

  test("one payment term per agreement (issue 33 point 5): chosen with the packages, it is the payment details' term, in force from the day the rule gives", async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    type Details = { paymentTerm: number; scheduledChange: { effectiveFrom: string; previousPaymentTerm: number } | null };
    const paymentDetailsOf = async (bearer: string) => {
      const answer = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token: bearer });
      return (answer.json as { agreementId: string; paymentDetails: Details }[]).find((entry) => entry.agreementId === agreementId)!.paymentDetails;
    };
    const policyTermsOf = async (bearer: string, forYear: number) => {
      const details = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${forYear}`, { token: bearer });
      const agreement = (details.json as { agreementId: string; paymentTerm: number; policyDetails: { paymentTerm: number }[] }[]).find((entry) => entry.agreementId === agreementId)!;
      return [agreement.paymentTerm, ...agreement.policyDetails.map((policy) => policy.paymentTerm)];
    };
    const cardsTermOf = async (bearer: string, forYear: number) =>
      (await t.call('POST', '/api/Contract/GetContractCardsForActivePolicies', { token: bearer, body: { agreementId, year: forYear } })).json.paymentTerm as number;
    const codes = ['1114', 'AV2', 'TG2', 'OW500'];
    const save = (bearer: string, forYear: number, selectedPaymentTerm: number) =>
      t.call('POST', '/api/Contract/SaveContractCards', { token: bearer, body: { agreementNumber: agreementId, year: forYear, selectedPaymentTerm, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: codes }] } });
    expect((await paymentDetailsOf(token)).paymentTerm).toBe(1);

    // in the offer period, yearly with next year's packages: the setting from 1 January, not on this year's policy
    expect((await save(token, year, 12)).status).toBe(200);
    expect(await paymentDetailsOf(token)).toMatchObject({ paymentTerm: 12, scheduledChange: { effectiveFrom: `${year}-01-01`, previousPaymentTerm: 1 } });
    expect(await cardsTermOf(token, year)).toBe(12);
    expect(new Set(await policyTermsOf(token, year - 1))).toEqual(new Set([1]));
    expect(new Set(await policyTermsOf(token, year))).toEqual(new Set([12]));

    // 15 January: quarterly with this year's packages, after the 10th, so from 1 March; until then yearly
    t.backend.clock.advance(Math.round((Date.parse(`${year}-01-15T12:00:00Z`) - t.backend.clock.now()) / 1000));
    const januaryToken = await t.accessToken('hoofdverzekerde');
    expect((await save(januaryToken, year, 3)).status).toBe(200);
    expect(await paymentDetailsOf(januaryToken)).toMatchObject({ paymentTerm: 3, scheduledChange: { effectiveFrom: `${year}-03-01`, previousPaymentTerm: 12 } });
    expect(await cardsTermOf(januaryToken, year)).toBe(3);
    expect(new Set(await policyTermsOf(januaryToken, year))).toEqual(new Set([12]));
    t.backend.clock.advance(Math.round((Date.parse(`${year}-03-02T12:00:00Z`) - t.backend.clock.now()) / 1000));
    const marchToken = await t.accessToken('hoofdverzekerde');
    expect(new Set(await policyTermsOf(marchToken, year))).toEqual(new Set([3]));
    expect((await paymentDetailsOf(marchToken)).scheduledChange).toBeNull();
  });

  test('save refuses: no basic insurance lists the package type; a package-line conflict; more than the group allows; nothing stored', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read().policies);
    const save = (codes: string[]) =>
      t.call('POST', '/api/Contract/SaveContractCards', { token, body: { agreementNumber: agreementId, year, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: codes }] } });
    const missing = await save(['AV2']);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ message: CONTRACT_MESSAGES.missingRequired, packageTypes: ['Basisverzekering'] });
    expect((await save(['1113', 'AV3'])).json.message).toBe(CONTRACT_MESSAGES.packageLineConflict);
    expect((await save(['1114', 'AV1', 'AV2'])).json.message).toMatch(/maximumSelectableAmount/);
    expect((await save(['1114', 'TG3'])).json.message).toBe(CONTRACT_MESSAGES.medicalSelection);
    expect((await save(['1114', 'XYZ'])).status).toBe(400);
    expect(JSON.stringify(t.backend.store.read().policies)).toBe(before);
  });

  test('this year in November: not yet possible; the defaulter: payment deficit; a co-insured: 403; another agreement: 404', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const thisYear = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: { agreementNumber: agreementId, year: year - 1, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1114'] }] },
    });
    expect(thisYear.json.message).toBe(CONTRACT_MESSAGES.notYetPossible);

    const defaulter = household('wanbetaler');
    const defaulterToken = await t.accessToken('wanbetaler');
    const deficit = await t.call('POST', '/api/Contract/SaveContractCards', {
      token: defaulterToken,
      body: { agreementNumber: defaulter.agreementId, year, chosenInsurances: [{ customerNumber: defaulter.main.customerNumber, productComponentCodes: ['1114'] }] },
    });
    expect(deficit.json.message).toBe(CONTRACT_MESSAGES.paymentDeficit);
    expect((await t.call('POST', '/api/Contract/validate', { token: defaulterToken, body: { agreementId, year, chosenInsurances: [] } })).status).toBe(404);
  });

  test('without u-ins → 403 before the body is read', async () => {
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
      account.permissions = account.permissions.filter((code) => code !== 'u-ins');
    });
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/Contract/validate', { token, body: 'no json' })).status).toBe(403);
  });
});

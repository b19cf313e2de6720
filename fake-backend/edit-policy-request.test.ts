// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { CONTRACT_MESSAGES } from './areas/contract-cards';
import { INSURANCE_CARD_LINK } from './areas/contract-card-links';
import { EDIT_REQUEST_MESSAGES } from './areas/edit-policy-request';
import { offeredYearInOfferPeriod, useTestBackend, type LooseJson } from './test-support';

/** Issue 32 point 11: the edit-policy request's lists, the cards' links, the product premiums and the refusals' shapes (spec 02 §3, §4). */
const t = useTestBackend();


function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const main = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === main.agreementId)!;
  return { main, agreementId: main.agreementId, agreement };
}

interface Card { productComponentCode: string; policyDocument: LooseJson; conditionsDocument: LooseJson; insuranceCardLink: string | null; insuredPersons: { customerNumber: string; isSelected?: boolean; isDisabled?: boolean }[] }
interface Group { key: string; cards: Card[] }

const cardsCall = async (username: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/Contract/GetContractCardsForActivePolicies', { token: await t.accessToken(username), body });

describe('POST Contract/GetContractCardsForActivePolicies: the edit-policy request', () => {
  test("the cards link their documents of the label and the basic insurance's insurance card", async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { agreementId } = household('hoofdverzekerde');
    const answer = await cardsCall('hoofdverzekerde', { agreementId, year });
    expect(answer.status).toBe(200);
    const groups = answer.json.contractCards as Group[];
    const basic = groups.find((group) => group.key === 'basic')!.cards.find((card) => card.productComponentCode === '1114')!;
    // next year's documents are out with next year's offer (issue 33 point 14)
    expect(basic.conditionsDocument).toMatchObject({ displayName: `Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${year}`, language: 'nl-NL', code: '1114' });
    expect(basic.policyDocument).toMatchObject({ displayName: `Vergoedingenoverzicht Zorgzaam Basis ${year}` });
    expect(basic.insuranceCardLink).toBe(INSURANCE_CARD_LINK);
    const good = groups.find((group) => group.key === 'additional')!.cards.find((card) => card.productComponentCode === 'AV2')!;
    expect(good.conditionsDocument.displayName).toBe(`Polisvoorwaarden Aanvullende verzekeringen ${year}`);
    expect(good.policyDocument.displayName).toBe(`Vergoedingenoverzicht Aanvullend Goed ${year}`);
    expect(good.insuranceCardLink).toBeNull();
    // the linked document downloads with the reimbursement documents' call
    const download = await t.call('GET', `/api/Document/GetGenericDocument?documentId=${basic.conditionsDocument.id}`, { token: await t.accessToken('hoofdverzekerde') });
    expect(download.status).toBe(200);
  });

  test('a newly participating child under 18 is offered no dental options (the parent\'s it has free stays); ignored packages are left out', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const persons = (await cardsCall('hoofdverzekerde', { agreementId, year })).json.insuredPersons as { customerNumber: string; isAdult: boolean }[];
    const child = persons.find((person) => !person.isAdult)!.customerNumber;
    t.backend.store.update((draft) => {
      const participant = draft.agreements.find((entry) => entry.agreementId === agreementId)!.agreementParticipants.find((entry) => entry.customerNumber === child)!;
      participant.startDate = `${year}-03-01`;
    });
    const answer = await cardsCall('hoofdverzekerde', { agreementId, year, newlyParticipatingCustomerNumbers: [child], productComponentCodesToIgnore: ['TG3'] });
    expect(answer.status).toBe(200);
    const groups = answer.json.contractCards as Group[];
    const dental = groups.find((group) => group.key === 'dental')!;
    // no dental option to choose: what stays is the parent's dental package the child has free (selected, not choosable)
    const childsDental = dental.cards.flatMap((card) => card.insuredPersons.filter((option) => option.customerNumber === child));
    expect(childsDental.every((option) => option.isSelected === true && option.isDisabled === true)).toBe(true);
    expect(dental.cards.flatMap((card) => card.insuredPersons.map((option) => option.customerNumber))).toContain(main.customerNumber);
    expect(dental.cards.map((card) => card.productComponentCode)).not.toContain('TG3');
    // the child keeps the other groups
    expect(groups.find((group) => group.key === 'basic')!.cards[0]!.insuredPersons.map((option) => option.customerNumber)).toContain(child);
  });

  test.for([
    { name: 'the lists not lists', body: { productComponentCodesToIgnore: 'TG3' }, status: 400, message: EDIT_REQUEST_MESSAGES.ignoreList },
    { name: 'a blank code', body: { productComponentCodesToIgnore: ['  '] }, status: 400, message: EDIT_REQUEST_MESSAGES.ignoreList },
    { name: 'an unknown product', body: { productComponentCodesToIgnore: ['XX9'] }, status: 400, message: EDIT_REQUEST_MESSAGES.unknownProduct('XX9') },
    { name: 'the basic insurance', body: { productComponentCodesToIgnore: ['1113'] }, status: 400, message: EDIT_REQUEST_MESSAGES.notIgnorable('1113') },
    { name: 'the own risk', body: { productComponentCodesToIgnore: ['OW200'] }, status: 400, message: EDIT_REQUEST_MESSAGES.notIgnorable('OW200') },
    { name: 'a package on the policy', body: { productComponentCodesToIgnore: ['AV2'] }, status: 400, message: EDIT_REQUEST_MESSAGES.chosen('AV2') },
    { name: 'customer numbers not a list', body: { newlyParticipatingCustomerNumbers: [12] }, status: 400, message: EDIT_REQUEST_MESSAGES.newlyList },
  ])('bad input is a 400 in Dutch: $name', async ({ body, status, message }) => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { agreementId } = household('hoofdverzekerde');
    const answer = await cardsCall('hoofdverzekerde', { agreementId, year, ...body });
    expect(answer.status).toBe(status);
    expect(answer.json.message).toBe(message);
  });

  test('newly participating persons: someone insured all year is a 400, someone of another household a 403', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const stranger = household('wanbetaler').main.customerNumber;
    const allYear = await cardsCall('hoofdverzekerde', { agreementId, year, newlyParticipatingCustomerNumbers: [main.customerNumber] });
    expect(allYear.status).toBe(400);
    expect(allYear.json.message).toBe(EDIT_REQUEST_MESSAGES.notNewly(main.customerNumber, year));
    const other = await cardsCall('hoofdverzekerde', { agreementId, year, newlyParticipatingCustomerNumbers: [stranger] });
    expect(other.status).toBe(403);
    expect(other.json.message).toContain(stranger);
  });

  test("a defaulter's cards carry the server's payment-deficit reason; a save is refused with it and stores nothing", async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('wanbetaler');
    const answer = await cardsCall('wanbetaler', { agreementId, year, productComponentCodesToIgnore: [], newlyParticipatingCustomerNumbers: [] });
    expect(answer.status).toBe(200);
    expect(answer.json.changeDenied).toBe(CONTRACT_MESSAGES.paymentDeficit);
    const token = await t.accessToken('wanbetaler');
    const before = JSON.stringify(t.backend.store.read());
    const save = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: { agreementNumber: agreementId, year, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1113'] }] },
    });
    expect(save.status).toBe(400);
    expect(save.json.message).toBe(CONTRACT_MESSAGES.paymentDeficit);
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });
});

describe('POST Contract/validate and SaveContractCards: product premiums and the refusal with package types', () => {
  test("the premium overview lists each product's premium and discount", async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const answer = await t.call('POST', '/api/Contract/validate', {
      token: await t.accessToken('hoofdverzekerde'),
      body: { agreementId, startDate: `${year}-01-01`, selectedPaymentTerm: 1, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1114', 'AV1', 'OW500'] }] },
    });
    expect(answer.status).toBe(200);
    const mine = answer.json.premiumOverview.find((entry: { customerNumber: string }) => entry.customerNumber === main.customerNumber);
    const codes = mine.after.products.map((product: { code: string }) => product.code);
    expect(codes).toEqual(expect.arrayContaining(['1114', 'AV1']));
    for (const product of mine.after.products) {
      expect(product).toEqual({ code: expect.any(String), name: expect.any(String), typeOfProduct: expect.any(String), nettoPremium: expect.any(Number), collectivityDiscountAmount: expect.any(Number) });
    }
    // the cards keep their links after a choice
    const basic = (answer.json.contractCards as Group[]).find((group) => group.key === 'basic')!.cards.find((card) => card.productComponentCode === '1114')!;
    expect(basic.insuranceCardLink).toBe(INSURANCE_CARD_LINK);
  });

  test('a save without a basic insurance names the missing package types and stores nothing', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read());
    const save = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: { agreementNumber: agreementId, year, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['AV2'] }] },
    });
    expect(save.status).toBe(400);
    expect(save.json).toEqual({ message: CONTRACT_MESSAGES.missingRequired, packageTypes: ['Basisverzekering'] });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });
});

test('the own risk links no documents of its own', async () => {
  const year = offeredYearInOfferPeriod(t.backend);
  const { agreementId } = household('hoofdverzekerde');
  const groups = (await cardsCall('hoofdverzekerde', { agreementId, year })).json.contractCards as Group[];
  for (const ownRisk of groups.find((group) => group.key === 'excess')!.cards) {
    expect([ownRisk.policyDocument, ownRisk.conditionsDocument, ownRisk.insuranceCardLink]).toEqual([null, null, null]);
  }
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { intoOfferPeriod, useTestBackend } from './test-support';

const t = useTestBackend();

type Card = { productComponentCode: string; insuredPersons: { customerNumber: string; isSelected: boolean }[] };
type Group = { key: string; cards: Card[] };

/** The product codes selected for a person on the cards, without the no-insurance cards and the own risk (not a package a child gets). */
function selectedCodes(groups: Group[], customerNumber: string): string[] {
  return groups
    .flatMap((group) => group.cards)
    .filter((card) => card.insuredPersons.some((entry) => entry.customerNumber === customerNumber && entry.isSelected))
    .map((card) => card.productComponentCode)
    .filter((code) => !code.startsWith('GEEN-') && !code.startsWith('OW'))
    .sort();
}

function household() {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
  const main = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === main.agreementId)!;
  const numberOf = (role: string) => agreement.agreementParticipants.filter((entry) => entry.role === role).map((entry) => entry.customerNumber);
  return { agreementId: agreement.agreementId, main: main.customerNumber, partner: numberOf('P')[0]!, children: numberOf('M') };
}

describe('issue 32 point 10: children\'s free packages follow the highest-insured parent on the agreement', () => {
  // "Children under 18 get the highest-insured parent's packages free"; the partner (16 or over, an own account) is hidden from
  // the main insured's view, but the rule reads the agreement: privacy hides what is shown, not what the rules see.
  test('the main insured lowers her cover below the hidden partner\'s: the children keep the partner\'s packages, the partner stays hidden', async () => {
    const year = intoOfferPeriod(t.backend) + 1;
    const { agreementId, main, partner, children } = household();
    const token = await t.accessToken('hoofdverzekerde');
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForActivePolicies', { token, body: { agreementId, year } });
    expect(cards.status).toBe(200);
    expect(cards.json.insuredPersons.map((person: { customerNumber: string }) => person.customerNumber)).not.toContain(partner);
    const mainCodes = selectedCodes(cards.json.contractCards, main);
    for (const child of children) expect(selectedCodes(cards.json.contractCards, child)).toEqual(mainCodes);

    const basic = mainCodes.filter((code) => /^\d+$/.test(code));
    const lowered = await t.call('POST', '/api/Contract/validate', {
      token,
      body: { agreementId, year, startDate: `${year}-01-01`, chosenInsurances: [{ customerNumber: main, productComponentCodes: [...basic, 'GEEN-AP', 'GEEN-TA'] }] },
    });
    expect(lowered.status).toBe(200);
    expect(selectedCodes(lowered.json.contractCards, main)).toEqual(basic);
    const partnersCodes = t.backend.store.read().policies.find((policy) => policy.customerNumber === partner)!.products.map((product) => product.code).filter((code) => !code.startsWith('OW')).sort();
    for (const child of children) expect(selectedCodes(lowered.json.contractCards, child)).toEqual(partnersCodes);
    expect(JSON.stringify(lowered.json)).not.toContain(partner);
  });
});

describe('issue 32 point 10 when adding: a newborn gets the free packages of the highest-insured parent on the agreement', () => {
  // the same rule in Contract/GetContractCardsForNewlyInsuredPersons: the newborn is a child of the agreement, so the
  // partner hidden from the main insured counts for her as for the children already insured
  test('the main insured is insured below the hidden partner this year: the newborn gets the partner\'s packages, and the partner stays hidden', async () => {
    const { agreementId, main, partner } = household();
    const year = Number(t.backend.clock.today().slice(0, 4));
    t.backend.store.update((draft) => {
      const policy = draft.policies.find((entry) => entry.customerNumber === main && entry.year === year)!;
      // only the basic insurance and the own risk left: below the partner's additional and dental packages
      policy.products = policy.products.filter((product) => product.typeOfProduct === 'MB' || product.typeOfProduct === 'OW');
    });
    const partnersCodes = t.backend.store.read().policies
      .find((policy) => policy.customerNumber === partner && policy.year === year)!
      .products.map((product) => product.code).filter((code) => !code.startsWith('OW')).sort();
    const mainsCodes = t.backend.store.read().policies
      .find((policy) => policy.customerNumber === main && policy.year === year)!
      .products.map((product) => product.code).filter((code) => !code.startsWith('OW')).sort();
    expect(partnersCodes).not.toEqual(mainsCodes);

    const birthDate = new Date(t.backend.clock.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const token = await t.accessToken('hoofdverzekerde');
    const newborn = {
      id: 'pasgeboren-1', initials: 'L.', firstName: 'Lotte', prefix: '', lastName: 'Jansen', birthNamePrefix: '', birthName: '',
      emailAddress: '', emailAddressConfirmation: '', birthDate, gender: 'F', role: 'M', isBornRecently: true,
      socialSecurityNumber: '999990019', nationality: 'NL', startDate: '',
    };
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [newborn] } });
    expect(cards.status).toBe(200);
    expect(selectedCodes(cards.json.contractCards, 'pasgeboren-1')).toEqual(partnersCodes);
    expect(JSON.stringify(cards.json)).not.toContain(partner);
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type CardOption,
  type ContractCard,
  type ContractCardGroup,
  choosableCardOptions,
  exceedsMaximumSelectableAmount,
  fixedPackages,
  isContractCardShown,
  isOneOfGroup,
  selectedCards,
  shownCardOptions,
  toggleContractCard,
} from './contract-cards';
import { chooseContractCard } from './package-lines';

const option = (customerNumber: string, overrides: Partial<CardOption> = {}): CardOption => ({
  customerNumber,
  netPremiumWithDiscount: 10,
  isSelected: false,
  isDisabled: false,
  ...overrides,
});

const card = (productComponentCode: string, overrides: Partial<ContractCard> = {}): ContractCard => ({
  productComponentCode,
  title: productComponentCode,
  packageSetNumber: 1,
  packageType: 'additional',
  isNoInsurance: false,
  hasMedicalSelection: false,
  isDisabled: false,
  insuredPersons: [option('anna'), option('bram')],
  ...overrides,
});

const group = (maximumSelectableAmount: number, cards: ContractCard[]): ContractCardGroup => ({
  key: 'additional',
  maximumSelectableAmount,
  cards,
});

/** 'code:customer' for every selected option, to compare selections at a glance. */
const selection = (cardGroup: ContractCardGroup): string[] =>
  cardGroup.cards.flatMap((each) =>
    each.insuredPersons.filter((each2) => each2.isSelected).map((each2) => `${each.productComponentCode}:${each2.customerNumber}`),
  );

const selected = (code: string, ...customers: string[]) => ({
  insuredPersons: ['anna', 'bram'].map((customer) => option(customer, { isSelected: customers.includes(customer) })),
  productComponentCode: code,
});

describe('selection toggling', () => {
  // "choosing the no-insurance card deselects that person's other cards in the group; choosing a card
  //  deselects the person's other card in the same group when the group allows only one, same package set
  //  and type." "Choosing a cover option for a person (unless disabled) updates the selection"
  test.for([
    {
      name: 'no insurance deselects the other cards of that person only',
      group: group(3, [card('none', { isNoInsurance: true, packageSetNumber: null }), card('A', selected('A', 'anna', 'bram')), card('B', selected('B', 'anna'))]),
      choice: { productComponentCode: 'none', customerNumber: 'anna' },
      after: ['A:bram', 'none:anna'],
    },
    {
      name: 'single-choice group: same set and type is replaced',
      group: group(1, [card('A', selected('A', 'anna', 'bram')), card('B')]),
      choice: { productComponentCode: 'B', customerNumber: 'anna' },
      after: ['A:bram', 'B:anna'],
    },
    {
      name: 'single-choice group: a card outside any line (Aanvullend Goed) is replaced by one in a line (Aanvullend Best)',
      group: group(1, [card('AV2', { ...selected('AV2', 'anna', 'bram'), packageSetNumber: null }), card('AV3', { packageSetNumber: 2 })]),
      choice: { productComponentCode: 'AV3', customerNumber: 'anna' },
      after: ['AV2:bram', 'AV3:anna'],
    },
    {
      name: 'single-choice group: a card in a line is replaced by one outside any line',
      group: group(1, [card('AV3', { ...selected('AV3', 'anna'), packageSetNumber: 2 }), card('AV2', { packageSetNumber: null })]),
      choice: { productComponentCode: 'AV2', customerNumber: 'anna' },
      after: ['AV2:anna'],
    },
    {
      // another line is the package-line conflict's to reset (chooseContractCard), not the group's
      name: 'single-choice group: another package set stays',
      group: group(1, [card('A', { ...selected('A', 'anna'), packageSetNumber: 2 }), card('B')]),
      choice: { productComponentCode: 'B', customerNumber: 'anna' },
      after: ['A:anna', 'B:anna'],
    },
    {
      name: 'single-choice group: another type stays',
      group: group(1, [card('A', { ...selected('A', 'anna'), packageType: 'dental' }), card('B')]),
      choice: { productComponentCode: 'B', customerNumber: 'anna' },
      after: ['A:anna', 'B:anna'],
    },
    {
      name: 'multi-choice group: both stay',
      group: group(2, [card('A', selected('A', 'anna')), card('B')]),
      choice: { productComponentCode: 'B', customerNumber: 'anna' },
      after: ['A:anna', 'B:anna'],
    },
    {
      name: 'choosing cover drops the no-insurance card',
      group: group(3, [card('none', { ...selected('none', 'anna'), isNoInsurance: true, packageSetNumber: null }), card('A')]),
      choice: { productComponentCode: 'A', customerNumber: 'anna' },
      after: ['A:anna'],
    },
    {
      name: 'a chosen card is deselected',
      group: group(1, [card('A', selected('A', 'anna', 'bram'))]),
      choice: { productComponentCode: 'A', customerNumber: 'anna' },
      after: ['A:bram'],
    },
    {
      name: 'a disabled card changes nothing',
      group: group(1, [card('A', selected('A', 'anna')), card('B', { isDisabled: true })]),
      choice: { productComponentCode: 'B', customerNumber: 'anna' },
      after: ['A:anna'],
    },
    {
      name: "a person's disabled option changes nothing",
      group: group(1, [card('A', selected('A', 'anna')), card('B', { insuredPersons: [option('anna', { isDisabled: true })] })]),
      choice: { productComponentCode: 'B', customerNumber: 'anna' },
      after: ['A:anna'],
    },
    {
      name: 'an unknown card changes nothing',
      group: group(1, [card('A', selected('A', 'anna'))]),
      choice: { productComponentCode: 'Z', customerNumber: 'anna' },
      after: ['A:anna'],
    },
  ])('$name', ({ group: cardGroup, choice, after }) => {
    expect(selection(toggleContractCard(cardGroup, choice)).sort()).toEqual(after.sort());
  });

  const singleChoiceGroup = fc
    .record({
      codes: fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { minLength: 1, maxLength: 5 }),
      set: fc.constantFrom(1, 2),
      chosenIndex: fc.nat(),
      annaSelects: fc.option(fc.nat()),
      bramSelects: fc.option(fc.nat()),
    })
    .map(({ codes, set, chosenIndex, annaSelects, bramSelects }) => {
      // a consistent single-choice selection: each person has at most one card chosen
      const pick = (index: number | null) => (index === null ? null : codes[index % codes.length]);
      const annaCode = pick(annaSelects);
      const bramCode = pick(bramSelects);
      const cards = codes.map((code) =>
        card(code, {
          packageSetNumber: set,
          insuredPersons: [option('anna', { isSelected: code === annaCode }), option('bram', { isSelected: code === bramCode })],
        }),
      );
      return { cardGroup: group(1, cards), chosen: codes[chosenIndex % codes.length] ?? 'A', annaCode };
    });

  test('property: in a single-choice group, choosing a card twice returns the original when nothing else was chosen', () => {
    fc.assert(
      fc.property(singleChoiceGroup, ({ cardGroup, chosen, annaCode }) => {
        fc.pre(annaCode === null || annaCode === chosen);
        const choice = { productComponentCode: chosen, customerNumber: 'anna' };
        expect(toggleContractCard(toggleContractCard(cardGroup, choice), choice)).toEqual(cardGroup);
      }),
    );
  });

  test('property: after choosing, a person has at most one card in a single-choice group and the others are untouched', () => {
    fc.assert(
      fc.property(singleChoiceGroup, ({ cardGroup, chosen }) => {
        const after = toggleContractCard(cardGroup, { productComponentCode: chosen, customerNumber: 'anna' });
        expect(selectedCards(after, 'anna').length).toBeLessThanOrEqual(1);
        expect(exceedsMaximumSelectableAmount(after, 'anna')).toBe(false);
        const codesOfBram = (cardGroup2: ContractCardGroup) => selectedCards(cardGroup2, 'bram').map((each) => each.productComponentCode);
        expect(codesOfBram(after)).toEqual(codesOfBram(cardGroup));
      }),
    );
  });
});

describe('a choice of one (issue 33 point 8)', () => {
  // "choosing a card deselects the person's other card in the same group when the group allows only one,
  //  same package set and type": such a group is a choice of one per person
  test.for([
    { name: 'maximum one, one type (Aanvullende verzekering)', maximum: 1, types: ['additional', 'additional'], oneOf: true },
    { name: 'maximum one, one card', maximum: 1, types: ['own risk'], oneOf: true },
    { name: 'maximum two (Extra aanvullende verzekering)', maximum: 2, types: ['extra additional', 'extra additional'], oneOf: false },
    { name: 'maximum one, two types', maximum: 1, types: ['additional', 'dental'], oneOf: false },
  ])('$name: one of the group $oneOf', ({ maximum, types, oneOf }) => {
    const cards = types.map((packageType, index) => card(`C${index}`, { packageType }));
    expect(isOneOfGroup(group(maximum, cards))).toBe(oneOf);
  });

  test('property: in a one-of group, choosing an unchosen card leaves the person exactly that card, whatever the lines', () => {
    const lines = fc.constantFrom<number | null>(null, 1, 2);
    fc.assert(
      fc.property(fc.array(lines, { minLength: 2, maxLength: 5 }), fc.nat(), fc.nat(), (cardLines, had, pick) => {
        const codes = cardLines.map((_, index) => `C${index}`);
        const hadCode = codes[had % codes.length];
        const chosen = codes[pick % codes.length] as string;
        fc.pre(hadCode !== chosen);
        const cards = cardLines.map((packageSetNumber, index) =>
          card(codes[index] as string, { packageSetNumber, insuredPersons: [option('anna', { isSelected: codes[index] === hadCode })] }),
        );
        const oneOf = group(1, cards);
        expect(isOneOfGroup(oneOf)).toBe(true);
        const after = chooseContractCard([oneOf], 'additional', { productComponentCode: chosen, customerNumber: 'anna' }).groups[0] as ContractCardGroup;
        expect(selectedCards(after, 'anna').map((each) => each.productComponentCode)).toEqual([chosen]);
        expect(exceedsMaximumSelectableAmount(after, 'anna')).toBe(false);
      }),
    );
  });
});

describe('maximum selectable amount', () => {
  // "maximum number of selectable packages per card group set by the server; maximum selectable message shown when exceeded"
  test.for([
    { name: 'two of two', maximum: 2, chosen: ['A', 'B'], exceeded: false },
    { name: 'three of two', maximum: 2, chosen: ['A', 'B', 'C'], exceeded: true },
    { name: 'no insurance is not a package', maximum: 1, chosen: ['none', 'A'], exceeded: false },
  ])('$name: exceeded $exceeded', ({ maximum, chosen, exceeded }) => {
    const cards = ['none', 'A', 'B', 'C'].map((code) =>
      card(code, { isNoInsurance: code === 'none', insuredPersons: [option('anna', { isSelected: chosen.includes(code) })] }),
    );
    expect(exceedsMaximumSelectableAmount(group(maximum, cards), 'anna')).toBe(exceeded);
  });
});

describe('shown cards and options', () => {
  // "Cards are shown only if someone has a discounted premium or the package set has more than one card.
  //  Options without a premium amount are not shown."
  test.for([
    { name: 'someone pays, alone in its set', premiums: [12.5, null], cardsInSet: 1, shown: true },
    { name: 'nobody pays, alone in its set', premiums: [0, null], cardsInSet: 1, shown: false },
    { name: 'nobody pays, a set of two', premiums: [0, 0], cardsInSet: 2, shown: true },
    { name: 'no premiums at all, a set of three', premiums: [null, null], cardsInSet: 3, shown: true },
  ])('$name: shown $shown', ({ premiums, cardsInSet, shown }) => {
    const shownCard = card('A', {
      insuredPersons: premiums.map((netPremiumWithDiscount, index) => option(`p${index}`, { netPremiumWithDiscount })),
    });
    const others = Array.from({ length: cardsInSet - 1 }, (_, index) => card(`other${index}`));
    const otherSet = card('elsewhere', { packageSetNumber: 9 });
    expect(isContractCardShown(shownCard, group(1, [shownCard, ...others, otherSet]))).toBe(shown);
  });

  test.for([
    { premiums: [10, null, 0], shownCustomers: ['p0', 'p2'] },
    { premiums: [null], shownCustomers: [] },
  ])('premiums $premiums: options of $shownCustomers', ({ premiums, shownCustomers }) => {
    const withOptions = card('A', {
      insuredPersons: premiums.map((netPremiumWithDiscount, index) => option(`p${index}`, { netPremiumWithDiscount })),
    });
    expect(shownCardOptions(withOptions).map((each) => each.customerNumber)).toEqual(shownCustomers);
  });
});

// issue 33 point 14: "the newborn's cards step without 20 disabled cards": only what can be chosen, and what is fixed named
describe('choosable options and fixed packages', () => {
  const newborn = (overrides: Partial<CardOption> = {}) => option('baby', { netPremiumWithDiscount: 0, isDisabled: true, ...overrides });

  test.for([
    { case: 'an option that can be chosen', cardOverrides: {}, options: [option('anna')], choosable: ['anna'] },
    { case: "a child's option, disabled", cardOverrides: {}, options: [newborn({ isSelected: true })], choosable: [] },
    { case: 'a disabled card', cardOverrides: { isDisabled: true }, options: [option('anna')], choosable: [] },
    { case: 'an option without a premium amount', cardOverrides: {}, options: [option('anna', { netPremiumWithDiscount: null })], choosable: [] },
  ])('$case', ({ cardOverrides, options, choosable }) => {
    expect(choosableCardOptions(card('A', { ...cardOverrides, insuredPersons: options })).map((each) => each.customerNumber)).toEqual(choosable);
  });

  test("a newborn's packages: the selected ones that cannot be chosen and have an amount, in the groups' order; nothing for whoever can choose", () => {
    const groups: ContractCardGroup[] = [
      { key: 'basic', maximumSelectableAmount: 1, cards: [card('Basis', { insuredPersons: [newborn({ isSelected: true }), option('anna', { isSelected: true })] })] },
      {
        key: 'additional',
        maximumSelectableAmount: 1,
        cards: [
          card('Geen', { isNoInsurance: true, insuredPersons: [newborn()] }),
          card('Goed', { insuredPersons: [newborn({ isSelected: true })] }),
          card('Best', { insuredPersons: [newborn()] }),
        ],
      },
      {
        key: 'dental',
        maximumSelectableAmount: 1,
        cards: [card('Tand', { isDisabled: true, insuredPersons: [option('anna', { isSelected: true }), newborn({ isSelected: true, netPremiumWithDiscount: null })] })],
      },
    ];
    expect(fixedPackages(groups)).toEqual([
      { customerNumber: 'baby', titles: ['Basis', 'Goed'] },
      { customerNumber: 'anna', titles: ['Tand'] },
    ]);
  });
});

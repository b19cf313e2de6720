import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ContractCard, ContractCardGroup } from './contract-cards';
import { chooseContractCard, hasPackageLineConflict } from './package-lines';

const card = (productComponentCode: string, packageSetNumber: number | null, chosenBy: string[] = []): ContractCard => ({
  productComponentCode,
  title: productComponentCode,
  packageSetNumber,
  packageType: 'package',
  isNoInsurance: false,
  hasMedicalSelection: false,
  isDisabled: false,
  insuredPersons: ['anna', 'bram'].map((customerNumber) => ({
    customerNumber,
    netPremiumWithDiscount: 10,
    isSelected: chosenBy.includes(customerNumber),
    isDisabled: false,
  })),
});

const groups = (basic: ContractCard[], additional: ContractCard[], excess: ContractCard[] = []): ContractCardGroup[] => [
  { key: 'basic', maximumSelectableAmount: 1, cards: basic },
  { key: 'additional', maximumSelectableAmount: 3, cards: additional },
  { key: 'excess', maximumSelectableAmount: 1, cards: excess },
];

const chosenCodes = (cardGroups: ContractCardGroup[], customerNumber: string) =>
  cardGroups.flatMap((group) =>
    group.cards
      .filter((each) => each.insuredPersons.some((option) => option.customerNumber === customerNumber && option.isSelected))
      .map((each) => each.productComponentCode),
  );

describe('package lines', () => {
  // "A combination of packages from different package lines is not possible; choosing it resets the other
  //  choices (package selection conflict, resolvable)."
  test.for([
    {
      name: 'same line: nothing is reset',
      groups: groups([card('basic-1113', 1113, ['anna'])], [card('extra-1113', 1113)]),
      choose: { groupKey: 'additional', code: 'extra-1113' },
      anna: ['basic-1113', 'extra-1113'],
      conflict: false,
    },
    {
      name: 'another line: the other choices are reset',
      groups: groups([card('basic-1113', 1113, ['anna'])], [card('extra-1114', 1114), card('more-1113', 1113, ['anna'])]),
      choose: { groupKey: 'additional', code: 'extra-1114' },
      anna: ['extra-1114'],
      conflict: true,
    },
    {
      name: 'cards outside any line stay',
      groups: groups([card('basic-1113', 1113, ['anna'])], [card('extra-1114', 1114)], [card('excess-500', null, ['anna'])]),
      choose: { groupKey: 'additional', code: 'extra-1114' },
      anna: ['extra-1114', 'excess-500'],
      conflict: true,
    },
    {
      name: 'deselecting a card resets nothing',
      groups: groups([card('basic-1113', 1113, ['anna'])], [card('extra-1114', 1114, ['anna'])]),
      choose: { groupKey: 'additional', code: 'extra-1114' },
      anna: ['basic-1113'],
      conflict: false,
    },
  ] as const)('$name', ({ groups: cardGroups, choose, anna, conflict }) => {
    const result = chooseContractCard(cardGroups, choose.groupKey, { productComponentCode: choose.code, customerNumber: 'anna' });
    expect(chosenCodes(result.groups, 'anna')).toEqual(anna);
    expect(result.isPackageSelectionConflict).toBe(conflict);
    expect(chosenCodes(result.groups, 'bram')).toEqual(chosenCodes([...cardGroups], 'bram'));
  });

  test.for([
    { name: 'one line', lines: [1113, 1113], conflict: false },
    { name: 'two lines', lines: [1113, 1115], conflict: true },
    { name: 'a line and no line', lines: [1113, null], conflict: false },
  ])('$name: conflict $conflict', ({ lines, conflict }) => {
    const cards = lines.map((line, index) => card(`c${index}`, line, ['anna']));
    expect(hasPackageLineConflict(groups(cards.slice(0, 1), cards.slice(1)), 'anna')).toBe(conflict);
  });

  test('property: after choosing a card the person has no package line conflict, and others are untouched', () => {
    const lines = fc.constantFrom(1113, 1114, 1115, null);
    const someCards = (prefix: string) =>
      fc.array(fc.record({ line: lines, anna: fc.boolean(), bram: fc.boolean() }), { minLength: 1, maxLength: 4 }).map((specs) =>
        specs.map((spec, index) =>
          card(`${prefix}${index}`, spec.line, [spec.anna ? 'anna' : '', spec.bram ? 'bram' : ''].filter(Boolean)),
        ),
      );
    fc.assert(
      fc.property(someCards('b'), someCards('a'), fc.nat(), (basic, additional, pick) => {
        const cardGroups = groups(basic, additional);
        const target = additional[pick % additional.length] as ContractCard;
        fc.pre(!hasPackageLineConflict(cardGroups, 'anna'));
        const result = chooseContractCard(cardGroups, 'additional', { productComponentCode: target.productComponentCode, customerNumber: 'anna' });
        expect(hasPackageLineConflict(result.groups, 'anna')).toBe(false);
        expect(chosenCodes(result.groups, 'bram')).toEqual(chosenCodes(cardGroups, 'bram'));
      }),
    );
  });
});

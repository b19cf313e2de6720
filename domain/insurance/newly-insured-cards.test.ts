import { describe, expect, test } from 'vitest';
import type { ContractCardGroup } from './contract-cards';
import { cardGroupsForNewlyParticipatingPersons, isDentalCardOfferedTo } from './newly-insured-cards';

const today = new Date(2025, 5, 1);

describe('dental cards for newly participating persons', () => {
  // "Dental cards for newly participating persons are offered only to those aged 18 or over."
  const persons = [
    { customerNumber: 'partner', birthDate: '1990-02-02', offered: true },
    { customerNumber: 'turns-18-today', birthDate: '2007-06-01', offered: true },
    { customerNumber: 'seventeen', birthDate: '2007-06-02', offered: false },
    { customerNumber: 'newborn', birthDate: '2025-05-20', offered: false },
  ];
  test.for(persons)('$customerNumber ($birthDate): offered $offered', ({ birthDate, offered }) => {
    expect(isDentalCardOfferedTo({ birthDate }, today)).toBe(offered);
  });

  test('only the dental group loses the options of those under 18', () => {
    const options = persons.map(({ customerNumber }) => ({ customerNumber, netPremiumWithDiscount: 5, isSelected: false, isDisabled: false }));
    const cardOf = (code: string) => ({
      productComponentCode: code,
      title: code,
      packageSetNumber: 1,
      packageType: code,
      isNoInsurance: false,
      hasMedicalSelection: false,
      isDisabled: false,
      insuredPersons: options,
    });
    const groups: ContractCardGroup[] = [
      { key: 'additional', maximumSelectableAmount: 1, cards: [cardOf('AV')] },
      { key: 'dental', maximumSelectableAmount: 1, cards: [cardOf('TA')] },
    ];
    const result = cardGroupsForNewlyParticipatingPersons(groups, persons, today);
    const customersOn = (index: number) => result[index]?.cards[0]?.insuredPersons.map((option) => option.customerNumber);
    expect(customersOn(0)).toEqual(persons.map((person) => person.customerNumber));
    expect(customersOn(1)).toEqual(persons.filter((person) => person.offered).map((person) => person.customerNumber));
  });

  test("a child's dental package from the parent (selected, not choosable) is no offer: it stays, so the screen names it", () => {
    const option = (customerNumber: string, fixed: boolean) => ({ customerNumber, netPremiumWithDiscount: 0, isSelected: fixed, isDisabled: fixed });
    const dental: ContractCardGroup = {
      key: 'dental',
      maximumSelectableAmount: 1,
      cards: [
        {
          productComponentCode: 'TG2',
          title: 'Tand Goed',
          packageSetNumber: 1,
          packageType: 'TA',
          isNoInsurance: false,
          hasMedicalSelection: false,
          isDisabled: false,
          insuredPersons: [option('newborn', true), option('seventeen', false)],
        },
      ],
    };
    const [result] = cardGroupsForNewlyParticipatingPersons([dental], persons, today);
    expect(result?.cards[0]?.insuredPersons.map((entry) => entry.customerNumber)).toEqual(['newborn']);
  });
});

import { describe, expect, test } from 'vitest';
import type { ContractCardGroupView } from '../api/contract';
import { policyChanges } from './policy-changes';

const card = (title: string, selected: string[]) => ({
  productComponentCode: title, title, packageSetNumber: null, packageType: 'x', isNoInsurance: false, hasMedicalSelection: false, isDisabled: false,
  ownRiskAmount: null, insuredPersons: ['main', 'child'].map((customerNumber) => ({ customerNumber, netPremiumWithDiscount: 10, ownRiskDiscount: null, isSelected: selected.includes(customerNumber), isDisabled: false })),
});
const groups = (additional: Record<string, string[]>, extra: Record<string, string[]>): ContractCardGroupView[] => [
  { key: 'basic', label: 'Basisverzekering', maximumSelectableAmount: 1, cards: [card('Basis Restitutie', ['main', 'child'])] },
  { key: 'additional', label: 'Aanvullend', maximumSelectableAmount: 1, cards: Object.entries(additional).map(([title, who]) => card(title, who)) },
  { key: 'extraAdditional', label: 'Extra aanvullend', maximumSelectableAmount: 2, cards: Object.entries(extra).map(([title, who]) => card(title, who)) },
];
const BEFORE = groups({ 'Aanvullend Goed': ['main', 'child'], 'Aanvullend Best': [] }, { Fysio: ['main'], Buitenland: [] });

describe('what a saved policy change changed, per person (issue 33 point 7)', () => {
  test.for([
    { name: 'nothing changed: nobody listed', after: BEFORE, expected: [] },
    {
      name: 'the main insured from Goed to Best: one line, the child left out',
      after: groups({ 'Aanvullend Goed': ['child'], 'Aanvullend Best': ['main'] }, { Fysio: ['main'], Buitenland: [] }),
      expected: [{ customerNumber: 'main', changes: [{ groupKey: 'additional', groupLabel: 'Aanvullend', before: ['Aanvullend Goed'], after: ['Aanvullend Best'] }] }],
    },
    {
      name: 'an extra package added beside another, and one for the child where she had none',
      after: groups({ 'Aanvullend Goed': ['main', 'child'], 'Aanvullend Best': [] }, { Fysio: ['main'], Buitenland: ['main', 'child'] }),
      expected: [
        { customerNumber: 'main', changes: [{ groupKey: 'extraAdditional', groupLabel: 'Extra aanvullend', before: ['Fysio'], after: ['Fysio', 'Buitenland'] }] },
        { customerNumber: 'child', changes: [{ groupKey: 'extraAdditional', groupLabel: 'Extra aanvullend', before: [], after: ['Buitenland'] }] },
      ],
    },
  ])('$name', ({ after, expected }) => {
    expect(policyChanges(BEFORE, after, ['main', 'child'])).toEqual(expected);
  });
});

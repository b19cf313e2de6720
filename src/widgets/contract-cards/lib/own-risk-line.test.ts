import { describe, expect, test } from 'vitest';
import { ValidationAnswerContract } from '../api/contracts';
import { ownRiskLineOf } from './own-risk-line';

const premium = (excessAmount: number, types: string[]) => ({
  totalNettoPremiumMonth: 0,
  totalNettoPremiumPaymentTerm: 0,
  excessAmount,
  products: types.map((typeOfProduct) => ({ code: typeOfProduct, name: typeOfProduct, typeOfProduct, nettoPremium: 0, collectivityDiscountAmount: 0 })),
});

/** A validate answer as the server sends it, read through the widget's contract. */
const answerWith = (before: ReturnType<typeof premium>, after: ReturnType<typeof premium>) =>
  ValidationAnswerContract.parse({
    contractCards: [],
    isPackageSelectionConflict: false,
    unselectedRequiredPackageTypes: [],
    premiumOverview: [{ customerNumber: '1', before, after }],
    total: { before: { month: 0, term: 0, paymentTerm: 1 }, after: { month: 0, term: 0, paymentTerm: 1 } },
  }).premiumOverview[0]!;

describe('the own-risk line of the premium overview, before and after (spec 02 §4 "Selection toggling", issue 15)', () => {
  test('an adult raising the voluntary own risk from 100 to 300: 485 → 685', () => {
    const entry = answerWith(premium(485, ['MB', 'AP', 'OW', 'OW']), premium(685, ['MB', 'AP', 'OW', 'OW']));
    expect(ownRiskLineOf(entry, { isAdult: true })).toEqual({ before: 485, after: 685 });
  });

  test('an adult whose overview has no excess product: the spec\'s line, excess plus 385', () => {
    const entry = answerWith(premium(0, ['MB']), premium(500, ['MB']));
    expect(ownRiskLineOf(entry, { isAdult: true })).toEqual({ before: 385, after: 885 });
  });

  test('a newly insured adult: no line before (no basic package yet), the own risk after', () => {
    const entry = answerWith(premium(385, ['OW']), premium(385, ['MB', 'OW']));
    expect(ownRiskLineOf(entry, { isAdult: true })).toEqual({ before: null, after: 385 });
  });

  test('a child: no line', () => {
    const entry = answerWith(premium(0, ['MB', 'AP']), premium(0, ['MB', 'AP']));
    expect(ownRiskLineOf(entry, { isAdult: false })).toBeNull();
  });

  test('an answer without products: the contract reads none, so no basic package is known and no line is added', () => {
    const { products: _, ...withoutProducts } = premium(0, []);
    const entry = answerWith(withoutProducts as ReturnType<typeof premium>, withoutProducts as ReturnType<typeof premium>);
    expect(ownRiskLineOf(entry, { isAdult: true })).toBeNull();
  });
});

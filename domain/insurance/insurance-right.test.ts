import { describe, expect, test } from 'vitest';
import { insuranceRightPayload, isLastDutchIncomeAsked } from './insurance-right';

describe('insurance right answers', () => {
  // "Insurance right: if none of the income, benefit or self-employed answers is yes, the last Dutch income answer is sent."
  test.for([
    { hasDutchIncome: false, hasBenefit: false, isSelfEmployed: false, hasOtherIncome: false, sent: true },
    { hasDutchIncome: false, hasBenefit: false, isSelfEmployed: false, hasOtherIncome: true, sent: true },
    { hasDutchIncome: true, hasBenefit: false, isSelfEmployed: false, hasOtherIncome: false, sent: false },
    { hasDutchIncome: false, hasBenefit: true, isSelfEmployed: false, hasOtherIncome: false, sent: false },
    { hasDutchIncome: false, hasBenefit: false, isSelfEmployed: true, hasOtherIncome: false, sent: false },
    { hasDutchIncome: true, hasBenefit: true, isSelfEmployed: true, hasOtherIncome: true, sent: false },
  ])('income $hasDutchIncome, benefit $hasBenefit, self-employed $isSelfEmployed: LastDutchIncome sent $sent', (row) => {
    const { sent, ...answers } = row;
    const payload = insuranceRightPayload({ ...answers, lastDutchIncome: '2019' });
    expect(isLastDutchIncomeAsked(answers)).toBe(sent);
    expect('LastDutchIncome' in payload).toBe(sent);
    expect(payload).toMatchObject({
      HasDutchIncome: answers.hasDutchIncome,
      HasBenefit: answers.hasBenefit,
      HasOtherIncome: answers.hasOtherIncome,
      IsSelfEmployed: answers.isSelfEmployed,
    });
    if (sent) expect(payload.LastDutchIncome).toBe('2019');
  });
});

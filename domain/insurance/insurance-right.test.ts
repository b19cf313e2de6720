import { describe, expect, test } from 'vitest';
import { insuranceRightPayload, isLastDutchIncomeAsked, validateInsuranceRight, validateLastDutchIncomeYear } from './insurance-right';

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

describe('the yearly check\'s rules', () => {
  const today = new Date(2026, 10, 24);
  const pdf = { name: 'jaaropgave.pdf', size: 4096 };
  const allNo = { hasDutchIncome: false, hasBenefit: false, hasOtherIncome: false, isSelfEmployed: false, lastDutchIncome: '2019', files: [] };

  // "answers HasDutchIncome, HasBenefit, HasOtherIncome, IsSelfEmployed": each question answered
  test.for([
    { name: 'all four unanswered', values: { ...allNo, hasDutchIncome: null, hasBenefit: null, hasOtherIncome: null, isSelfEmployed: null, lastDutchIncome: '' }, errors: { hasDutchIncome: 'required-field', hasBenefit: 'required-field', hasOtherIncome: 'required-field', isSelfEmployed: 'required-field' } },
    { name: 'benefit still open: the year is not asked yet', values: { ...allNo, hasBenefit: null, lastDutchIncome: '' }, errors: { hasBenefit: 'required-field' } },
    { name: 'all no with the year', values: allNo, errors: {} },
    // "if none of the income, benefit or self-employed answers is yes, the last Dutch income answer is sent"
    { name: 'all no without the year', values: { ...allNo, lastDutchIncome: '' }, errors: { lastDutchIncome: 'required-field' } },
    { name: 'Dutch income: the year is not asked', values: { ...allNo, hasDutchIncome: true, lastDutchIncome: '' }, errors: {} },
    { name: 'a benefit: the year is not asked', values: { ...allNo, hasBenefit: true, lastDutchIncome: 'x' }, errors: {} },
    { name: 'self-employed: the year is not asked', values: { ...allNo, isSelfEmployed: true, lastDutchIncome: '' }, errors: {} },
    { name: 'only other income: the year is asked', values: { ...allNo, hasOtherIncome: true, lastDutchIncome: '' }, errors: { lastDutchIncome: 'required-field' } },
    { name: 'a file of a type the declarations refuse', values: { ...allNo, files: [{ name: 'brief.docx', size: 4096 }] }, errors: { files: 'file-type-not-allowed' } },
    { name: 'a pdf', values: { ...allNo, files: [pdf] }, errors: {} },
  ])('$name', ({ values, errors }) => {
    const result = validateInsuranceRight(values, today);
    expect(Object.fromEntries(Object.entries(result).filter(([, key]) => key !== null))).toEqual(errors);
  });

  test.for([
    { year: '2026', error: null },
    { year: ' 1900 ', error: null },
    { year: '2027', error: 'year-in-future' },
    { year: '1899', error: 'year-invalid' },
    { year: '19', error: 'year-invalid' },
    { year: '20a6', error: 'year-invalid' },
    { year: '', error: 'required-field' },
  ])('the year "$year": $error', ({ year, error }) => {
    expect(validateLastDutchIncomeYear(year, today)).toBe(error);
  });
});

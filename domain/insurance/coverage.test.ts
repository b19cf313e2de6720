import { describe, expect, test } from 'vitest';
import { combinedLimit, coveragePeriod, coverageUsage, type CoverageDeclaration, type CoverageLimit } from './coverage';

/** Issue 34: "a care type's used amount or number of treatments this year per person, computed from the declarations; what is left, and when the limit resets". */
const claim = (treatmentDate: string, overrides: Partial<CoverageDeclaration> = {}): CoverageDeclaration => ({
  careType: 'Fysiotherapie',
  isHandled: true,
  treatmentDate,
  compensatedAmount: 38,
  treatmentCount: 1,
  ...overrides,
});

const treatments = (count: number): CoverageLimit => ({ kind: 'treatments', count });
const amount = (euros: number, periodYears = 1): CoverageLimit => ({ kind: 'amount', euros, periodYears });
/** the basic insurance's dietetics: "3 behandeluren per kalenderjaar" */
const treatmentHours = (count: number): CoverageLimit => ({ kind: 'treatmentHours', count });
/** the basic insurance's ivf: "de eerste 3 ivf-pogingen per zwangerschap" */
const attemptsPerPregnancy = (count: number): CoverageLimit => ({ kind: 'attemptsPerPregnancy', count });

describe('combinedLimit: several packages of one person', () => {
  test.for([
    { case: 'none covers it', limits: [], limit: null },
    { case: 'one package', limits: [treatments(18)], limit: treatments(18) },
    { case: 'Aanvullend Goed 18 and Fysio Extra 9 add up', limits: [treatments(18), treatments(9)], limit: treatments(27) },
    { case: 'full cover wins', limits: [treatments(9), { kind: 'full' }], limit: { kind: 'full' } },
    { case: 'amounts add up to the cent, the longer period kept', limits: [amount(100.1), amount(150.2, 3)], limit: amount(250.3, 3) },
    { case: 'treatments before amounts', limits: [amount(300), treatments(6)], limit: treatments(6) },
    {
      case: 'percentages: the highest, maxima added',
      limits: [{ kind: 'percentage', percent: 75, maxEuros: 250 }, { kind: 'percentage', percent: 80, maxEuros: 100 }],
      limit: { kind: 'percentage', percent: 80, maxEuros: 350 },
    },
    {
      case: 'a percentage without maximum has none combined',
      limits: [{ kind: 'percentage', percent: 75, maxEuros: 250 }, { kind: 'percentage', percent: 100, maxEuros: null }],
      limit: { kind: 'percentage', percent: 100, maxEuros: null },
    },
    {
      case: "hearing aids: the basic's 75% and Aanvullend Goed's € 250 per 5 years, both kept",
      limits: [{ kind: 'percentage', percent: 75, maxEuros: null }, amount(250, 5)],
      limit: { kind: 'percentagePlusAmount', percent: 75, maxEuros: null, euros: 250, periodYears: 5 },
    },
    {
      case: "orthodontics under 18: Tand Goed's 80% up to € 1,000 and Aanvullend Best's € 1,250 per 3 years",
      limits: [amount(1250, 3), { kind: 'percentage', percent: 80, maxEuros: 1000 }],
      limit: { kind: 'percentagePlusAmount', percent: 80, maxEuros: 1000, euros: 1250, periodYears: 3 },
    },
    {
      case: 'several of each: the percentages and the amounts each combined as above',
      limits: [
        { kind: 'percentage', percent: 80, maxEuros: 1000 },
        { kind: 'percentage', percent: 100, maxEuros: 2000 },
        amount(1250, 3),
        amount(100.1),
      ],
      limit: { kind: 'percentagePlusAmount', percent: 100, maxEuros: 3000, euros: 1350.1, periodYears: 3 },
    },
    { case: "dietetics: the basic's 3 hours and Aanvullend Goed's 4 add up, in hours (not treatments)", limits: [treatmentHours(3), treatmentHours(4)], limit: treatmentHours(7) },
    { case: 'ivf: attempts per pregnancy stay per pregnancy (not treatments per year)', limits: [attemptsPerPregnancy(3)], limit: attemptsPerPregnancy(3) },
    { case: 'treatments before a percentage with an amount', limits: [{ kind: 'percentage', percent: 75, maxEuros: null }, amount(250, 5), treatments(6)], limit: treatments(6) },
  ] satisfies { case: string; limits: CoverageLimit[]; limit: CoverageLimit | null }[])('$case', ({ limits, limit }) => {
    expect(combinedLimit(limits)).toEqual(limit);
  });
});

describe('coveragePeriod', () => {
  test.for([
    { case: 'per year: this year', limit: amount(500), claimYears: [2024, 2026], period: { fromYear: 2026, toYear: 2026 } },
    { case: 'per 3 years, no claim yet: from this year', limit: amount(150, 3), claimYears: [], period: { fromYear: 2026, toYear: 2028 } },
    { case: 'per 3 years, glasses bought two years ago: that period', limit: amount(150, 3), claimYears: [2024], period: { fromYear: 2024, toYear: 2026 } },
    { case: 'per 3 years, a claim three years ago is outside', limit: amount(150, 3), claimYears: [2023], period: { fromYear: 2026, toYear: 2028 } },
    { case: 'a claim next year does not count', limit: amount(150, 3), claimYears: [2027], period: { fromYear: 2026, toYear: 2028 } },
    { case: 'treatments: per calendar year', limit: treatments(9), claimYears: [2025], period: { fromYear: 2026, toYear: 2026 } },
  ])('$case', ({ limit, claimYears, period }) => {
    expect(coveragePeriod(limit, 2026, claimYears)).toEqual(period);
  });
});

describe('coverageUsage', () => {
  const declarations: CoverageDeclaration[] = [
    // the seed's physiotherapy of hoofdverzekerde: one handled bill of 9 treatments this year
    claim('2026-06-01', { treatmentCount: 9, compensatedAmount: 342 }),
    claim('2025-09-03', { treatmentCount: 6, compensatedAmount: 228 }),
    claim('2026-11-20', { treatmentCount: 2, isHandled: false, compensatedAmount: 0 }),
    claim('2026-03-08', { careType: 'Mondzorg', compensatedAmount: 96.2 }),
    claim('2024-05-02', { careType: 'Hulpmiddelen', compensatedAmount: 120 }),
    claim('2026-02-02', { careType: 'Huisarts', compensatedAmount: 42.5 }),
    claim('2026-04-14', { careType: 'Fertiliteitszorg', compensatedAmount: 2150, treatmentCount: 4 }),
    claim('2025-10-01', { careType: 'Fertiliteitszorg', compensatedAmount: 1980, treatmentCount: 4 }),
  ];
  test.for([
    {
      case: 'physiotherapy, 18 + 9: 9 used this year (last year and the pending bill not), 18 left, new on 1 January',
      careType: 'Fysiotherapie',
      limits: [treatments(18), treatments(9)],
      usage: { limit: treatments(27), unit: 'treatments', used: 9, left: 18, period: { fromYear: 2026, toYear: 2026 }, resetsOn: '2027-01-01' },
    },
    {
      case: 'more treatments than covered: nothing left, never below 0',
      careType: 'Fysiotherapie',
      limits: [treatments(6)],
      usage: { limit: treatments(6), unit: 'treatments', used: 9, left: 0, period: { fromYear: 2026, toYear: 2026 }, resetsOn: '2027-01-01' },
    },
    {
      case: 'dental care of € 500 a year: what was paid out counts',
      careType: 'Mondzorg',
      limits: [amount(500)],
      usage: { limit: amount(500), unit: 'euros', used: 96.2, left: 403.8, period: { fromYear: 2026, toYear: 2026 }, resetsOn: '2027-01-01' },
    },
    {
      case: 'glasses € 150 per 3 years, bought in 2024: € 30 left until 2027',
      careType: 'Hulpmiddelen',
      limits: [amount(150, 3)],
      usage: { limit: amount(150, 3), unit: 'euros', used: 120, left: 30, period: { fromYear: 2024, toYear: 2026 }, resetsOn: '2027-01-01' },
    },
    {
      case: 'the GP: in full, nothing to run out of',
      careType: 'Huisarts',
      limits: [{ kind: 'full' }],
      usage: { limit: { kind: 'full' }, unit: 'euros', used: 42.5, left: null, period: { fromYear: 2026, toYear: 2026 }, resetsOn: null },
    },
    {
      case: 'a percentage with a maximum: the maximum minus what was paid',
      careType: 'Mondzorg',
      limits: [{ kind: 'percentage', percent: 75, maxEuros: 250 }],
      usage: { limit: { kind: 'percentage', percent: 75, maxEuros: 250 }, unit: 'euros', used: 96.2, left: 153.8, period: { fromYear: 2026, toYear: 2026 }, resetsOn: '2027-01-01' },
    },
    {
      case: 'a percentage without a maximum: no limit to reset',
      careType: 'Mondzorg',
      limits: [{ kind: 'percentage', percent: 100, maxEuros: null }],
      usage: { limit: { kind: 'percentage', percent: 100, maxEuros: null }, unit: 'euros', used: 96.2, left: null, period: { fromYear: 2026, toYear: 2026 }, resetsOn: null },
    },
    {
      case: "a percentage plus an amount: a payout does not say which package paid, so only this year's payouts, no limit to reset",
      careType: 'Hulpmiddelen',
      limits: [{ kind: 'percentage', percent: 75, maxEuros: null }, amount(250, 5)],
      usage: {
        limit: { kind: 'percentagePlusAmount', percent: 75, maxEuros: null, euros: 250, periodYears: 5 },
        unit: 'euros',
        used: 0,
        left: null,
        period: { fromYear: 2026, toYear: 2026 },
        resetsOn: null,
      },
    },
    {
      case: 'ivf, 3 attempts per pregnancy: not per calendar year, and a bill does not say which pregnancy, so what was paid this year and no reset on 1 January',
      careType: 'Fertiliteitszorg',
      limits: [attemptsPerPregnancy(3)],
      usage: { limit: attemptsPerPregnancy(3), unit: 'euros', used: 2150, left: null, period: { fromYear: 2026, toYear: 2026 }, resetsOn: null },
    },
    {
      case: 'dietetics, 3 hours a year: a bill gives treatments, not hours, so what was paid this year, starting afresh on 1 January',
      careType: 'Diëtetiek',
      limits: [treatmentHours(3)],
      usage: { limit: treatmentHours(3), unit: 'euros', used: 0, left: null, period: { fromYear: 2026, toYear: 2026 }, resetsOn: '2027-01-01' },
    },
    {
      case: 'not covered: nothing counted',
      careType: 'Fysiotherapie',
      limits: [],
      usage: { limit: null, unit: null, used: 0, left: null, period: null, resetsOn: null },
    },
  ] satisfies { case: string; careType: string; limits: CoverageLimit[]; usage: unknown }[])('$case', ({ careType, limits, usage }) => {
    expect(coverageUsage({ careType, limits, declarations, year: 2026 })).toEqual(usage);
  });

  test('used plus left is the limit while the limit is not exceeded', () => {
    for (const count of [9, 12, 18, 27]) {
      const usage = coverageUsage({ careType: 'Fysiotherapie', limits: [treatments(count)], declarations, year: 2026 });
      expect(usage.used + (usage.left ?? 0)).toBe(count);
    }
  });
});

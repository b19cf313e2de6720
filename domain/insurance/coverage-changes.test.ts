import { describe, expect, test } from 'vitest';
import type { CoverageLimit } from './coverage';
import { coverageAgeInYear, coverageChanges, isSameCoverageLimit, type CareTypeCovers } from './coverage-changes';

/**
 * Issue 34 point 4: "While editing the policy (polis-wijzigen and polis-aanvragen), beside the premium before and
 * after: what changes in coverage for each person when a package is swapped ("Fysiotherapie: 9 → 18
 * behandelingen"), from the same catalogue." The catalogue below is a part of fake-backend/seed/coverage.ts.
 */
const treatments = (count: number): CoverageLimit => ({ kind: 'treatments', count });
const perYears = (euros: number, periodYears = 1): CoverageLimit => ({ kind: 'amount', euros, periodYears });
const percentage = (percent: number, maxEuros: number | null): CoverageLimit => ({ kind: 'percentage', percent, maxEuros });
const full: CoverageLimit = { kind: 'full' };
/** the basic insurance's ivf: "de eerste 3 ivf-pogingen per zwangerschap" */
const treatmentHours = (count: number): CoverageLimit => ({ kind: 'treatmentHours', count });
const attemptsPerPregnancy = (count: number): CoverageLimit => ({ kind: 'attemptsPerPregnancy', count });
/** the basic's 75% of a hearing aid with a supplementary package's amount on top */
const hearingAidsWith = (euros: number, periodYears = 5): CoverageLimit => ({ kind: 'percentagePlusAmount', percent: 75, maxEuros: null, euros, periodYears });
const BASIC = '1113';
/** the catalogue lists every basic insurance (two of them here) with the same cover: the law sets it */
const basic = (limit: CoverageLimit, forAgesUnder: number | null = null) => ['1113', '1114'].map((code) => ({ code, limit, forAgesUnder }));

const CATALOGUE: CareTypeCovers[] = [
  { id: 'huisarts', name: 'Huisarts', covers: basic(full) },
  {
    id: 'fysiotherapie',
    name: 'Fysiotherapie',
    covers: [
      ...basic(treatments(18), 18),
      { code: 'AV1', limit: treatments(9), forAgesUnder: null },
      { code: 'AV2', limit: treatments(18), forAgesUnder: null },
      { code: 'AV3', limit: treatments(27), forAgesUnder: null },
      { code: 'XF1', limit: treatments(9), forAgesUnder: null },
    ],
  },
  {
    id: 'orthodontie',
    name: 'Orthodontie',
    covers: [
      { code: 'TG2', limit: percentage(80, 1000), forAgesUnder: 18 },
      { code: 'TG3', limit: percentage(100, 2000), forAgesUnder: 22 },
    ],
  },
  {
    id: 'brillen-en-lenzen',
    name: 'Brillen en contactlenzen',
    covers: [
      { code: 'AV2', limit: perYears(150, 3), forAgesUnder: null },
      { code: 'AV3', limit: perYears(250, 3), forAgesUnder: null },
    ],
  },
  {
    id: 'vaccinaties',
    name: 'Vaccinaties en reisadvies',
    covers: [
      { code: 'AV1', limit: perYears(100), forAgesUnder: null },
      { code: 'AV2', limit: perYears(150), forAgesUnder: null },
      { code: 'AV3', limit: full, forAgesUnder: null },
    ],
  },
  {
    id: 'hoortoestellen',
    name: 'Hoortoestellen',
    covers: [...basic(percentage(75, null)), { code: 'AV2', limit: perYears(250, 5), forAgesUnder: null }, { code: 'AV3', limit: perYears(250, 5), forAgesUnder: null }],
  },
  { id: 'fertiliteit', name: 'Vruchtbaarheidsbehandeling (ivf)', covers: basic(attemptsPerPregnancy(3), 43) },
];

interface Row {
  case: string;
  before: string[];
  after: string[];
  age: number | null;
  changes: { careTypeId: string; before: CoverageLimit | null; after: CoverageLimit | null }[];
}

const ROWS: Row[] = [
  {
    case: '"Fysiotherapie: 9 → 18 behandelingen": Aanvullend Basis swapped for Aanvullend Goed, and "Brillen en lenzen: niet vergoed → € 150 per 3 jaar"',
    before: [BASIC, 'AV1'],
    after: [BASIC, 'AV2'],
    age: 42,
    changes: [
      { careTypeId: 'fysiotherapie', before: treatments(9), after: treatments(18) },
      { careTypeId: 'brillen-en-lenzen', before: null, after: perYears(150, 3) },
      { careTypeId: 'vaccinaties', before: perYears(100), after: perYears(150) },
      // the basic's 75% stays; Aanvullend Goed pays up to € 250 of the rest
      { careTypeId: 'hoortoestellen', before: percentage(75, null), after: hearingAidsWith(250) },
    ],
  },
  {
    case: 'covered → not covered: no additional package any more',
    before: [BASIC, 'AV2'],
    after: [BASIC],
    age: 42,
    changes: [
      { careTypeId: 'fysiotherapie', before: treatments(18), after: null },
      { careTypeId: 'brillen-en-lenzen', before: perYears(150, 3), after: null },
      { careTypeId: 'vaccinaties', before: perYears(150), after: null },
      { careTypeId: 'hoortoestellen', before: hearingAidsWith(250), after: percentage(75, null) },
    ],
  },
  {
    case: 'an amount becomes full cover (another kind of limit)',
    before: [BASIC, 'AV2'],
    after: [BASIC, 'AV3'],
    age: 42,
    changes: [
      { careTypeId: 'fysiotherapie', before: treatments(18), after: treatments(27) },
      { careTypeId: 'brillen-en-lenzen', before: perYears(150, 3), after: perYears(250, 3) },
      { careTypeId: 'vaccinaties', before: perYears(150), after: full },
    ],
  },
  {
    case: 'a percentage changes: a child of 12 from Tand Goed to Tand Best',
    before: [BASIC, 'TG2'],
    after: [BASIC, 'TG3'],
    age: 12,
    changes: [{ careTypeId: 'orthodontie', before: percentage(80, 1000), after: percentage(100, 2000) }],
  },
  {
    case: 'age-bound cover: at 19 Tand Goed pays no orthodontics, Tand Best does until 22',
    before: [BASIC, 'TG2'],
    after: [BASIC, 'TG3'],
    age: 19,
    changes: [{ careTypeId: 'orthodontie', before: null, after: percentage(100, 2000) }],
  },
  {
    case: 'at 30 neither dental package pays orthodontics: nothing changes',
    before: [BASIC, 'TG2'],
    after: [BASIC, 'TG3'],
    age: 30,
    changes: [],
  },
  {
    case: 'a child keeps the basic insurance 18 treatments: with Aanvullend Basis 27, with Aanvullend Goed 36',
    before: [BASIC, 'AV1'],
    after: [BASIC, 'AV2'],
    age: 8,
    changes: [
      { careTypeId: 'fysiotherapie', before: treatments(27), after: treatments(36) },
      { careTypeId: 'brillen-en-lenzen', before: null, after: perYears(150, 3) },
      { careTypeId: 'vaccinaties', before: perYears(100), after: perYears(150) },
      { careTypeId: 'hoortoestellen', before: percentage(75, null), after: hearingAidsWith(250) },
    ],
  },
  {
    case: 'Aanvullend Goed with Fysio Extra (18 + 9) against Aanvullend Best (27): physiotherapy stays, the rest changes',
    before: [BASIC, 'AV2', 'XF1'],
    after: [BASIC, 'AV3'],
    age: 42,
    changes: [
      { careTypeId: 'brillen-en-lenzen', before: perYears(150, 3), after: perYears(250, 3) },
      { careTypeId: 'vaccinaties', before: perYears(150), after: full },
    ],
  },
  { case: 'the same packages in another order: nothing changes', before: ['AV2', BASIC, 'XF1'], after: [BASIC, 'XF1', 'AV2'], age: 42, changes: [] },
  { case: 'another basic insurance: the law sets its cover, nothing changes', before: [BASIC, 'AV2'], after: ['1114', 'AV2'], age: 42, changes: [] },
  {
    case: 'a basic insurance chosen (polis-aanvragen) at 35: ivf counted per pregnancy, not per year',
    before: [],
    after: [BASIC],
    age: 35,
    changes: [
      { careTypeId: 'huisarts', before: null, after: full },
      { careTypeId: 'hoortoestellen', before: null, after: percentage(75, null) },
      { careTypeId: 'fertiliteit', before: null, after: attemptsPerPregnancy(3) },
    ],
  },
  {
    case: 'a basic insurance chosen at 43: no ivf any more',
    before: [],
    after: [BASIC],
    age: 43,
    changes: [
      { careTypeId: 'huisarts', before: null, after: full },
      { careTypeId: 'hoortoestellen', before: null, after: percentage(75, null) },
    ],
  },
  {
    case: 'an unknown age keeps every age-bound cover (as the catalogue does)',
    before: [BASIC],
    after: [BASIC, 'TG2'],
    age: null,
    changes: [{ careTypeId: 'orthodontie', before: null, after: percentage(80, 1000) }],
  },
];

describe('coverageChanges: what changes per care type when packages are swapped', () => {
  test.for(ROWS)('$case', ({ before, after, age, changes }) => {
    const found = coverageChanges({ catalogue: CATALOGUE, before, after, age });
    expect(found.map(({ careTypeId, before: was, after: becomes }) => ({ careTypeId, before: was, after: becomes }))).toEqual(changes);
  });

  test.for(ROWS)('swapping back is the same list, mirrored: $case', ({ before, after, age, changes }) => {
    const back = coverageChanges({ catalogue: CATALOGUE, before: after, after: before, age });
    expect(back.map(({ careTypeId, before: was, after: becomes }) => ({ careTypeId, before: becomes, after: was }))).toEqual(changes);
  });

  test.for(ROWS)('no swap, no change: $case', ({ after, age }) => {
    expect(coverageChanges({ catalogue: CATALOGUE, before: after, after, age })).toEqual([]);
  });

  test('each change names its care type as the catalogue does', () => {
    expect(coverageChanges({ catalogue: CATALOGUE, before: ['AV1'], after: ['AV2'], age: 42 })[0]).toEqual({
      careTypeId: 'fysiotherapie',
      name: 'Fysiotherapie',
      before: treatments(9),
      after: treatments(18),
    });
  });
});

describe('isSameCoverageLimit', () => {
  test.for([
    { case: 'both not covered', first: null, second: null, same: true },
    { case: 'covered against not covered', first: full, second: null, same: false },
    { case: 'the same count', first: treatments(9), second: treatments(9), same: true },
    { case: 'another count', first: treatments(9), second: treatments(18), same: false },
    { case: 'the same amount over another period', first: perYears(150, 3), second: perYears(150), same: false },
    { case: 'another maximum', first: percentage(75, 250), second: percentage(75, null), same: false },
    { case: 'the same percentage', first: percentage(75, null), second: percentage(75, null), same: true },
    { case: 'another kind', first: full, second: treatments(9), same: false },
    { case: 'the same percentage plus amount', first: hearingAidsWith(250), second: hearingAidsWith(250), same: true },
    { case: 'a percentage plus another amount', first: hearingAidsWith(250), second: hearingAidsWith(300), same: false },
    { case: 'a percentage plus the same amount over another period', first: hearingAidsWith(250), second: hearingAidsWith(250, 3), same: false },
    { case: 'a percentage plus an amount against the percentage alone', first: hearingAidsWith(250), second: percentage(75, null), same: false },
    { case: 'the same attempts per pregnancy', first: attemptsPerPregnancy(3), second: attemptsPerPregnancy(3), same: true },
    { case: 'treatment hours against as many treatments per year', first: treatmentHours(3), second: treatments(3), same: false },
    { case: 'the same treatment hours', first: treatmentHours(3), second: treatmentHours(3), same: true },
    { case: 'attempts per pregnancy against as many treatments per year', first: attemptsPerPregnancy(3), second: treatments(3), same: false },
  ])('$case', ({ first, second, same }) => {
    expect(isSameCoverageLimit(first, second)).toBe(same);
    expect(isSameCoverageLimit(second, first)).toBe(same);
  });
});

describe('coverageAgeInYear: the age on 1 January of the year the change starts', () => {
  test.for([
    { case: 'born 28-01-1984, on 1 January 2027', birthDate: '1984-01-28', year: 2027, age: 42 },
    { case: 'turning 18 on 1 January itself counts', birthDate: '2009-01-01', year: 2027, age: 18 },
    { case: 'a time after the date is ignored', birthDate: '2009-01-02T00:00:00', year: 2027, age: 17 },
    { case: 'an unreadable date', birthDate: 'onbekend', year: 2027, age: null },
  ])('$case', ({ birthDate, year, age }) => {
    expect(coverageAgeInYear(birthDate, year)).toBe(age);
  });
});

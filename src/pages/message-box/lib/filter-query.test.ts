import fc from 'fast-check';
import { NO_MESSAGE_BOX_FILTER, type MessageBoxFilter } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { activeFilterCount, filterFromQuery, isFiltered, queryFromFilter, toggled } from './filter-query';

const years = [2026, 2025, 2024, 2023, 2022];
const definedOnly = (query: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] != null));

describe('the message box filters in the address', () => {
  test.for([
    { name: 'nothing: no filter', query: {}, filter: {} },
    { name: 'a year the box shows', query: { jaar: '2025' }, filter: { year: 2025 } },
    { name: 'a year outside the 5 calendar years', query: { jaar: '2019' }, filter: {} },
    { name: 'no year', query: { jaar: 'vorig' }, filter: {} },
    { name: 'unread only', query: { ongelezen: 'ja' }, filter: { unreadOnly: true } },
    { name: 'unread: any other value', query: { ongelezen: 'misschien' }, filter: {} },
    { name: 'two types', query: { soort: 'Premienota,Polisblad' }, filter: { documentTypes: ['Premienota', 'Polisblad'] } },
    { name: 'empty entries and doubles', query: { soort: ',Premienota,,Premienota' }, filter: { documentTypes: ['Premienota'] } },
    { name: 'insured persons', query: { verzekerde: '101,102' }, filter: { insured: ['101', '102'] } },
    { name: 'other parameters are ignored', query: { utm_source: 'mail' }, filter: {} },
  ])('read: $name', ({ query, filter }) => {
    expect(filterFromQuery(query as Record<string, string>, years)).toEqual({ ...NO_MESSAGE_BOX_FILTER, ...filter });
  });

  test('written: only the filters that are set, e.g. ?jaar=2025', () => {
    expect(definedOnly(queryFromFilter({ ...NO_MESSAGE_BOX_FILTER, year: 2025 }))).toEqual({ jaar: '2025' });
    expect(definedOnly(queryFromFilter(NO_MESSAGE_BOX_FILTER))).toEqual({});
  });

  test('property: what is written reads back the same', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...years)),
        fc.boolean(),
        fc.uniqueArray(word, { maxLength: 4 }),
        fc.uniqueArray(word, { maxLength: 3 }),
        (year, unreadOnly, documentTypes, insured) => {
          const filter: MessageBoxFilter = { year, unreadOnly, documentTypes, insured };
          expect(filterFromQuery(definedOnly(queryFromFilter(filter)), years)).toEqual(filter);
          expect(isFiltered(filter)).toBe(year !== null || unreadOnly || documentTypes.length > 0 || insured.length > 0);
          expect(isFiltered(filter)).toBe(activeFilterCount(filter) > 0);
        },
      ),
    );
  });

  test('active filters: the year, unread only, each type and each person count once', () => {
    expect(activeFilterCount({ year: 2025, unreadOnly: true, documentTypes: ['Brief', 'Premienota'], insured: ['1'] })).toBe(5);
  });

  test('toggling a choice adds it, toggling again takes it out', () => {
    expect(toggled(['Brief'], 'Premienota')).toEqual(['Brief', 'Premienota']);
    expect(toggled(['Brief', 'Premienota'], 'Brief')).toEqual(['Premienota']);
  });
});

import { genericDocumentListFx } from '@/entities/document';
import type { ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $documentGroups, $status, $year, $years, readTodayFx, replaceAddressFx, yearChosen } from './reimbursement-documents-page';

const today = new Date(2026, 5, 15, 10, 0);

const doc = (documentID: string, docType: string, year: number, contractCode = 'ZZA01') => ({
  documentID,
  contractCode,
  documentName: `${documentID}.pdf`,
  name: `${docType} Zorgzaam Basis ${year}`,
  docType,
  year,
});

function scopeWithDocuments() {
  const askedYears: unknown[] = [];
  const navigate = vi.fn();
  const scope = fork({
    handlers: [
      [readTodayFx, () => today],
      [
        genericDocumentListFx,
        (_: unknown, request: ApiRequest) => {
          const year = Number(request.searchParams?.['year']);
          askedYears.push(year);
          // "204 means none": the client answers null
          // a label's document comes once per contract of the user's of that label (two agreements, ZZA01 and ZZA02)
          return year >= 2025 ? [doc(`c${year}`, 'Polisvoorwaarden', year), doc(`v${year}`, 'Vergoedingenoverzicht', year), doc(`c${year}`, 'Polisvoorwaarden', year, 'ZZA02')] : null;
        },
      ],
      [replaceAddressFx, (url: string) => {
        navigate(url);
      }],
    ],
  });
  return { scope, askedYears, navigate };
}

const ids = (scope: ReturnType<typeof fork>) => {
  const groups = scope.getState($documentGroups);
  return { conditions: groups.conditions.map((entry) => entry.documentID), overviews: groups.compensationOverviews.map((entry) => entry.documentID) };
};

describe('the reimbursement documents page in a forked scope', () => {
  test('without a year in the address: this year, conditions and compensation overviews apart, each document once', async () => {
    const { scope, askedYears } = scopeWithDocuments();
    await allSettled(routes['reimbursement-documents'].opened, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($years)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(scope.getState($year)).toBe(2026);
    expect(askedYears).toEqual([2026]);
    expect(ids(scope)).toEqual({ conditions: ['c2026'], overviews: ['v2026'] });
    expect(scope.getState($status)).toBe('ready');
  });

  test('?jaar=2025 loads 2025; choosing another year puts it in the address', async () => {
    const { scope, askedYears, navigate } = scopeWithDocuments();
    await allSettled(routes['reimbursement-documents'].opened, { scope, params: { params: {}, query: { jaar: '2025' } } });
    expect(askedYears).toEqual([2025]);
    await allSettled(yearChosen, { scope, params: 2023 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/vergoedingsdocumenten?jaar=2023');
    expect(askedYears).toEqual([2025, 2023]);
    expect(scope.getState($year)).toBe(2023);
    // "204 means none"
    expect(ids(scope)).toEqual({ conditions: [], overviews: [] });
    expect(scope.getState($status)).toBe('ready');
  });

  test('choosing the year shown asks nothing again', async () => {
    const { scope, askedYears } = scopeWithDocuments();
    await allSettled(routes['reimbursement-documents'].opened, { scope, params: { params: {}, query: {} } });
    await allSettled(yearChosen, { scope, params: 2026 });
    expect(askedYears).toEqual([2026]);
  });

  test('a year not offered counts as this year', async () => {
    const { scope, askedYears } = scopeWithDocuments();
    await allSettled(routes['reimbursement-documents'].opened, { scope, params: { params: {}, query: { jaar: '1999' } } });
    expect(askedYears).toEqual([2026]);
  });
});

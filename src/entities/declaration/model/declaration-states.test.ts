import { requestFx, type ApiRequest } from '@/shared/api';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { declarationsPreviewQuery, declarationsQuery } from '../api/queries';
import { financialSummariesOutdated } from '@/entities/policy/@x/declaration';
import { declarationStatesChanged } from './declaration-states';

const declaration = (declarationId: string, customerNumber: string, status: number) => ({
  declarationId,
  recordId: '1',
  customerNumber,
  fullName: 'A. Jansen',
  receivedDate: '2026-11-02',
  treatmentDate: '2026-10-30',
  lastTreatmentDate: null,
  careProvider: 'Medisch Centrum Westerpark',
  careType: 'Ziekenhuiszorg',
  invoiceId: 'N-1',
  declarationAmount: 250,
  originalAmount: null,
  originalCurrency: null,
  exchangeRate: null,
  compensatedAmount: 0,
  uncompensatedAmount: 0,
  excessAmount: 0,
  contributionAmount: 0,
  submittedBy: 'V',
  receiverOfReimbursement: 'D',
  status,
  hasReadRights: true,
});

const preview = (status: number) => ({ declarationId: 'D1', receivedDate: '2026-11-02', careProvider: 'Medisch Centrum Westerpark', declarationAmount: 250, originalAmount: null, originalCurrency: null, status });

/** Answers the lists and the previews each in turn, and records what `declarationStatesChanged` said. */
function setUp(answers: ReturnType<typeof declaration>[][], previews: ReturnType<typeof preview>[][] = []) {
  const calls = { list: 0, preview: 0 };
  const inTurn = <T>(all: T[], kind: keyof typeof calls) => all[Math.min(calls[kind]++, all.length - 1)];
  // an attached effect's handler gets its source first, then what it hands to the inner effect
  const answer = (_: unknown, { request }: { request: ApiRequest }) =>
    request.path === 'Declaration/GetDeclarationsPreview' ? inTurn(previews, 'preview') : inTurn(answers, 'list');
  const scope = fork({ handlers: [[requestFx, answer]] });
  const changes: unknown[] = [];
  const outdated: unknown[] = [];
  createWatch({ unit: declarationStatesChanged, scope, fn: (change) => changes.push(change) });
  createWatch({ unit: financialSummariesOutdated, scope, fn: (change) => outdated.push(change) });
  const fetchList = () => allSettled(declarationsQuery.start, { scope, params: { customerNumber: '100', year: 2026 } });
  return { scope, changes, outdated, fetchList };
}

// Spec 02 §7: "GET /Policy/GetFinancialSummary … (cached per year and customer)"; the cache is emptied when a
// declaration of that customer changes state. What tells the portal so is a declaration answered in another state.
describe('a declaration that changes state during the visit', () => {
  test('in progress, then handled: a change for its customer', async () => {
    const { changes, outdated, fetchList } = setUp([
      [declaration('D1', '100', 1), declaration('D2', '101', 0)],
      [declaration('D1', '100', 0), declaration('D2', '101', 0)],
    ]);
    await fetchList();
    expect(changes).toEqual([]);
    await fetchList();
    expect(changes).toEqual([{ customerNumbers: ['100'] }]);
    // and that customer's financial summaries are outdated with it
    expect(outdated).toEqual([{ customerNumbers: ['100'] }]);
  });

  test('two records of one declaration in two states are two records, not a change', async () => {
    const { changes, fetchList } = setUp([[declaration('D1', '100', 1), { ...declaration('D1', '100', 0), recordId: '2' }]]);
    await fetchList();
    await fetchList();
    expect(changes).toEqual([]);
  });

  test('the same states again, or a declaration seen for the first time: no change', async () => {
    const { changes, fetchList } = setUp([[declaration('D1', '100', 1)], [declaration('D1', '100', 1), declaration('D3', '100', 0)]]);
    await fetchList();
    await fetchList();
    expect(changes).toEqual([]);
  });

  test("the dashboard's preview does not say whose: its own change is a change for everyone", async () => {
    const { scope, changes, fetchList } = setUp([[declaration('D1', '100', 1)]], [[preview(1)], [preview(0)]]);
    await fetchList();
    await allSettled(declarationsPreviewQuery.start, { scope });
    expect(changes).toEqual([]);
    await allSettled(declarationsPreviewQuery.start, { scope });
    expect(changes).toEqual([{ customerNumbers: [null] }]);
  });
});

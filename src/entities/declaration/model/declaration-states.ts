import { createStore, merge, sample } from 'effector';
import { financialSummariesOutdated } from '@/entities/policy/@x/declaration';
import { userChanged } from '@/shared/api';
import type { Declaration } from '../api/contract';
import { allDeclarationsQuery, declarationDetailQuery, declarationsPreviewQuery, declarationsQuery } from '../api/queries';

/**
 * One record of a declaration as an answer gave it: a declaration has a record per bill, each with its own state
 * (`declarationId` and `recordId`, as the detail is asked). The preview names no record and no person: its
 * records are its own (`declarationId/preview`) and whose they are is not said (null).
 */
interface AnsweredState {
  key: string;
  customerNumber: string | null;
  status: number;
}

const recordState = ({ declarationId, recordId, customerNumber, status }: Declaration): AnsweredState => ({
  key: `${declarationId}/${recordId}`,
  customerNumber,
  status,
});

const answered = merge([
  declarationsQuery.finished.success.map(({ result }) => result.map(recordState)),
  allDeclarationsQuery.finished.success.map(({ result }) => result.map(recordState)),
  declarationDetailQuery.finished.success.map(({ result }) => [recordState(result)]),
  declarationsPreviewQuery.finished.success.map(({ result }): AnsweredState[] =>
    result.map(({ declarationId, status }) => ({ key: `${declarationId}/preview`, customerNumber: null, status })),
  ),
]);

/** The state each record had when an answer last gave it, for as long as the session's person stays. */
const $knownStates = createStore<Record<string, number>>({}).reset(userChanged);

/** An answer beside what was known before it: the declarations seen before whose state is now another. */
const compared = sample({
  clock: answered,
  source: $knownStates,
  fn: (known, states) => ({
    states,
    changedFor: [...new Set(states.filter((state) => state.key in known && known[state.key] !== state.status).map((state) => state.customerNumber))],
  }),
});

$knownStates.on(compared, (known, { states }) => ({ ...known, ...Object.fromEntries(states.map((state) => [state.key, state.status])) }));

/**
 * Declarations seen before whose state an answer now gives otherwise (handled while the user was here): whose
 * they are, or null where the answer did not say (the preview). A declaration seen for the first time changed
 * nothing the portal had shown. What hangs on a declaration's state (the financial summary) is emptied with it
 * (spec 02 §7 "cached per year and customer").
 */
export const declarationStatesChanged = compared.filterMap(({ changedFor }) => (changedFor.length > 0 ? { customerNumbers: changedFor } : undefined));

// Here, not at the app's start: both entities load with the pages that show declarations or the summary, so the
// first screen carries neither (nor their zod contracts).
sample({ clock: declarationStatesChanged, target: financialSummariesOutdated });

import { isInvalidDataError } from '@farfetched/core';
import { SessionExpiredError, statusOf } from '@/shared/api';

/** The `{error}` of the download-failure text when there is no status to show (spec 01 §8 "'Request failed'"). */
export const REQUEST_FAILED = 'Request failed';

/** The `{error}` of an empty answer: "an empty 204" is a failure too. */
export const EMPTY_ANSWER = '204';

/**
 * "Download failure: 'Het downloaden van de het bestand is niet gelukt,
 * foutcode: {error}'; also shown for 'Request failed' or an empty 204"
 * (spec 01 §8). The error code to show, or null when the session ends
 * instead (401, 403, a locally expired session: the shell says so).
 */
export function downloadFailureCode(error: unknown): string | null {
  if (isInvalidDataError({ error })) return EMPTY_ANSWER;
  if (error instanceof SessionExpiredError) return null;
  const status = statusOf(error);
  if (status === 401 || status === 403) return null;
  return status === null ? REQUEST_FAILED : String(status);
}

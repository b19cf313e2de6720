import { serverMessageOf, statusOf } from '@/shared/api';
import type { FormRefusal } from '@/shared/lib/form';
import type { PaymentTermChangeBlockedReason } from '@portal/domain';

const TERM_BLOCKED_REASONS: readonly PaymentTermChangeBlockedReason[] = ['payment-deficit', 'not-yet-possible'];

/**
 * The server's refusal of a new term, the rule named at its end (`… (not-yet-possible).`): the offer period ended,
 * or a deficit began, after the page was read. Said in this page's words, at the term.
 */
export function termRefusalOf(error: unknown): FormRefusal | null {
  const message = serverMessageOf(error)?.trim() ?? '';
  const reason = statusOf(error) === 400 ? TERM_BLOCKED_REASONS.find((rule) => message.endsWith(`(${rule}).`)) : undefined;
  return reason ? { message: `pages.paymentDetailsEdit.termBlocked.${reason}`, field: 'paymentTerm' } : null;
}

import { isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import { isAdult } from '../people';
import type { TileConditions } from './content';
import type { DashboardContext } from './dashboard-context';

/** An empty exclusive list restricts nothing: content editors leave `[]` for "everyone". */
function isInExclusiveList(value: string | null, list: readonly string[] | undefined, compare = (a: string, b: string) => a === b): boolean {
  if (!list || list.length === 0) return true;
  return value !== null && list.some((entry) => compare(entry, value));
}

const sameIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Common conditions from tile content (spec 01 §2): "start date reached (day
 * level); end date not passed; user's role not in an excluded-role list;
 * agreement contract code in an exclusive list; collectivity label in an
 * exclusive label list; active (not ended) agreement required; excluded
 * products absent; required products present; user not a defaulter; user at
 * least 18; offer year equals a required year."
 *
 * An absent condition, or an empty list, passes. The end date is the last
 * day shown. Required products must all be present. Unknown facts fail the
 * conditions that need them (no birth date: not known to be 18; no role: not
 * known to be outside the excluded roles; no contract code: not in the list).
 */
export function meetsTileConditions(conditions: TileConditions | undefined, context: DashboardContext): boolean {
  if (!conditions) return true;
  const today = startOfDay(context.today);
  const {
    startDate,
    endDate,
    excludedRoles,
    contractCodes,
    labels,
    requiresActiveAgreement,
    excludedProducts,
    requiredProducts,
    excludeDefaulters,
    requiresAdult,
    offerYear,
  } = conditions;
  if (startDate && isBefore(today, startOfDay(parseISO(startDate)))) return false;
  if (endDate && isAfter(today, startOfDay(parseISO(endDate)))) return false;
  if (excludedRoles?.length && (context.role === null || excludedRoles.includes(context.role))) return false;
  if (!isInExclusiveList(context.contractCode, contractCodes)) return false;
  if (!isInExclusiveList(context.label, labels, sameIgnoringCase)) return false;
  if (requiresActiveAgreement && !context.hasActiveAgreement) return false;
  if (excludedProducts?.some((product) => context.productTypes.includes(product))) return false;
  if (requiredProducts && !requiredProducts.every((product) => context.productTypes.includes(product))) return false;
  if (excludeDefaulters && context.isDefaulter) return false;
  if (requiresAdult && (context.birthDate === null || !isAdult(parseISO(context.birthDate), context.today))) return false;
  if (offerYear !== undefined && context.offerYear !== offerYear) return false;
  return true;
}

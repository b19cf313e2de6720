import { dutchDateOf } from '@portal/domain';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

/**
 * One format per kind of date (issue 33 point 14): every date the portal shows goes through one of these, so a
 * page cannot pick its own pattern (`date-formats.test.ts` scans `src` for date-fns `format` elsewhere).
 */
const PATTERNS = {
  /** a day in running text: '21 november 2026' */
  text: 'd MMMM yyyy',
  /** a day in a field or a list of facts that reads like one (a birth date beside a name): '21-11-2026', as typed */
  field: 'dd-MM-yyyy',
  /** a day to act on or to come (a reply, a delivery, an opening day): 'zaterdag 21 november 2026' */
  weekday: 'EEEE d MMMM yyyy',
  /** the same within the next days, where the year goes without saying: 'zaterdag 21 november' */
  weekdayThisYear: 'EEEE d MMMM',
  /** a moment something arrived: '21 november 2026 om 14:05' */
  moment: "d MMMM yyyy 'om' HH:mm",
  /** a month, as a premium period: 'november 2026' */
  month: 'MMMM yyyy',
  /** a month within a span of one year ('januari' tot en met 'maart 2026') */
  monthThisYear: 'MMMM',
  /** as printed on the European health insurance card (EHIC), whose face the card page copies: '21/11/2026' */
  europeanCard: 'dd/MM/yyyy',
} as const;

export type DateKind = keyof typeof PATTERNS;

/** A string from the API is read as the day rules read it: a moment that names its zone shows the Dutch wall clock. */
function show(value: Date | string, kind: DateKind): string {
  const date = typeof value === 'string' ? dutchDateOf(value) : value;
  return format(date, PATTERNS[kind], { locale: nl });
}

/** A day in running text: '21 november 2026'. */
export const formatDay = (value: Date | string) => show(value, 'text');
/** A day in a field or beside a name, as people type it: '21-11-2026'. */
export const formatFieldDate = (value: Date | string) => show(value, 'field');
/** A day to act on, with its weekday; without the year for a day within the next week or so. */
export const formatWeekday = (value: Date | string, { withYear = true }: { withYear?: boolean } = {}) =>
  show(value, withYear ? 'weekday' : 'weekdayThisYear');
/** A moment: '21 november 2026 om 14:05'. */
export const formatMoment = (value: Date | string) => show(value, 'moment');
/** A month: 'november 2026', or 'november' inside a span of one year. */
export const formatMonth = (value: Date | string, { withYear = true }: { withYear?: boolean } = {}) =>
  show(value, withYear ? 'month' : 'monthThisYear');
/** A day as the European health insurance card prints it: '21/11/2026'. */
export const formatEuropeanCardDate = (value: Date | string) => show(value, 'europeanCard');

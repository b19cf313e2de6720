import { format, parseISO } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

/** Dates shown to the user: date-fns with the Dutch locale, e.g. '21 november 2026'. */
export function formatDate(value: Date | string, pattern = 'd MMMM yyyy'): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return format(date, pattern, { locale: nl });
}

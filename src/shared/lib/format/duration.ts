import { formatDuration } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

/** A care time as the user reads it: date-fns with the Dutch locale, '3 uur 30 minuten', '45 minuten', '2 uur'; nothing: '0 minuten'. */
export function formatHoursAndMinutes({ hours, minutes }: { hours: number; minutes: number }): string {
  return formatDuration({ hours, minutes }, { locale: nl, zero: hours === 0 && minutes === 0, format: hours === 0 && minutes === 0 ? ['minutes'] : ['hours', 'minutes'] });
}

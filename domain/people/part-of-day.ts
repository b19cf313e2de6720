export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * Part of the day for the dashboard greeting ("a greeting by time of day"),
 * by the local hour, as Dutch greetings go: night 00:00–05:59 (goedenacht),
 * morning 06:00–11:59 (goedemorgen), afternoon 12:00–17:59 (goedemiddag),
 * evening 18:00–23:59 (goedenavond).
 */
export function partOfDay(date: Date): PartOfDay {
  const hour = date.getHours();
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

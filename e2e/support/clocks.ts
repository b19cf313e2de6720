import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { apiOrigin } from './fake-backend';

/** Both clocks forward to `target`: the fake backend's from where it stands (it only goes forward), the browser's fixed. */
export async function moveClocksTo(page: Page, request: APIRequestContext, target: Date): Promise<void> {
  const clock = (await (await request.get(`${apiOrigin()}/__fake/clock`)).json()) as { now: string };
  const advanceSeconds = Math.round((target.getTime() - Date.parse(clock.now)) / 1000);
  if (advanceSeconds < 0) throw new Error(`the fake backend's clock cannot go back to ${target.toISOString()}`);
  const moved = await request.post(`${apiOrigin()}/__fake/clock`, { data: { advanceSeconds } });
  if (!moved.ok()) throw new Error(`the fake backend's clock did not move: ${moved.status()}`);
  await page.clock.setFixedTime(target);
}

/**
 * The next time a day of the year comes (local time, at `hour`): this year's, or next year's once this year's has
 * passed, so a test that needs that day runs on every day of the year.
 */
export function nextOccurrenceOf(month: number, day: number, hour: number, now = new Date()): Date {
  const thisYear = new Date(now.getFullYear(), month - 1, day, hour);
  return thisYear.getTime() > now.getTime() ? thisYear : new Date(now.getFullYear() + 1, month - 1, day, hour);
}

/**
 * The news as seeded around the real today, moved on with the fake clock: a test that moved the clocks months on
 * still finds the texts that were current (the fake backend serves every text; the portal picks them by date).
 */
export async function moveNewsWithTheClock(page: Page, request: APIRequestContext): Promise<void> {
  const clock = (await (await request.get(`${apiOrigin()}/__fake/clock`)).json()) as { offsetSeconds: number };
  const movedDays = Math.round(clock.offsetSeconds / 86_400);
  if (movedDays === 0) return;
  const moved = (day: string) => format(addDays(parseISO(day), movedDays), 'yyyy-MM-dd');
  await page.route(/\/api\/News(\/BeforeAuthorization)?$/i, async (route) => {
    try {
      const response = await route.fetch();
      const news = (await response.json()) as { startDate: string; endDate?: string | null }[];
      await route.fulfill({ response, json: news.map((item) => ({ ...item, startDate: moved(item.startDate), endDate: item.endDate ? moved(item.endDate) : item.endDate })) });
    } catch (error) {
      // a reload while the news was on its way: its answer went with the page it was for, there is nothing to move
      if (error instanceof Error && error.message.includes('Response has been disposed')) return;
      throw error;
    }
  });
}

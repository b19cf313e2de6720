import type { Page, Route } from './test';

/** Records every layout shift without recent input from the page's start, as CLS counts them (read with `layoutShift`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts `recordLayoutShifts` recorded so far. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));

/**
 * Holds every request of the page whose URL matches `url` until the screen's frame (its level-1 heading) is painted,
 * then `ms` more: an answer that comes after the first paint, as on a loaded machine, however long the screen's own
 * chunk took here (a fixed delay alone let a slow chunk paint after the answer, and the shift went unseen). Not for
 * a call the frame itself waits for (a route's authorisation): that one would wait 10 s first.
 * scripts/perf/late-answers.mjs finds which answers move something.
 */
export async function answerLate(page: Page, url: RegExp, ms = 1_500): Promise<void> {
  await page.route(url, async (route: Route) => {
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

import type { Page } from './test';

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

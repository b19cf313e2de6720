import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { picture, VIEWPORTS } from './screenshots';

/**
 * Every rule axe has for WCAG 2.0, 2.1 and 2.2 A/AA, and its best practices
 * (landmarks, `region`, `heading-order`, `page-has-heading-one`, `skip-link`,
 * `empty-heading`, `aria-dialog-name`, WCAG 2.2's `target-size` …).
 * Nothing is excluded: a rule left out needs its reason written here.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every page test ends here, and every state a test reaches (errors shown, dialogs open): zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // a page that was just navigated to may still be loading its screen: check it once its heading is there
  // (a page without one is still reported, by page-has-heading-one)
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  // Legacy mode runs axe.run in the page itself; the default opens a blank page for every run to merge the
  // results of cross-origin frames (the portal has none), which took half of each check's time. Only the
  // violations are reported in full (all rules still run): that is all the test reads.
  await injectAxeOnce(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * What AxeBuilder evaluates as axe's source once `injectAxeOnce` has put axe
 * in the page: nothing. In legacy mode AxeBuilder evaluates the 1.3-MB source
 * twice per check (in `analyze`, then again in `inject`). Measured on the
 * dashboard: 1.28 s a check; 1.00 s with axe put in once per document, and
 * 0.85 s when it is there already (the second width of a state).
 */
const AXE_IN_PAGE = 'void "axe-core is in the page already"';

/**
 * The minified build of the same axe-core (same version, same rules): `axe.source` is the 1.3-MB readable build,
 * this one is 0.58 MB, and putting it in a page takes about a third less time (median 0.83 s against 1.28 s a
 * document at load 20+, 14 pages each); the checks themselves take the same time.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function injectAxeOnce(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const isMainFrame = frame === page.mainFrame();
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // as AxeBuilder does: a frame that went away or refuses scripts is left out; the page itself must take it
      if (isMainFrame) throw error;
    }
  }
}

type Device = keyof typeof VIEWPORTS;

/**
 * A state a test reaches (an error shown, a dialog open), looked at at both
 * widths in the same page rather than by walking the flow twice: for each
 * width, desktop then phone, the page is resized in place (answers, focus
 * and open dialogs stay), `atWidth` runs the test's own checks for that
 * width, the page is pictured when `screenshot` names it, and axe checks it.
 * It ends at the width it started at.
 */
export async function expectStateAtBothWidths(
  page: Page,
  {
    screenshot,
    fullPage = true,
    atWidth,
  }: { screenshot?: string; fullPage?: boolean; atWidth?: (device: Device, viewport: { width: number; height: number }) => Promise<void> } = {},
): Promise<void> {
  const start = page.viewportSize();
  for (const device of Object.keys(VIEWPORTS) as Device[]) {
    const viewport = VIEWPORTS[device];
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport);
    if (atWidth) await atWidth(device, viewport);
    if (screenshot) await picture(page, device, screenshot, { fullPage });
    await expectNoAxeViolations(page);
  }
  const end = page.viewportSize();
  if (start && (end?.width !== start.width || end.height !== start.height)) await page.setViewportSize(start);
}

/** A state checked by axe at both widths (desktop 1280 and phone 390), without pictures. */
export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  await expectStateAtBothWidths(page);
}

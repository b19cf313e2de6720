import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

const PHONE = { width: 390, height: 844 };

/**
 * A state a test reaches (an error shown, a dialog open), checked at both
 * widths the screenshots use: the current one, then the phone's (or the
 * desktop's), and back. Focus and answers stay as they were.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewport.width === PHONE.width ? { width: 1280, height: 800 } : PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewport);
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { screenshotPath, VIEWPORTS } from './support/screenshots';

/**
 * The bottom dock on a phone: the news and the consent banner sit fixed at
 * the bottom of the window (no layout shift when they arrive, issue 19) and
 * cover part of it until they are closed or answered. On a 390×844 phone the
 * news is one thin line that a "Lees meer" button unfolds, and the consent
 * banner is compact with its two buttons on one row.
 */

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

const PHONE = VIEWPORTS.phone;

const news = (page: Page) => page.getByRole('region', { name: 'Nieuws' });
const consent = (page: Page) => page.getByTestId('consent-banner');
const readMore = (page: Page) => news(page).getByRole('button', { name: 'Lees meer' });

/** Every layout shift without recent input, summed as CLS counts it (the page records them from its start). */
async function recordLayoutShifts(page: Page): Promise<void> {
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

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  return box?.height ?? 0;
}

/** The phone's dock: the news one line high, the consent banner compact with both buttons on one row, together under 30 % of the screen (it was 60 %). */
async function expectCompactDock(page: Page) {
  await expect(readMore(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(news(page).getByTestId('news-text').first()).toBeHidden();
  const newsHeight = await heightOf(news(page));
  expect(newsHeight, 'the news is one thin line').toBeLessThanOrEqual(52);
  const [accept, decline] = [consent(page).getByRole('button', { name: 'Cookies accepteren' }), consent(page).getByRole('button', { name: 'Alleen functionele cookies' })];
  const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(acceptBox && declineBox && Math.abs(acceptBox.y - declineBox.y), 'both consent buttons on one row').toBe(0);
  const consentHeight = await heightOf(consent(page));
  expect(newsHeight + consentHeight, 'news and consent together').toBeLessThanOrEqual(PHONE.height * 0.3);
}

/** The end of the page can be scrolled out from under the dock: the footer's last line ends above it. */
async function expectPageEndReachable(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const dockTops = await page.locator('.shell__dock').evaluateAll((docks) => docks.filter((dock) => dock.getBoundingClientRect().height > 0).map((dock) => dock.getBoundingClientRect().top));
  expect(footer).not.toBeNull();
  expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(Math.min(PHONE.height, ...dockTops) + 1);
}

test('login page on a phone: the news one line that unfolds, the consent compact, nothing shifts, the end reachable', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await recordLayoutShifts(page);
  await page.goto('/inloggen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(readMore(page)).toBeVisible();
  await expect(consent(page)).toBeVisible();
  await expect(news(page)).toContainText('Nieuws: Vanaf 1 januari zijn de vergoedingen voor fysiotherapie gewijzigd.');
  await expectCompactDock(page);
  await expectPageEndReachable(page);
  expect(await layoutShift(page), 'CLS on a phone').toBeLessThan(0.005);
  await expectStateAtBothWidths(page, { screenshot: 'dock-login', fullPage: false });

  // "Lees meer" is reached with the keyboard (after the page's own content) and unfolds the whole news with its link
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  for (let presses = 0; presses < 10 && !(await readMore(page).evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(readMore(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(readMore(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(news(page).getByTestId('news-text')).toHaveText(['Vanaf 1 januari zijn de vergoedingen voor fysiotherapie gewijzigd. Bekijk de nieuwe vergoedingen.']);
  await expect(news(page).getByRole('link', { name: 'Bekijk de nieuwe vergoedingen' })).toHaveAttribute('href', 'https://www.example.nl/vergoedingen');
  await page.screenshot({ path: screenshotPath('phone', 'dock-login-news-open'), fullPage: false });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(readMore(page)).toHaveAttribute('aria-expanded', 'false');

  // closing and answering empty the dock, and the spacer at the page's end goes with them
  await news(page).getByRole('button', { name: 'Nieuws sluiten' }).click();
  await consent(page).getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await expect(news(page)).toHaveCount(0);
  await expect(consent(page)).toHaveCount(0);
  await expect.poll(() => heightOf(page.locator('.shell__dock-space'))).toBe(0);
  expect(await layoutShift(page), 'CLS on a phone').toBeLessThan(0.005);
});

test('dashboard on a phone: the news after login one line, the consent compact, no shift as tiles and news arrive', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await recordLayoutShifts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) \S+/ })).toBeVisible();
  await expect(readMore(page)).toBeVisible();
  await expect(consent(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw overzicht' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectCompactDock(page);

  await readMore(page).click();
  // both current Dutch news texts after login, each with its link
  await expect(news(page).getByTestId('news-text').filter({ visible: true })).toHaveCount(2);
  await expect(news(page).getByRole('link', { name: 'Bekijk uw zorgpas' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('phone', 'dock-dashboard-news-open'), fullPage: false });
  await expectNoAxeViolations(page);
  await readMore(page).click();

  await expectPageEndReachable(page);
  expect(await layoutShift(page), 'CLS on a phone').toBeLessThan(0.005);
  await expectStateAtBothWidths(page, { screenshot: 'dock-dashboard', fullPage: false });
  // at desktop width the whole news shows as before, without a "Lees meer"
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(news(page).getByTestId('news-text').filter({ visible: true })).toHaveCount(2);
  await expect(readMore(page)).toHaveCount(0);
});

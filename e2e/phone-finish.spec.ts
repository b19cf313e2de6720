import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './support/test';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { layoutShift, recordLayoutShifts } from './support/layout-shift';
import { picture, VIEWPORTS } from './support/screenshots';

/**
 * The finish on a phone (390×844).
 * - The bottom dock: the news and the consent banner sit fixed at the bottom
 *   of the window (no layout shift when they arrive, issue 19) and cover part
 *   of it until they are closed or answered. The news is one thin line that a
 *   "Lees meer" button unfolds, the consent banner compact with its two
 *   buttons on one row.
 * - The policy overview's product table: stacked rows (the header row too),
 *   no word broken mid-word, still a table for screen readers.
 */

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

const PHONE = VIEWPORTS.phone;

const news = (page: Page) => page.getByRole('region', { name: 'Nieuws' });
const consent = (page: Page) => page.getByTestId('consent-banner');
const readMore = (page: Page) => news(page).getByRole('button', { name: 'Lees meer' });

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
  const dockTops = await page.locator('.shell__dock, .shell__dock-above').evaluateAll((docks) => docks.filter((dock) => dock.getBoundingClientRect().height > 0).map((dock) => dock.getBoundingClientRect().top));
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
  await picture(page, 'phone', 'dock-login-news-open', { fullPage: false });
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

/** hoofdverzekerde's dashboard at phone width, layout shifts recorded, once its greeting, news line, consent banner and first tile are there. */
async function openDashboardOnAPhone(page: Page, context: BrowserContext, request: APIRequestContext) {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await recordLayoutShifts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) \S+/ })).toBeVisible();
  await expect(readMore(page)).toBeVisible();
  await expect(consent(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw overzicht' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
}

test('dashboard on a phone: the news after login one line, the consent compact, the page end reachable', async ({ page, context, request }) => {
  await openDashboardOnAPhone(page, context, request);
  await expectCompactDock(page);

  await readMore(page).click();
  // both current Dutch news texts after login, each with its link
  await expect(news(page).getByTestId('news-text').filter({ visible: true })).toHaveCount(2);
  await expect(news(page).getByRole('link', { name: 'Bekijk uw zorgpas' })).toBeVisible();
  await picture(page, 'phone', 'dock-dashboard-news-open', { fullPage: false });
  await expectNoAxeViolations(page);
  await readMore(page).click();

  await expectPageEndReachable(page);
  await expectStateAtBothWidths(page, { screenshot: 'dock-dashboard', fullPage: false });
  // at desktop width the whole news shows as before, without a "Lees meer"
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(news(page).getByTestId('news-text').filter({ visible: true })).toHaveCount(2);
  await expect(readMore(page)).toHaveCount(0);
});

// The news comes after the consent banner and appears straight in its place above it (issue 19): when its offset was
// measured it was sometimes painted at the very bottom first and then moved up (0.024 in about 3 runs of 8 on this machine).
test('dashboard on a phone: no layout shift as tiles, news and the consent banner arrive', async ({ page, context, request }) => {
  await openDashboardOnAPhone(page, context, request);
  expect(await layoutShift(page), 'CLS on a phone').toBeLessThan(0.005);
});

/** The words of every text in `scope` that the browser laid out over more than one line (a word broken mid-word). */
function wordsBrokenMidWord(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

test('policy overview on a phone: each product a stacked row, no word broken mid-word, still a table', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await page.goto('/polisoverzicht');
  await consent(page).getByRole('button', { name: 'Cookies accepteren' }).click();
  await news(page).getByRole('button', { name: 'Nieuws sluiten' }).click();
  const tables = page.getByRole('table', { name: /^Verzekeringen van / });
  await expect(tables).toHaveCount(3);
  const main = tables.first();
  await expect(main.getByRole('row', { name: /Zorgzaam Basis Vrije Keuze/ })).toBeVisible();

  for (const table of await tables.all()) {
    // a table for screen readers: three column headers, each product row a row header and two cells
    await expect(table.getByRole('columnheader')).toHaveText(['Soort', 'Verzekering', 'Premie per maand']);
    const rows = table.getByTestId('policy-product');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByRole('rowheader')).toHaveCount(1);
      await expect(row.getByRole('cell')).toHaveCount(2);
      // the product's name on its own line, its type and premium under it, the premium right-aligned
      const [name, type, premium] = [await row.getByRole('rowheader').boundingBox(), await row.getByRole('cell').first().boundingBox(), await row.getByRole('cell').last().boundingBox()];
      const rowBox = await row.boundingBox();
      expect(name && type && premium && rowBox).toBeTruthy();
      if (!name || !type || !premium || !rowBox) continue;
      expect(name.y + name.height).toBeLessThanOrEqual(Math.min(type.y, premium.y) + 0.5);
      expect(Math.abs(premium.x + premium.width - (rowBox.x + rowBox.width))).toBeLessThanOrEqual(1);
      expect(await row.getByRole('cell').last().evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');
    }
    expect(await wordsBrokenMidWord(table), 'words broken mid-word').toEqual([]);
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the table fits the phone').toBe(true);
  }
  await expect(main.getByTestId('policy-product').filter({ hasText: 'Tandartsverzekering' })).toContainText('Tand Goed');

  await picture(main, 'phone', 'policy-overview-products');
  await expectStateAtBothWidths(page, {
    atWidth: async (device) => {
      // at desktop width the same table has its three columns on one line per product
      if (device === 'desktop') await expect(main.getByRole('columnheader', { name: 'Soort' })).toBeVisible();
      expect(await wordsBrokenMidWord(main), `words broken mid-word at ${device} width`).toEqual([]);
    },
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await picture(main, 'desktop', 'policy-overview-products');
});

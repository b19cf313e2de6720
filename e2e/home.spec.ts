import { addDays, format, startOfISOWeek } from 'date-fns';
import { nl } from 'date-fns/locale';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { readablePng } from './support/files';
import { layoutShift, recordLayoutShifts } from './support/layout-shift';
import { moveClocksTo, nextOccurrenceOf } from './support/clocks';
import { intoOfferPeriod } from './support/offer-period';
import { picture, VIEWPORTS } from './support/screenshots';


test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

const tiles = (page: Page) => page.getByRole('region', { name: 'Uw overzicht' });
const tile = (page: Page, title: string) => tiles(page).getByRole('region', { name: title, exact: true });
const tileTitles = (page: Page) => tiles(page).getByRole('heading', { level: 2 }).allInnerTexts();

/** The fake backend offers next year's packages from 12 November to the end of the year (GetYearForOfferedAgreement). */
function nextYearIsOffered(today = new Date()): boolean {
  return today.getMonth() === 11 || (today.getMonth() === 10 && today.getDate() >= 12);
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) \S+/ })).toBeVisible();
  await expect(tiles(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
}

test.describe('dashboard', () => {
  test('hoofdverzekerde: greeting and the tiles that apply, each for its reason', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    // the order of the desktop placement (position, then priority)
    expect(await tileTitles(page)).toEqual([
      'Mijn eigen risico', // adult
      'Mijn berichten', // unread documents within 6 months
      'Openstaande rekeningen', // open, reminder and notice invoices
      'Zorgpas en EHIC', // digital card information and a customer user
      'Ingediende declaraties', // a handled declaration in the preview
      'De griepprik is weer beschikbaar: vraag ernaar bij uw huisarts.', // within its start and end date
      'Direct regelen', // not a defaulter
      ...(nextYearIsOffered() ? [`Uw polis voor ${new Date().getFullYear() + 1} staat klaar`] : []), // offer year and not a defaulter
      'Uw verzekering', // role H, not excluded
      'Klachten aan spieren of gewrichten?', // label zorgzaam
      '15% korting op uw schadeverzekering', // adult, not a co-insured
      'Gecontracteerde zorgverleners', // contract ZZA01 and an active agreement
      'Wat wordt vergoed?', // issue 34: may read the insurance (the route its search opens)
    ]);
    // not shown: good news (payable invoices), payment arrangement (none), insurance right (no check required),
    // dental insurance (holds Tand Goed, TG2); next year's policy outside 12 November to 31 December

    const ownRisk = tile(page, 'Mijn eigen risico');
    const meter = ownRisk.getByRole('meter', { name: /Verbruikt eigen risico \d{4}/ });
    await expect(meter).toHaveAttribute('aria-valuemax', '885');
    await expect(meter).toHaveAttribute('aria-valuetext', /^€\s[\d.,]+ van €\s885,00 verbruikt, nog €\s[\d.,]+ over$/);
    await expect(ownRisk.getByText(/Uw eigen risico in \d{4} is €\s885,00\./)).toBeVisible();
    await expect(tile(page, 'Mijn berichten')).toContainText('U heeft 7 ongelezen berichten.');
    await expect(tile(page, 'Mijn berichten')).toContainText('Daarvan zijn 6 berichten van de afgelopen 6 maanden.');
    await expect(tile(page, 'Mijn berichten').getByRole('link', { name: 'Naar de berichtenbox' })).toHaveAttribute('href', '/berichtenbox');
    await expect(tile(page, 'Openstaande rekeningen')).toContainText(/U heeft 3 rekeningen om te betalen: samen nog €\s[\d.,]+ te betalen\./);
    // issue 33 point 13: the newest claims of the preview, each with its received date and status
    await expect(tile(page, 'Ingediende declaraties').getByRole('list', { name: 'Uw nieuwste declaraties' }).getByRole('listitem')).toHaveCount(3);
    await expect(tile(page, 'Ingediende declaraties')).toContainText(/Ontvangen op \d{1,2} \w+ \d{4} · Afgehandeld/);
    const external = tile(page, 'Gecontracteerde zorgverleners').getByRole('link', { name: 'Zoek een zorgverlener (opent in een nieuw venster)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // (this dashboard is checked by axe at both widths in the screenshot walk at the end)
  });

  test('the root path and home show the same dashboard; a tile link opens its page', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/home');
    await expect(tile(page, 'Openstaande rekeningen')).toBeVisible();
    await tile(page, 'Uw verzekering').getByRole('link', { name: 'Naar polisoverzicht' }).click();
    await expect(page).toHaveURL(/\/polisoverzicht$/);
  });

  test('medeverzekerde: no invoice tiles, no own risk at 17, no tiles that exclude co-insured', async ({ page, context, request }) => {
    const invoiceCalls: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/Debitan\//i.test(sent.url())) invoiceCalls.push(sent.url());
    });
    await signInAs(context, request, 'medeverzekerde');
    await openDashboard(page);
    const titles = await tileTitles(page);
    expect(titles).toContain('Mijn berichten');
    expect(titles).toContain('Zorgpas en EHIC');
    for (const hidden of ['Openstaande rekeningen', 'Goed nieuws!', 'Uw betalingsregeling', 'Mijn eigen risico', 'Uw verzekering', '15% korting op uw schadeverzekering']) {
      expect(titles, hidden).not.toContain(hidden);
    }
    expect(invoiceCalls, 'a co-insured never asks for invoices').toEqual([]);
    // the summary says there is no own risk, not 'Nog € 0,00 van € 0,00 over'
    await expect(page.getByRole('region', { name: 'Uw gegevens in het kort' }).getByRole('definition').nth(1)).toHaveText('Geen eigen risico');
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('wanbetaler: the payment arrangement and open invoices; tiles for non-defaulters hidden', async ({ page, context, request }) => {
    await signInAs(context, request, 'wanbetaler');
    await openDashboard(page);
    const titles = await tileTitles(page);
    expect(titles).toEqual(expect.arrayContaining(['Openstaande rekeningen', 'Uw betalingsregeling', 'Mijn berichten']));
    expect(titles).not.toContain('Direct regelen');
    expect(titles).not.toContain('Goed nieuws!');
    await expect(tile(page, 'Uw betalingsregeling')).toContainText('2 rekeningen vallen onder uw betalingsregeling.');
    await expect(tile(page, 'Uw betalingsregeling')).toContainText('Bekijk welke termijnen nog openstaan.');
    // (this dashboard is checked by axe at both widths in the screenshot walk at the end)
  });

  test('buitenland: the insurance-right check comes first', async ({ page, context, request }) => {
    await signInAs(context, request, 'buitenland');
    await openDashboard(page);
    expect((await tileTitles(page))[0]).toBe('Controle verzekeringsrecht');
    await expect(tile(page, 'Controle verzekeringsrecht').getByRole('link', { name: 'Start de controle' })).toHaveAttribute('href', '/verzekeringsrecht');
    // her package's name takes two lines in the summary: the three facts' terms stay on one line, at the top
    const terms = page.getByRole('region', { name: 'Uw gegevens in het kort' }).getByRole('term');
    await expect(terms).toHaveCount(3);
    const tops = await terms.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size, `terms at ${tops.join(', ')}`).toBe(1);
  });

  test('phone width: the mobile placement, without the tiles hidden on mobile', async ({ page, context, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    const titles = await tileTitles(page);
    expect(titles.slice(0, 3)).toEqual(['Mijn berichten', 'Mijn eigen risico', 'Openstaande rekeningen']);
    expect(titles).not.toContain('De griepprik is weer beschikbaar: vraag ernaar bij uw huisarts.');
    expect(titles).not.toContain('15% korting op uw schadeverzekering');
    await expectNoAxeViolations(page);
  });

  test('news after login: the script tag (the tests\' own news text) is shown as text, the link is a link', async ({ page, context, request }) => {
    const added = await request.post(`${apiOrigin()}/__fake/provider-states`, { data: { state: 'a news text carries a script tag' } });
    expect(added.ok()).toBe(true);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    const news = page.getByRole('region', { name: 'Nieuws' });
    const maintenance = news.getByTestId('news-text').filter({ hasText: 'Gepland onderhoud' });
    await expect(maintenance).toContainText('<script>alert(1)</script>');
    await expect(maintenance.locator('script')).toHaveCount(0);
    await expect(maintenance.getByRole('link', { name: 'Meer over het onderhoud' })).toHaveAttribute('href', 'https://www.example.nl/onderhoud');
    expect(dialogs).toBe(0);
    // one banner, closed with its one button (issue 12 point 11)
    await expect(page.getByRole('region', { name: 'Nieuws' })).toHaveCount(1);
    // closed with the keyboard, the focus goes to the page's heading, not lost to the body; the cookie choice too
    const heading = page.getByRole('heading', { level: 1 });
    await news.getByRole('button', { name: 'Nieuws sluiten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Nieuws' })).toHaveCount(0);
    await expect(heading).toBeFocused();
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(heading).toBeFocused();
  });

  test('issue 12 point 11: the demo seed shows no script test case to a new user', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    await expect(page.getByRole('region', { name: 'Nieuws' }).getByTestId('news-text').first()).toBeVisible();
    await expect(page.getByText('<script>', { exact: false })).toHaveCount(0);
  });
});

test.describe('the finish of the dashboard (issue 12 points 14 and 15)', () => {
  test('a personal summary, an icon per tile, links that say where they go, and no orphan last row', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    const summary = page.getByRole('region', { name: 'Uw gegevens in het kort' });
    await expect(summary.getByRole('definition')).toHaveText([
      'Zorgzaam Basis Vrije Keuze',
      /^Nog €\s[\d.,]+ van €\s885,00 over$/,
      'Automatische incasso',
    ]);
    await expect(tile(page, 'Uw verzekering').getByRole('list', { name: 'Uw verzekeringen' }).getByRole('listitem')).toHaveText([
      'Zorgzaam Basis Vrije Keuze',
      'Aanvullend Goed',
      'Fysio Extra',
      'Tand Goed',
    ]);
    // the agreement's number, as the policy overview names it (a person's policy number has 12 digits)
    await expect(tile(page, 'Uw verzekering')).toContainText(/Overeenkomst \d{1,8} · 3 verzekerden/);
    const flu = tile(page, 'De griepprik is weer beschikbaar: vraag ernaar bij uw huisarts.');
    await expect(flu).toContainText('Dan krijgt u de griepprik gratis');
    await expect(flu.getByRole('link', { name: /Lees wie een griepprik krijgt/ })).toHaveAttribute('target', '_blank');

    const all = tiles(page).getByRole('region');
    const count = await all.count();
    for (let index = 0; index < count; index += 1) {
      const each = all.nth(index);
      const title = (await each.getByRole('heading', { level: 2 }).innerText()).trim();
      // every tile has its icon (decorative) and a link that does not repeat its title
      await expect(each.locator('.tile__icon svg[aria-hidden="true"]'), title).toHaveCount(1);
      const links = await each.getByRole('link').allInnerTexts();
      expect(links.length, `${title} has a link`).toBe(1);
      expect(links[0]?.trim(), title).not.toBe(title);
    }
    // the last row is filled: its tiles span the grid's width
    const grid = (await tiles(page).boundingBox())!;
    const boxes = await all.evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().toJSON() as DOMRect));
    const lastTop = Math.max(...boxes.map((box) => box.top));
    const lastRow = boxes.filter((box) => Math.abs(box.top - lastTop) < 2);
    expect(Math.max(...lastRow.map((box) => box.right)) - grid.x).toBeGreaterThan(grid.width - 2);
    // the desktop menu is one row of text
    const menuEntries = page.getByRole('navigation', { name: 'Hoofdmenu' }).locator(':scope > ul > li');
    const tops = await menuEntries.evaluateAll((entries) => entries.map((entry) => Math.round(entry.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'one row').toBe(1);
    // (this dashboard is checked by axe at both widths in the screenshot walk at the end)
  });

  test('tiles reserve their space while loading; a failed call gives its own tile and summary line a failure, not a blank', async ({ page, context, request }) => {
    const failed = await request.post(`${apiOrigin()}/__fake/failures`, { data: { method: 'GET', path: '/api/Policy/GetExcess', status: 503, times: 5 } });
    expect(failed.ok()).toBe(true);
    let releaseTiles: () => void = () => undefined;
    const tilesHeld = new Promise<void>((resolve) => {
      releaseTiles = resolve;
    });
    await page.route('**/tiles.json*', async (route) => {
      await tilesHeld;
      await route.continue();
    });
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: /^Goede/ })).toBeVisible();
    // skeleton tiles hold the place, announced once
    await expect(tiles(page)).toHaveAttribute('aria-busy', 'true');
    await expect(tiles(page).locator('.tile--skeleton')).toHaveCount(6);
    await expect(tiles(page).getByRole('status')).toHaveText('Uw overzicht wordt geladen…');
    const skeletonHeight = (await tiles(page).boundingBox())!.height;
    await expectStateAtBothWidths(page, { screenshot: 'dashboard-loading', fullPage: false });
    releaseTiles();

    const ownRisk = tile(page, 'Mijn eigen risico');
    await expect(ownRisk.getByRole('status')).toHaveText('Deze gegevens kunnen we nu niet laten zien. Probeer het later opnieuw.');
    await expect(ownRisk.getByRole('meter')).toHaveCount(0);
    await expect(ownRisk.getByRole('link', { name: 'Bekijk mijn zorgkosten' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Uw gegevens in het kort' });
    await expect(summary.getByRole('definition').nth(1)).toHaveText('Nu niet beschikbaar');
    await expect(summary.getByRole('definition').first()).toHaveText('Zorgzaam Basis Vrije Keuze');
    expect((await tiles(page).boundingBox())!.height, 'the tiles only grow from their skeletons').toBeGreaterThanOrEqual(skeletonHeight - 1);
    await expectStateAtBothWidths(page, { screenshot: 'dashboard-own-risk-failed' });
  });

  // Late answers (scripts/perf/late-answers.mjs): the own risk's figures are 67 px higher than the two-line skeleton
  // that held their place; on desktop the row of tiles under it moved 31 px when they came (CLS 0.0048).
  test('on desktop: a late own risk moves no tile', async ({ page, context, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAs(context, request, 'hoofdverzekerde');
    await recordLayoutShifts(page);
    let releaseExcess: () => void = () => undefined;
    const excessHeld = new Promise<void>((resolve) => {
      releaseExcess = resolve;
    });
    await page.route(/\/api\/Policy\/GetExcess/, async (route) => {
      await excessHeld;
      await route.fallback();
    });
    await page.goto('/home');
    const ownRisk = tile(page, 'Mijn eigen risico');
    await expect(ownRisk.getByRole('status')).toHaveText('Gegevens van deze tegel worden geladen…', { timeout: 20_000 });
    const below = tiles(page).locator('.tile').nth(3);
    const before = (await below.boundingBox())!.y;
    releaseExcess();
    await expect(ownRisk.getByRole('meter')).toBeVisible();
    expect((await below.boundingBox())!.y, 'the first tile of the second row').toBeCloseTo(before, 0);
    expect(await layoutShift(page), 'CLS on the dashboard').toBeLessThan(0.005);
  });
});

test.describe('main menu', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

  test('shows only entries the user may open, with sub-menus of primary and secondary items and a tile', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    const groups = nav(page).locator(':scope > ul > li > button');
    await expect(groups).toHaveText(['Mijn verzekering', 'Zorgkosten', 'Rekeningen', 'Berichten', 'Mijn gegevens', 'Contact', 'Ledenvoordeel']);
    await nav(page).getByRole('button', { name: 'Mijn verzekering' }).click();
    const panel = page.locator('#submenu-mijn-verzekering');
    await expect(panel).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Mijn verzekering' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('list', { name: 'Mijn verzekering', exact: true }).getByRole('link')).toHaveText(['Polisoverzicht', 'Polis wijzigen', 'Verzekerde bijschrijven']);
    // no insurance-right check required: its entry is hidden
    await expect(panel.getByRole('list', { name: 'Meer over Mijn verzekering' }).getByRole('link')).toHaveText(['Zorgpas en EHIC', 'Vergoedingsdocumenten']);
    await expect(panel.getByRole('link', { name: /Uw zorgverzekering voor \d{4}/ })).toHaveAttribute('href', '/polis-wijzigen');
    await expectNoAxeViolations(page);
    await picture(page, 'desktop', 'menu-open');
    await panel.getByRole('link', { name: 'Polisoverzicht' }).click();
    await expect(page).toHaveURL(/\/polisoverzicht$/);
    await expect(panel).toBeHidden();
  });

  test('a co-insured sees no bills group; the user abroad gets the insurance-right entry', async ({ page, context, request }) => {
    await signInAs(context, request, 'medeverzekerde');
    await openDashboard(page);
    await expect(nav(page).getByRole('button', { name: 'Mijn verzekering' })).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Rekeningen' })).toHaveCount(0);
    await nav(page).getByRole('button', { name: 'Mijn verzekering' }).click();
    await expect(page.locator('#submenu-mijn-verzekering').getByRole('link')).toHaveText(['Polisoverzicht', 'Zorgpas en EHIC', 'Vergoedingsdocumenten']);

    await context.clearCookies();
    await signInAs(context, request, 'buitenland');
    await openDashboard(page);
    await nav(page).getByRole('button', { name: 'Mijn verzekering' }).click();
    await expect(page.locator('#submenu-mijn-verzekering').getByRole('link', { name: 'Verzekeringsrecht' })).toBeVisible();
  });

  test('English navigation labels come from the content', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'My insurance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
  });

  test('phone width: the menu button opens and closes the menu, all by keyboard', async ({ page, context, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Overzicht' })).toBeFocused();
    await page.keyboard.press('Tab');
    const group = nav(page).getByRole('button', { name: 'Mijn verzekering' });
    await expect(group).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Polisoverzicht' })).toBeFocused();
    await expectNoAxeViolations(page);
    await picture(page, 'phone', 'menu-open', { fullPage: true });
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    // and an entry chosen by keyboard closes the menu and opens the page
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/polisoverzicht$/);
    await expect(nav(page)).toBeHidden();
  });
});

test.describe('contact', () => {
  const christmasDay = (day: Date) => day.getMonth() === 11 && (day.getDate() === 25 || day.getDate() === 26);
  const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;
  /** the centre's days in the weeks around Christmas: weekdays but Christmas and New Year's Day */
  const isOpenDay = (day: Date) => !isWeekend(day) && !christmasDay(day) && !(day.getMonth() === 0 && day.getDate() === 1);
  const nextOpenDay = (after: Date) => {
    let day = addDays(after, 1);
    while (!isOpenDay(day)) day = addDays(day, 1);
    return day;
  };
  const weekdayAndDate = (day: Date) => format(day, 'EEEE d MMMM', { locale: nl });

  test('phone number, this week with a public holiday closed, the next available date and the contact form', async ({ page, context, request }) => {
    // the next Christmas Eve, in the morning: 25 and 26 December are closed, whichever weekdays they fall on
    const christmasEve = nextOccurrenceOf(12, 24, 10);
    await moveClocksTo(page, request, christmasEve);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/contact-opnemen');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact opnemen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bellen' }).getByRole('link', { name: 'Bel ons op 088 123 45 67' })).toHaveAttribute('href', 'tel:0881234567');
    const rows = page.getByRole('table', { name: 'Openingstijden van de klantenservice deze week' }).getByRole('row');
    await expect(rows).toHaveCount(8);
    const week = await rows.evaluateAll((all) =>
      all.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' | ')),
    );
    const monday = startOfISOWeek(christmasEve);
    expect(week.slice(1)).toEqual(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(monday, index);
        const name = `${weekdayAndDate(day)}${day.getDate() === 24 ? ' (vandaag)' : ''}`;
        if (day.getDate() === 25) return `${name} | Gesloten (Eerste Kerstdag)`;
        if (day.getDate() === 26) return `${name} | Gesloten (Tweede Kerstdag)`;
        return `${name} | ${isWeekend(day) ? 'Gesloten' : '08:00 tot 17:30 uur'}`;
      }),
    );
    await expect(page.getByTestId('next-available')).toHaveText(
      isOpenDay(christmasEve) ? 'Vandaag zijn wij bereikbaar van 08:00 tot 17:30 uur.' : `Wij zijn weer bereikbaar op ${weekdayAndDate(nextOpenDay(christmasEve))}, van 08:00 tot 17:30 uur.`,
    );
    await expect(page.getByTestId('upcoming-holidays')).toContainText(weekdayAndDate(addDays(christmasEve, 1)));
    await expect(page.getByTestId('upcoming-holidays')).toContainText(`Nieuwjaarsdag`);
    // 5 working days on from Christmas Eve, past both Christmas days and New Year's Day
    let replyBy = christmasEve;
    for (let count = 0; count < 5; count += 1) replyBy = nextOpenDay(replyBy);
    await expect(page.getByText(`U krijgt binnen 5 werkdagen antwoord, dus uiterlijk op ${weekdayAndDate(replyBy)}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar het contactformulier' })).toHaveAttribute('href', '/contactformulier');
    await expectNoAxeViolations(page);
  });

  test('after closing time the next available date is the next working day', async ({ page, context, request }) => {
    const evening = nextOccurrenceOf(12, 24, 19);
    await moveClocksTo(page, request, evening);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/contact-opnemen');
    await expect(page.getByTestId('next-available')).toHaveText(`Wij zijn weer bereikbaar op ${weekdayAndDate(nextOpenDay(evening))}, van 08:00 tot 17:30 uur.`);
  });
});

test.describe('the dashboard after sending a claim, walked at phone width, checked at both widths', () => {
  // the flows do not depend on the width: walked once, at the narrower one, every state looked at at both
  test.use({ viewport: VIEWPORTS.phone });

  test('issue 33 point 13: back on the dashboard in the app, the declaration tile lists the claim just sent first', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    await signInAs(context, request, 'hoofdverzekerde');
    await openDashboard(page);
    const claims = tile(page, 'Ingediende declaraties').getByRole('list', { name: 'Uw nieuwste declaraties' }).getByRole('listitem');
    await expect(claims.first()).not.toContainText('Huisartsenpraktijk De Linde');

    // every step in the app (no reload): the tile's link, the care costs' button, the four steps, the receipt, the logo
    await tile(page, 'Ingediende declaraties').getByRole('link', { name: 'Bekijk de status' }).click();
    await page.getByRole('link', { name: 'Zorgkosten indienen' }).click();
    await page.getByRole('radio', { name: 'Een nota van een zorgverlener' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel(/^Soort zorg/).selectOption('hospital');
    const yesterday = new Date(Date.now() - 86_400_000);
    await page.getByLabel(/^Datum van de behandeling/).fill(
      `${String(yesterday.getDate()).padStart(2, '0')}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${yesterday.getFullYear()}`,
    );
    await page.getByLabel(/^Bedrag van de nota/).fill('85,00');
    await page.getByLabel(/^Naam van de zorgverlener/).fill('Huisartsenpraktijk De Linde');
    await page.getByLabel(/^Omschrijving van de behandeling/).fill('Wondbehandeling');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.locator('#declaration-files').setInputFiles(readablePng());
    await expect(page.getByText('De bestanden worden gecontroleerd op leesbaarheid…')).toBeHidden();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('button', { name: 'Nota indienen' }).click();
    await page.getByRole('dialog', { name: 'Uw declaratie is ingediend' }).getByRole('button', { name: 'Naar mijn zorgkosten' }).click();
    await expect(page).toHaveURL(/\/mijn-zorgkosten\?/);
    await page.getByRole('link', { name: /^Naar het overzicht van Mijn/ }).click();

    await expect(claims.first()).toContainText(/Huisartsenpraktijk De Linde, €\s85,00/);
    await expect(claims.first()).toContainText(/Ontvangen op \d{1,2} \w+ \d{4} · In behandeling/);
    await expect(claims).toHaveCount(3);
    await expectStateAtBothWidths(page, { atWidth: (width) => picture(tile(page, 'Ingediende declaraties'), width, 'dashboard-declarations-after-sending') });
  });
});

/** The dashboard (the main insured's and a defaulter's) and contact, each pictured and checked by axe at both widths in one walk. */
test('screenshots at both widths', async ({ page, context, request }) => {
  // three states, each pictured and checked by axe at two widths, on a shared, loaded machine
  test.setTimeout(90_000);
  await signInAs(context, request, 'hoofdverzekerde');
  await openDashboard(page);
  await expectStateAtBothWidths(page, { screenshot: 'dashboard' });
  await page.goto('/contact-opnemen');
  await expect(page.getByRole('table')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'contact' });
  await context.clearCookies();
  await signInAs(context, request, 'wanbetaler');
  await openDashboard(page);
  await expectStateAtBothWidths(page, { screenshot: 'dashboard-wanbetaler' });
});

/**
 * Issue 33 point 13: "'Uw verzekering' shows this year's packages in November (next year's choice as 'vanaf 1
 * januari')". A change saved for next year in the offer period stands apart; this year's packages stay until 1 January.
 */
test.describe('Uw verzekering after a change saved for next year', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`at ${device} width: this year's packages, and next year's choice from 1 January`, async ({ page, context, request }) => {
      await page.setViewportSize(viewport);
      const nextYear = (await intoOfferPeriod(page, request)) + 1;
      await signInAs(context, request, 'hoofdverzekerde');
      await page.goto(`/polisoverzicht?jaar=${nextYear}`);
      await page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Polis wijzigen voor ${nextYear}` })).toBeVisible();
      // from Aanvullend Goed to Aanvullend Basis for the main insured, for next year
      const main = page.getByTestId('premium-person').first();
      const mainName = (await main.getByRole('rowheader').textContent()) ?? '';
      await page.getByRole('group', { name: 'Aanvullende verzekering' }).getByRole('group', { name: 'Aanvullend Basis', exact: true }).getByLabel(mainName).check();
      await expect(main.getByRole('cell').nth(1)).toHaveText('€ 174,14');
      await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
      await page.getByRole('dialog', { name: 'Wijzigingen opslaan?' }).getByRole('button', { name: 'Ja, opslaan' }).click();
      await expect(page.getByRole('dialog', { name: 'Uw polis is gewijzigd' })).toBeVisible();

      await openDashboard(page);
      const insurance = tile(page, 'Uw verzekering');
      await expect(insurance.getByRole('list', { name: 'Uw verzekeringen' }).getByRole('listitem')).toHaveText([
        'Zorgzaam Basis Vrije Keuze',
        'Aanvullend Goed',
        'Fysio Extra',
        'Tand Goed',
      ]);
      const nextYearsChoice = insurance.getByRole('list', { name: `Vanaf 1 januari ${nextYear}:` });
      await expect(insurance.getByText(`Vanaf 1 januari ${nextYear}:`, { exact: true })).toBeVisible();
      await expect(nextYearsChoice.getByRole('listitem')).toContainText(['Zorgzaam Basis Vrije Keuze', 'Aanvullend Basis']);
      await expect(nextYearsChoice.getByRole('listitem').filter({ hasText: 'Aanvullend Goed' })).toHaveCount(0);
      // the summary is about today too
      await expect(page.getByRole('region', { name: 'Uw gegevens in het kort' }).getByRole('definition').first()).toHaveText('Zorgzaam Basis Vrije Keuze');
      await expectNoAxeViolations(page);
      await picture(insurance, device, 'dashboard-your-insurance-next-year');
    });
  }
});

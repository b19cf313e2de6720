import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { answerLate, layoutShift, recordLayoutShifts } from './support/layout-shift';
import { picture, VIEWPORTS } from './support/screenshots';

/** Issue 34: `vergoedingen`, "Wat wordt vergoed?". */

interface CareTypeAnswer {
  id: string;
  covered: boolean;
  used: number;
  left: number | null;
  limit: { kind: string; count?: number } | null;
}

/** What the fake backend counts for the user this year: the page must show the same figures. */
async function coverageOf(request: APIRequestContext, token: string, id: string): Promise<CareTypeAnswer> {
  const answer = await request.get(`${apiOrigin()}/api/Coverage/GetCoverageForPerson`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const found = ((await answer.json()) as { careTypes: CareTypeAnswer[] }).careTypes.find((careType) => careType.id === id);
  expect(found).toBeDefined();
  return found!;
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('hoofdverzekerde types "fysoi" in the dashboard tile: physiotherapy with what her packages pay, used, left and what another package pays', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const physio = await coverageOf(request, token, 'fysiotherapie');
  // Aanvullend Goed 18 + Fysio Extra 9; the seeded handled bill of 9 treatments (when it falls in this year)
  expect(physio.limit).toEqual({ kind: 'treatments', count: 27 });
  const thisYear = new Date().getFullYear();

  await page.goto('/');
  const tile = page.locator('[data-tile="wat-wordt-vergoed"]');
  await expect(tile.getByRole('heading', { name: 'Wat wordt vergoed?' })).toBeVisible();
  // by keyboard: focus the search box, type with a typo, press Enter
  await tile.getByLabel('Zoek een behandeling').focus();
  await page.keyboard.type('fysoi');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/vergoedingen\?zoek=fysoi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wat wordt vergoed?' })).toBeVisible();
  await expect(page.getByLabel('Zoek een behandeling')).toHaveValue('fysoi');
  const results = page.getByRole('list', { name: 'Vergoedingen' });
  const first = results.getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^Fysiotherapie\s*Vergoed$/);
  await expect(first).toContainText('Aanvullend Goed: 18 behandelingen per jaar');
  await expect(first).toContainText('Fysio Extra: 9 behandelingen per jaar');
  await expect(first).toContainText(`Dit jaar gebruikt: ${physio.used} van 27 behandelingen. Nog over: ${physio.left}.`);
  await expect(first).toContainText(`Het maximum begint opnieuw op 1 januari ${thisYear + 1}.`);
  await expect(first).toContainText('Eigen risico: nee.');
  // what another package would pay
  await expect(first.getByRole('heading', { name: 'Met een ander pakket' })).toBeVisible();
  await expect(first).toContainText('Aanvullend Best: 27 behandelingen per jaar');
  await expect(first.getByRole('button', { name: /^Polisvoorwaarden Aanvullend Goed \(pdf\)/ })).toBeVisible();
  // the conditions download is saved under the document's own name, not its id ('G1202603.pdf')
  const conditionsDownload = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Polisvoorwaarden Aanvullend Goed \(pdf\)/ }).click();
  expect((await conditionsDownload).suggestedFilename()).toBe(`Polisvoorwaarden Aanvullende verzekeringen ${thisYear}.pdf`);

  await expectStateAtBothWidths(page, { screenshot: 'coverage-fysoi' });

  // typing on the page searches again, with a synonym
  const search = page.getByLabel('Zoek een behandeling');
  await search.fill('');
  await search.pressSequentially('bril');
  await expect(results.getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveText(/^Brillen en contactlenzen\s*Vergoed$/);
  await expect(page.getByRole('status').filter({ hasText: 'gevonden voor "bril"' })).toBeVisible();

  // two kinds of cover together (the basic's 75%, Aanvullend Goed's € 250 per 5 years on top): a payout does not say
  // which package paid it, so what was paid this year, not a count against the € 250
  await search.fill('hoorapparaat');
  const hearingAids = results.locator('[data-care-type="hoortoestellen"]');
  await expect(hearingAids).toContainText('75% van de kosten');
  await expect(hearingAids).toContainText('Aanvullend Goed: € 250,00 per 5 kalenderjaren');
  await expect(hearingAids).toContainText('Dit jaar vergoed: € 0,00.');
  await expect(hearingAids).not.toContainText('Nog over');
  await expect(hearingAids.locator('meter')).toHaveCount(0);
});

test('medeverzekerde (17) looks up "beugel": not covered by her package, and which packages would', async ({ page, context, request }) => {
  await signInAs(context, request, 'medeverzekerde');
  await page.goto('/vergoedingen?zoek=beugel');
  const first = page.getByRole('list', { name: 'Vergoedingen' }).getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^Orthodontie\s*Niet vergoed$/);
  await expect(first).toContainText('Uw pakket vergoedt dit niet.');
  await expect(first.getByRole('heading', { name: 'Wel vergoed met' })).toBeVisible();
  await expect(first).toContainText('Tand Goed: 80% tot € 1.000,00 per jaar');
  await expect(first).toContainText('Aanvullend Best: € 1.250,00 per 3 kalenderjaren');
  await expect(first.getByRole('link', { name: /contactformulier/ })).toHaveAttribute('href', /\/contactformulier\?onderwerp=my-reimbursements$/);
  await expectStateAtBothWidths(page, { screenshot: 'coverage-not-covered' });

  // the answer and the contact form's topic point to each other
  await first.getByRole('link', { name: /contactformulier/ }).click();
  await expect(page).toHaveURL(/\/contactformulier\?onderwerp=my-reimbursements$/);
  await expect(page.getByLabel('Onderwerp')).toHaveValue('my-reimbursements');
  const tip = page.getByRole('link', { name: /Zoek het direct op bij Wat wordt vergoed\?/ });
  await expect(tip).toBeVisible();
  await expectStateAtBothWidths(page);
  await tip.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wat wordt vergoed?' })).toBeVisible();
});

/** The care types the results list, by their headings' names (without "Vergoed" / "Niet vergoed"). */
async function foundNames(page: Page): Promise<string[]> {
  const headings = page.getByRole('list', { name: 'Vergoedingen' }).getByRole('listitem').getByRole('heading', { level: 2 });
  return (await headings.allInnerTexts()).map((text) => text.replace(/\s*(Niet vergoed|Vergoed)$/, '').trim());
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('"pil" finds the contraceptive pill, "tand" the dentist and the brace; the address follows the search, a reload keeps it, Back leaves for the dashboard; ivf per pregnancy', async ({ page, context, request }) => {
      await signInAs(context, request, 'hoofdverzekerde');
      await page.goto('/');
      const tile = page.locator('[data-tile="wat-wordt-vergoed"]');
      await tile.getByLabel('Zoek een behandeling').fill('pil');
      await tile.getByLabel('Zoek een behandeling').press('Enter');
      await expect(page).toHaveURL(/\/vergoedingen\?zoek=pil$/);
      const status = page.getByRole('status').filter({ hasText: 'gevonden voor' });
      await expect(status).toHaveText('1 behandeling gevonden voor "pil".');
      expect(await foundNames(page)).toEqual(['Anticonceptie']);
      await expectNoAxeViolations(page);
      await picture(page, device, 'coverage-pil', { fullPage: true });

      // typing on the page: the results and the address follow, the address replaced (no entry per letter)
      const search = page.getByLabel('Zoek een behandeling');
      await search.fill('');
      await search.pressSequentially('tand');
      await expect(status).toHaveText('2 behandelingen gevonden voor "tand".');
      expect(await foundNames(page)).toEqual(['Tandarts (mondzorg)', 'Orthodontie']);
      await expect(page).toHaveURL(/\/vergoedingen\?zoek=tand$/);
      // the address changed under the typing: the box keeps the focus and what is typed on, the screen stays put
      await expect(search).toBeFocused();
      await page.keyboard.type(' en');
      await expect(page).toHaveURL(/\/vergoedingen\?zoek=tand\+en$/);
      await expect(search).toHaveValue('tand en');
      // a typo still finds what was meant
      await search.fill('fysoi');
      await expect(status).toHaveText('1 behandeling gevonden voor "fysoi".');
      await expect(page).toHaveURL(/\/vergoedingen\?zoek=fysoi$/);
      expect(await foundNames(page)).toEqual(['Fysiotherapie']);

      // ivf: per pregnancy, as its conditions say, and nothing that starts afresh on 1 January
      await search.fill('ivf');
      await expect(page).toHaveURL(/\/vergoedingen\?zoek=ivf$/);
      const ivf = page.locator('[data-care-type="fertiliteit"]');
      await expect(ivf).toContainText(/: 3 pogingen per zwangerschap/);
      await expect(ivf).toContainText('de eerste 3 ivf-pogingen per zwangerschap');
      await expect(ivf).not.toContainText('per jaar');
      await expect(ivf).not.toContainText('begint opnieuw');
      await expectNoAxeViolations(page);
      await picture(page, device, 'coverage-ivf', { fullPage: true });

      // a reload (or the link shared) shows the same search
      await page.reload();
      await expect(page.getByLabel('Zoek een behandeling')).toHaveValue('ivf');
      await expect(page.locator('[data-care-type="fertiliteit"]')).toContainText(/: 3 pogingen per zwangerschap/);
      expect(await foundNames(page)).toEqual(['Vruchtbaarheidsbehandeling (ivf)']);

      // Back leaves the page for the dashboard: the searches typed on the page replaced its address
      await page.goBack();
      await expect(page).toHaveURL(/\/(home)?$/);
      await expect(page.locator('[data-tile="wat-wordt-vergoed"]')).toBeVisible();
    });
  });
}

// Late answers (scripts/perf/late-answers.mjs): on a phone the person's choice came between the search and the
// results' placeholder and pushed it down (CLS 0.02); they now come together.
test('on a phone: late persons move nothing on vergoedingen', async ({ page, context, request }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAs(context, request, 'hoofdverzekerde');
  await recordLayoutShifts(page);
  await answerLate(page, /\/api\/Customer\/GetAllCustomersWithActivePolicy/);
  await page.goto('/vergoedingen');
  await expect(page.getByLabel('Verzekerde')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Vergoedingen' })).toBeVisible();
  expect(await layoutShift(page), 'CLS on vergoedingen').toBeLessThan(0.005);
});

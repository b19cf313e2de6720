import { expect, test, type Page } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { picture, VIEWPORTS } from './support/screenshots';

/**
 * Issue 34 point 4: "While editing the policy (polis-wijzigen and polis-aanvragen), beside the premium before and
 * after: what changes in coverage for each person when a package is swapped ("Fysiotherapie: 9 → 18
 * behandelingen"), from the same catalogue." hoofdverzekerde has Aanvullend Goed (18) and Fysio Extra (9) next year.
 */

const card = (page: Page, group: string, title: string) => page.getByRole('group', { name: group, exact: true }).getByRole('group', { name: title, exact: true });
const coverage = (page: Page) => page.getByTestId('coverage-changes');
const personBlock = (page: Page, name: string) => coverage(page).getByTestId('coverage-person').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.use({ viewport: VIEWPORTS.desktop });

async function mainInsuredName(page: Page): Promise<string> {
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  return (await main.getByRole('rowheader').textContent()) ?? '';
}

test('polis-wijzigen: swapping the additional package shows the physiotherapy line change beside the premium, and nothing when swapped back', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: `Wijzig uw polis voor ${year}` }).click();
  const mainName = await mainInsuredName(page);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  const mine = personBlock(page, mainName);
  await expect(coverage(page).getByRole('heading', { level: 2, name: 'Wat verandert er in uw vergoedingen?' })).toBeVisible();
  await expect(mine).toContainText('Uw keuze verandert niets aan de vergoedingen.');
  await expect(mine.getByRole('listitem')).toHaveCount(0);
  const option = (title: string) => card(page, 'Aanvullende verzekering', title).getByRole('radio', { name: mainName });

  // at phone width the swap must not move the choice under the finger: the list grows below it
  await page.setViewportSize(VIEWPORTS.phone);
  await option('Aanvullend Best').scrollIntoViewIfNeeded();
  const top = (await option('Aanvullend Best').boundingBox())?.y;
  await option('Aanvullend Best').click();
  const physio = mine.locator('[data-care-type="fysiotherapie"]');
  // Aanvullend Goed 18 + Fysio Extra 9 → Aanvullend Best 27 + Fysio Extra 9
  await expect(physio).toContainText('Fysiotherapie: 27 → 36 behandelingen');
  await expect(page.getByTestId('premium-total-month')).toContainText('€');
  expect((await option('Aanvullend Best').boundingBox())?.y).toBeCloseTo(top ?? -1, 0);
  // glasses: next year's € 175 per 3 years of Aanvullend Goed against Aanvullend Best's € 300
  await expect(mine.locator('[data-care-type="brillen-en-lenzen"]')).toContainText('Brillen en contactlenzen: € 175 per 3 jaar → € 300 per 3 jaar');
  // hearing aids: both pay € 250 per 5 years on top of the basic's 75%, so no line
  await expect(mine.locator('[data-care-type="hoortoestellen"]')).toHaveCount(0);
  await picture(coverage(page), 'phone', 'coverage-changes-best');
  await page.setViewportSize(VIEWPORTS.desktop);

  await expectStateAtBothWidths(page, {
    screenshot: 'coverage-changes-edit',
    atWidth: async () => expect(physio).toBeVisible(),
  });

  // fewer, chosen with the keyboard: Aanvullend Basis pays 9, and no glasses
  await option('Aanvullend Basis').focus();
  await page.keyboard.press('Space');
  await expect(option('Aanvullend Basis')).toBeChecked();
  await expect(physio).toContainText('Fysiotherapie: 27 → 18 behandelingen');
  await expect(mine.locator('[data-care-type="brillen-en-lenzen"]')).toContainText('Brillen en contactlenzen: € 175 per 3 jaar → niet vergoed');
  // the basic's 75% stays: only Aanvullend Goed's € 250 on top goes
  await expect(mine.locator('[data-care-type="hoortoestellen"]')).toContainText('Hoortoestellen: 75% van de kosten, plus € 250 per 5 jaar → 75% van de kosten');
  // the screen reader hears words, not an arrow
  await expect(physio.locator('.visually-hidden')).toHaveText('Fysiotherapie: van 27 naar 18 behandelingen');
  await picture(coverage(page), 'desktop', 'coverage-changes-basis');

  // back to the policy's own package: nothing changes
  await option('Aanvullend Goed').click();
  await expect(mine.getByRole('listitem')).toHaveCount(0);
  await expect(mine).toContainText('Uw keuze verandert niets aan de vergoedingen.');
});

test('polis-aanvragen: choosing afresh, the physiotherapy line follows the additional package chosen', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: `Polis ${year} aanvragen` }).click();
  await expect(page).toHaveURL(new RegExp(`/polis-aanvragen/${year}/[^/]+/\\d+/true$`));
  const mainName = await mainInsuredName(page);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  const mine = personBlock(page, mainName);
  const physio = mine.locator('[data-care-type="fysiotherapie"]');
  // afresh, nothing is chosen yet: not every care type as "niet vergoed", but the basic insurance first
  await expect(mine).toContainText('Kies eerst een basisverzekering. Dan ziet u hier wat er verandert in de vergoedingen.');
  await expect(mine.getByRole('listitem')).toHaveCount(0);
  await card(page, 'Basisverzekering', 'Zorgzaam Basis Vrije Keuze').getByRole('radio', { name: mainName }).click();
  await card(page, 'Aanvullende verzekering', 'Aanvullend Basis').getByRole('radio', { name: mainName }).click();
  // started afresh, without Fysio Extra: against the policy's 27, Aanvullend Basis alone pays 9
  await expect(physio).toContainText('Fysiotherapie: 27 → 9 behandelingen');
  await card(page, 'Extra aanvullende verzekering', 'Fysio Extra').getByRole('checkbox', { name: mainName }).click();
  await expect(physio).toContainText('Fysiotherapie: 27 → 18 behandelingen');
  await expectStateAtBothWidths(page, {
    screenshot: 'coverage-changes-request',
    atWidth: async (device) => {
      await expect(physio).toBeVisible();
      await picture(coverage(page), device, 'coverage-changes-request-list');
    },
  });
});

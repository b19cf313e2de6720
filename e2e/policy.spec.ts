import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { screenshotPath, VIEWPORTS } from './support/screenshots';

/**
 * Next year's packages are offered from 12 November (fake-backend/areas/agreement.ts):
 * earlier in the year both the fake backend's clock and the browser's move to 20 November.
 */
async function intoOfferPeriod(page: Page, request: APIRequestContext): Promise<number> {
  const now = new Date();
  const year = now.getFullYear();
  const offerOpens = new Date(`${year}-11-12T00:00:00+01:00`);
  if (now < offerOpens) {
    const target = new Date(`${year}-11-20T10:00:00+01:00`);
    await request.post(`${apiOrigin()}/__fake/clock`, { data: { advanceSeconds: Math.round((target.getTime() - now.getTime()) / 1000) } });
    await page.clock.setFixedTime(target);
  }
  return year;
}

const person = (page: Page) => page.getByTestId('policy-person');
const productRow = (scope: Page | Locator, name: string) => scope.getByTestId('policy-product').filter({ hasText: name });

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('hoofdverzekerde sees this year, then next year at next year\'s premiums with the edit entry', async ({ page, context, request }) => {
      const year = await intoOfferPeriod(page, request);
      await signInAs(context, request, 'hoofdverzekerde');
      await page.goto('/polisoverzicht');
      await expect(page.getByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeVisible();
      await expect(page.getByLabel('Jaar')).toHaveValue(String(year));
      // the main insured and the two children under 16; the partner has an own account and is not shown
      await expect(person(page)).toHaveCount(3);
      const main = person(page).first();
      await expect(main.getByRole('heading', { level: 3 })).toContainText('(Hoofdverzekerde)');
      await expect(productRow(main, 'Zorgzaam Basis Vrije Keuze')).toContainText('€ 152,45');
      await expect(productRow(main, 'Aanvullend Goed')).toContainText('€ 25,15');
      await expect(productRow(main, 'Vrijwillig eigen risico 500')).toContainText('Eigen risico');
      await expect(main.getByTestId('person-excess')).toHaveText('€ 885,00');
      // 152,45 + 25,15 + 9,95 + 14,50 − 21,00 own-risk discount
      await expect(main.getByTestId('person-premium-month')).toHaveText('€ 181,05');
      await expect(productRow(person(page).nth(1), 'Zorgzaam Basis Vrije Keuze')).toContainText('Gratis meeverzekerd');
      await expect(page.getByTestId('agreement-total-month')).toHaveText('€ 181,05');
      // this year's packages cannot be changed any more in November
      await expect(page.getByTestId('edit-policy-denial-reason')).toContainText(`Het wijzigen van uw polis voor ${year} is nu niet mogelijk.`);
      await expect(page.getByRole('link', { name: 'Polis wijzigen' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Verzekerde bijschrijven' })).toHaveAttribute('href', '/verzekerde-bijschrijven');
      await expect(page.getByTestId('policy-document').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'policy-overview-this-year'), fullPage: true });

      await page.getByLabel('Jaar').selectOption(String(year + 1));
      await expect(page).toHaveURL(new RegExp(`/polisoverzicht\\?jaar=${year + 1}$`));
      await expect(productRow(person(page).first(), 'Zorgzaam Basis Vrije Keuze')).toContainText('€ 158,25');
      // 158,25 + 26,19 + 10,45 + 15,20 − 22,00 own-risk discount
      await expect(person(page).first().getByTestId('person-premium-month')).toHaveText('€ 188,09');
      await expect(page.getByTestId('edit-policy-denial-reason')).toHaveCount(0);
      const edit = page.getByRole('link', { name: 'Polis wijzigen' });
      await expect(edit).toHaveAttribute('href', new RegExp(`^/polis-wijzigen/${year + 1}/ZZA01/\\d+/false$`));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'policy-overview-next-year'), fullPage: true });

      // the year stays in the address: a reload shows next year again
      await page.reload();
      await expect(page.getByLabel('Jaar')).toHaveValue(String(year + 1));
      await expect(productRow(person(page).first(), 'Zorgzaam Basis Vrije Keuze')).toContainText('€ 158,25');
    });
  });
}

test('wanbetaler sees the payment-deficit reason and neither entry, also for next year', async ({ page, context, request }) => {
  const year = await intoOfferPeriod(page, request);
  await signInAs(context, request, 'wanbetaler');
  await page.goto(`/polisoverzicht?jaar=${year + 1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeVisible();
  await expect(page.getByLabel('Jaar')).toHaveValue(String(year + 1));
  await expect(page.getByTestId('edit-policy-denial-reason')).toHaveText(
    'U kunt uw polis nu niet wijzigen, omdat er een betalingsachterstand is. Betaal eerst de openstaande rekeningen.',
  );
  await expect(page.getByRole('link', { name: 'Polis wijzigen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verzekerde bijschrijven' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('desktop', 'policy-overview-defaulter'), fullPage: true });
});

import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { expect, test } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { moveClocksTo } from './support/clocks';
import { resetFakeBackend, signInAs } from './support/fake-backend';

/**
 * An insured person abroad (spec 01: "people living abroad" do the insurance-right check) reads the portal in their
 * own time zone, but the insurer's days, years and opening hours are the Netherlands', as the backend's are. At 20:30
 * on New Year's Eve in Los Angeles it is 05:30 on 1 January in the Netherlands: the new year's premium is billed and
 * the contact centre is closed for New Year's Day. Only the greeting follows the user's own evening.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('a user in Los Angeles on New Year\'s Eve sees the Netherlands\' new year: its premium, its own-risk year, New Year\'s Day closed; greeted by their own evening', async ({ page, context, request }) => {
  // the specs' own clock is Amsterdam's (support/test.ts), so this is next year's first day there
  const year = new Date().getFullYear() + 1;
  const newYearsDay = new Date(year, 0, 1);
  await moveClocksTo(page, request, new Date(`${year}-01-01T05:30:00+01:00`));
  await signInAs(context, request, 'hoofdverzekerde');
  expect(await page.evaluate(() => new Date().getDate()), 'the browser itself is still in 31 December').toBe(31);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Goedenavond \S+/ })).toBeVisible();
  const ownRisk = page.getByRole('region', { name: 'Uw overzicht' }).getByRole('region', { name: 'Mijn eigen risico', exact: true });
  await expect(ownRisk.getByRole('meter', { name: `Verbruikt eigen risico ${year}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/rekeningen-en-betalingen');
  // the years to filter on run up to the Netherlands' new year
  await expect(page.getByLabel('Jaar', { exact: true }).getByRole('option')).toHaveText(['Alle jaren', String(year), String(year - 1), String(year - 2)]);
  await expect(page.getByText(`Premie januari ${year}`, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.goto('/contact-opnemen');
  const today = page.getByRole('table', { name: 'Openingstijden van de klantenservice deze week' }).getByRole('row').filter({ hasText: '(vandaag)' });
  await expect(today).toHaveCount(1);
  await expect(today).toContainText(`${format(newYearsDay, 'EEEE d MMMM', { locale: nl })} (vandaag)`);
  await expect(today).toContainText('Gesloten (Nieuwjaarsdag)');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Vandaag zijn wij gesloten');
  await expect(footer).toContainText(`© ${year} Zorgzaam`);
  await expectNoAxeViolationsAtBothWidths(page);
});

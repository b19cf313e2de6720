import { expect, test, type Locator } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { moveClocksTo } from './support/clocks';
import { resetFakeBackend, signInAs } from './support/fake-backend';

/**
 * Issue 32 point 16: the fake backend keeps the household insured over New
 * Year. The data file seeded today is kept while both clocks move to 15 March
 * next year: the dashboard and the policy overview show next year's policy,
 * continued unchanged at the premium offered for it, the bills page this
 * month's premium and the card page the household's cards; the overview
 * offers the earlier years too (point 14).
 */
const productRow = (scope: Locator, name: string) => scope.getByTestId('policy-product').filter({ hasText: name });

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('hoofdverzekerde after New Year: the dashboard, the bills, the cards and the policy overview show the new year, and last year can be looked up', async ({ page, context, request }) => {
  const year = new Date().getFullYear() + 1;
  const target = new Date(`${year}-03-15T10:00:00+01:00`);
  await moveClocksTo(page, request, target);
  await signInAs(context, request, 'hoofdverzekerde');

  await page.goto('/');
  const ownRisk = page.getByRole('region', { name: 'Uw overzicht' }).getByRole('region', { name: 'Mijn eigen risico', exact: true });
  await expect(ownRisk.getByRole('meter', { name: `Verbruikt eigen risico ${year}` })).toBeVisible();
  await expect(ownRisk.getByText(new RegExp(`Uw eigen risico in ${year} is €\\s885,00\\.`))).toBeVisible();
  await expectNoAxeViolations(page);

  // this month's premium is billed at this year's policy, and the insurance cards run on
  await page.goto('/rekeningen-en-betalingen');
  await expect(page.getByText(`Premie maart ${year}`, { exact: true }).first()).toBeVisible();
  await page.goto('/zorgpas-ehic');
  await expect(page.getByRole('heading', { level: 2, name: /^Zorgpas van / })).toHaveCount(3);
  await expect(page.getByText(/^\d{4} \d{4} \d+$/)).toHaveCount(3);

  await page.goto('/polisoverzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeVisible();
  const persons = page.getByTestId('policy-person');
  await expect(persons).toHaveCount(3);
  const main = persons.first();
  await expect(main.getByRole('table', { name: new RegExp(`^Verzekeringen van .+ in ${year}$`) })).toBeVisible();
  await expect(main.getByText(`1 januari ${year} tot en met 31 december ${year}`)).toBeVisible();
  // the policy continued unchanged, at the premium offered for the year (next year's price in the catalogue)
  await expect(productRow(main, 'Zorgzaam Basis Vrije Keuze')).toContainText('€ 158,25');
  await expect(main.getByTestId('person-excess')).toHaveText('€ 885,00');
  await expectNoAxeViolations(page);

  // issue 32 point 14: last year's policy, looked up for a claim or a tax question
  await expect(page.getByLabel('Jaar').getByRole('option')).toHaveText([String(year - 2), String(year - 1), String(year)]);
  await expect(page.getByLabel('Jaar')).toHaveValue(String(year));
  await page.getByLabel('Jaar').selectOption(String(year - 1));
  await expect(page).toHaveURL(new RegExp(`/polisoverzicht\\?jaar=${year - 1}$`));
  await expect(persons.first().getByRole('table', { name: new RegExp(`^Verzekeringen van .+ in ${year - 1}$`) })).toBeVisible();
  // last year's premium as it was billed
  await expect(productRow(persons.first(), 'Zorgzaam Basis Vrije Keuze')).toContainText('€ 152,45');
  // an earlier year is not changed: neither entry, nor a reason why not
  await expect(page.getByTestId('edit-policy-denial-reason')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verzekerde bijschrijven' })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
});

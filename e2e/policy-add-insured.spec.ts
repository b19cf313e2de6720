import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { VIEWPORTS } from './support/screenshots';

/** Both widths, resized in place: the screenshot at each, axe at each. */
async function lookAt(page: Page, name: string): Promise<void> {
  await expectStateAtBothWidths(page, { screenshot: `add-insured-${name}` });
}

const NEWBORN_BSN = '999990019';

function birthDateDaysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

async function fillNewborn(page: Page): Promise<void> {
  await page.locator('#persons-0-initials').fill('L.');
  await page.locator('#persons-0-firstName').fill('Lotte');
  await page.locator('#persons-0-lastName').fill('Jansen');
  await page.locator('#persons-0-birthDate').fill(birthDateDaysAgo(30));
  await page.getByRole('radio', { name: 'Vrouw' }).check();
  await page.locator('#persons-0-socialSecurityNumber').fill(NEWBORN_BSN);
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.use({ viewport: VIEWPORTS.desktop });
// one walk through five states, each looked at with axe and a screenshot at both widths: longer than the default on a loaded machine
test.setTimeout(120_000);

test('hoofdverzekerde adds a newborn: persons, cards with the premium, summary, saved and in progress on the overview; the same BSN again is refused, a second partner is not possible', async ({ page, context, request }) => {
  await intoOfferPeriod(page, request);
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/polisoverzicht');
  await page.getByRole('link', { name: 'Verzekerde bijschrijven' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();

  // the rules before sending: an invalid BSN
  await fillNewborn(page);
  await page.locator('#persons-0-socialSecurityNumber').fill('123456789');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Vul een geldig burgerservicenummer (BSN) in.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.locator('#persons-0-socialSecurityNumber').fill(NEWBORN_BSN);

  // a partner is on the agreement already (with an own account, so the portal does not show her): the server refuses a second one
  await page.getByLabel('Deze persoon is mijn partner').check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Er staat al een partner op uw polis. U kunt geen tweede partner bijschrijven.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await expect(page).not.toHaveURL(/stap=/);
  await page.getByLabel('Deze persoon is mijn partner').uncheck();

  // one newborn: the start date follows from the birth date
  await expect(page.getByText('De verzekering gaat in op de geboortedatum')).toBeVisible();
  await lookAt(page, 'persons');

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=dekking/);
  const basic = page.getByRole('group', { name: 'Basisverzekering' });
  await expect(basic.getByRole('checkbox', { name: /Lotte Jansen/, checked: true })).toBeVisible();
  await expect(page.getByTestId('premium-person')).toHaveCount(1);
  await expect(page.getByTestId('premium-person')).toContainText('€ 0,00');
  // no dental cards for a child
  await expect(page.getByRole('group', { name: 'Tandartsverzekering' }).getByRole('checkbox')).toHaveCount(0);
  await lookAt(page, 'cards');

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=controle/);
  await expect(page.getByTestId('summary-person')).toContainText('Meeverzekerde');
  await expect(page.getByTestId('summary-person')).toContainText(NEWBORN_BSN);
  await lookAt(page, 'summary');

  await page.getByRole('button', { name: 'Bijschrijven' }).click();
  const success = page.getByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
  await expect(success).toBeVisible();
  await lookAt(page, 'success');
  await success.getByRole('button', { name: 'Naar uw polisoverzicht' }).click();
  await expect(page).toHaveURL(/\/polisoverzicht/);
  await expect(page.getByTestId('newly-insured-in-progress')).toContainText('L. Jansen');

  // the same BSN again: the server says it is registered already
  await page.getByRole('link', { name: 'Verzekerde bijschrijven' }).click();
  await fillNewborn(page);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Deze BSN heeft u al geregistreerd.' })).toBeVisible();
  await expect(page).not.toHaveURL(/stap=/);
  await lookAt(page, 'bsn-in-use');
});

import { expect, test, type Page } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { VIEWPORTS } from './support/screenshots';

/**
 * Issue 33 point 8: choosing a package is a choice of one where the group allows one ("choosing a card deselects
 * the person's other card in the same group when the group allows only one", spec 02 §4): a radio choice per
 * person, by mouse and by keyboard; the own-risk options by their amounts; the medical-selection dialog names
 * the package the policy has.
 */

const card = (page: Page, group: string, title: string) => page.getByRole('group', { name: group, exact: true }).getByRole('group', { name: title, exact: true });

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.use({ viewport: VIEWPORTS.desktop });

async function openEditPolicy(page: Page, year: number) {
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ }).click();
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  return (await main.getByRole('rowheader').textContent()) ?? '';
}

test('hoofdverzekerde ticks Aanvullend Best: it replaces Aanvullend Goed, by mouse and by arrow key; own risk reads by its amounts', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  const mainName = await openEditPolicy(page, year);
  const additional = page.getByRole('group', { name: 'Aanvullende verzekering', exact: true });
  const option = (title: string) => card(page, 'Aanvullende verzekering', title).getByRole('radio', { name: mainName });

  // one of the group: radios, one name per person; the extra additional group (two allowed) keeps checkboxes
  await expect(additional.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Extra aanvullende verzekering' }).getByRole('checkbox').first()).toBeVisible();
  await expect(option('Aanvullend Goed')).toBeChecked();
  await option('Aanvullend Best').click();
  await expect(option('Aanvullend Best')).toBeChecked();
  await expect(option('Aanvullend Goed')).not.toBeChecked();
  await expect(page.getByTestId('maximum-exceeded')).toHaveCount(0);
  await expect(page.getByText('Zet eerst een andere keuze uit')).toHaveCount(0);
  // the premium follows: Aanvullend Best in the new column
  await expect(page.getByTestId('premium-total-month')).toContainText('€');

  // the keyboard: the arrow key moves the person's choice within the group
  await option('Aanvullend Best').focus();
  await page.keyboard.press('ArrowUp');
  await expect(option('Aanvullend Goed')).toBeChecked();
  await expect(option('Aanvullend Goed')).toBeFocused();
  await expect(option('Aanvullend Best')).not.toBeChecked();

  // own risk by its amounts, from the cards' data, in Dutch money
  for (const title of ['Geen vrijwillig eigen risico (totaal € 385)', '€ 100 vrijwillig (totaal € 485)', '€ 500 vrijwillig (totaal € 885)']) {
    await expect(card(page, 'Eigen risico', title)).toBeVisible();
  }
  await expect(card(page, 'Eigen risico', '€ 500 vrijwillig (totaal € 885)').getByRole('radio', { name: mainName })).toBeChecked();
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await expectStateAtBothWidths(page, {
    screenshot: 'package-choice-one-of',
    atWidth: async () => expect(option('Aanvullend Goed')).toBeVisible(),
  });
});

test("requesting next year's policy afresh: the medical-selection dialog names the package the policy has, not the emptied choice", async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: `Polis ${year} aanvragen` }).click();
  await expect(page).toHaveURL(new RegExp(`/polis-aanvragen/${year}/[^/]+/\\d+/true$`));
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  const mainName = (await main.getByRole('rowheader').textContent()) ?? '';
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  // started afresh: no dental package chosen on the screen; the policy has Tand Goed
  await expect(card(page, 'Tandartsverzekering', 'Geen tandartsverzekering').getByRole('radio', { name: mainName })).toBeChecked();
  await card(page, 'Tandartsverzekering', 'Tand Best').getByRole('radio', { name: mainName }).click();
  const overlay = page.getByRole('dialog', { name: `Medische selectie voor ${mainName}` });
  const change = overlay.getByTestId('medical-selection-change');
  await expect(change.locator('div').filter({ hasText: 'Huidige keuze' }).locator('dd')).toHaveText('Tand Goed');
  await expect(change.locator('div').filter({ hasText: 'Nieuwe keuze' }).locator('dd')).toHaveText('Tand Best');
  await expectStateAtBothWidths(page, { screenshot: 'package-choice-medical-selection-current', fullPage: false });
  await overlay.getByRole('button', { name: 'Annuleren' }).first().click();
  await expect(overlay).toBeHidden();
  await expect(card(page, 'Tandartsverzekering', 'Tand Best').getByRole('radio', { name: mainName })).not.toBeChecked();
});

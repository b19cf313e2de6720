import { expect, test, type Page } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { VIEWPORTS } from './support/screenshots';

const card = (page: Page, group: string, title: string) => page.getByRole('group', { name: group }).getByRole('group', { name: title, exact: true });

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.use({ viewport: VIEWPORTS.desktop });
test.setTimeout(120_000);

// issue 32 point 12: polis-aanvragen is reachable where a user choosing next year's packages looks for it, starting afresh
test("hoofdverzekerde finds 'Polis aanvragen' on next year's overview; it opens polis-aanvragen with the selection started afresh", async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto(`/polisoverzicht?jaar=${year - 1}`);
  // this year's overview has no request entry: there is nothing to request for a running year
  await expect(page.getByRole('link', { name: 'Verzekerde bijschrijven' })).toBeVisible();
  await expect(page.getByRole('link', { name: /aanvragen$/ })).toHaveCount(0);
  await page.getByLabel('Jaar').selectOption(String(year));
  const requestLink = page.getByRole('link', { name: `Polis ${year} aanvragen` });
  await expect(requestLink).toBeVisible();
  await expect(requestLink).toHaveAccessibleDescription(new RegExp(`kiest u uw pakketten voor ${year} opnieuw`));
  // the consent banner answered, so the entries are what the pictures show at each width
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await expectStateAtBothWidths(page, { screenshot: 'policy-overview-request-entry' });

  await requestLink.click();
  await expect(page).toHaveURL(new RegExp(`/polis-aanvragen/${year}/[^/]+/\\d+/true$`));
  await expect(page.getByRole('heading', { level: 1, name: `Polis aanvragen voor ${year}` })).toBeVisible();
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  const mainName = (await main.getByRole('rowheader').textContent()) ?? '';
  // "shouldResetSelection": nothing of this year's choice is taken over
  await expect(card(page, 'Aanvullende verzekering', 'Geen aanvullende verzekering').getByLabel(mainName)).toBeChecked();
  await expect(card(page, 'Aanvullende verzekering', 'Aanvullend Goed').getByLabel(mainName)).not.toBeChecked();
  await expectStateAtBothWidths(page, { screenshot: 'request-policy-reset' });
});

// issue 32 point 10: children's free packages follow the highest-insured parent on the agreement, the hidden partner included
test('hoofdverzekerde lowers her cover below her partner\'s (hidden from her): the children keep the partner\'s Aanvullend Goed, free', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ }).click();
  const people = page.getByTestId('premium-person');
  await expect(people.first()).toBeVisible();
  const names = (await people.getByRole('rowheader').allTextContents()).map((name) => name.trim());
  // the main insured and her two children under 16; the partner has an own account and is not shown
  expect(names).toHaveLength(3);
  const [mainName, ...children] = names as [string, ...string[]];
  const goed = card(page, 'Aanvullende verzekering', 'Aanvullend Goed');
  for (const child of children) await expect(goed.getByLabel(child)).toBeChecked();

  // from Aanvullend Goed to Aanvullend Basis and no Fysio Extra: her cover is now below the partner's (Aanvullend Goed, Tand Goed)
  await card(page, 'Aanvullende verzekering', 'Aanvullend Basis').getByLabel(mainName).check();
  await card(page, 'Extra aanvullende verzekering', 'Fysio Extra').getByLabel(mainName).uncheck();
  await expect(card(page, 'Aanvullende verzekering', 'Aanvullend Basis').getByLabel(mainName)).toBeChecked();
  // her premium only: 188,09 − 26,19 (Aanvullend Goed) + 12,24 (Aanvullend Basis) − 10,45 (Fysio Extra); the children stay free
  await expect(page.getByTestId('premium-total-month')).toContainText('€ 163,69');
  for (const child of children) {
    await expect(goed.getByLabel(child)).toBeChecked();
    await expect(card(page, 'Aanvullende verzekering', 'Aanvullend Basis').getByLabel(child)).not.toBeChecked();
  }
  await expect(page.getByText('ook als u de gegevens van die ouder hier niet ziet')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'edit-policy-children-follow-partner' });
});

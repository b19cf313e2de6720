import { expect, test, type Page } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { moveClocksTo, nextOccurrenceOf } from './support/clocks';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { declineDigitalPost } from './support/digital-post';
import { VIEWPORTS } from './support/screenshots';

/**
 * Issue 33 point 5: one truth for amounts and dates. A premium bill says what it covers (persons, period); the
 * bills page's total says what it leaves out, and its parts add up to the "Openstaand" filter; a payment change
 * for 1 January shows nowhere on this year before then; the payment term is one setting, worded the same on the
 * payment details, the policy overview and edit policy.
 */

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.use({ viewport: VIEWPORTS.desktop });

async function declineCookies(page: Page) {
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
}

async function dismissBanners(page: Page) {
  await declineCookies(page);
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
}

const amountIn = (text: string | null) => /€\s?[\d.]+,\d{2}/.exec(text ?? '')?.[0].replace(/\s/g, ' ');

test('hoofdverzekerde: each premium bill says whom and which period it covers, the hidden partner too; the total says what it leaves out and agrees with Openstaand', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/polisoverzicht');
  // the overview's totals are of the persons shown; it says why the bill is higher
  await expect(page.getByTestId('not-shown-on-bill')).toHaveText(/premie van 1 verzekerde die u hier niet ziet \(16 jaar of ouder, met een eigen account\)/);

  await page.goto('/rekeningen-en-betalingen');
  await dismissBanners(page);
  const premiumBill = page.getByTestId('invoice').filter({ has: page.getByTestId('invoice-cover') }).last();
  await expect(premiumBill.getByTestId('invoice-cover')).toHaveText('4 verzekerden, onder wie 1 die u hier niet ziet (16 jaar of ouder, met een eigen account)');
  await expect(premiumBill.getByTestId('invoice-period')).toHaveText(/^[a-z]+ \d{4}$/);
  await expect(page.getByTestId('total-to-pay-count')).toHaveText(/^Voor \d+ rekening(en)? die u zelf betaalt\.$/);

  // what the total leaves out, when something is left out: its parts and all open bills, which the Openstaand filter lists
  const notInTotal = page.getByTestId('not-in-total');
  const allOpen = (await notInTotal.count()) > 0 ? await page.getByTestId('all-open').textContent() : null;
  await expectStateAtBothWidths(page, { screenshot: 'bills-cover-and-total', fullPage: false, atWidth: async () => premiumBill.scrollIntoViewIfNeeded() });
  await page.getByRole('radio', { name: 'Openstaand' }).check();
  const listed = page.getByRole('status').filter({ hasText: /samen nog/ });
  await expect(listed).toBeVisible();
  if (allOpen !== null) {
    expect(amountIn(await listed.textContent())).toBe(amountIn(allOpen));
    const count = /op (\d+) rekening/.exec(allOpen)?.[1];
    await expect(listed).toHaveText(new RegExp(`^${count} rekening`));
  } else {
    expect(amountIn(await listed.textContent())).toBe(amountIn(await page.getByTestId('total-to-pay').textContent()));
  }
});

test('wanbetaler: the total says what it leaves out (the arrangement, the collection agency) and what all open bills come to, as the Openstaand list does', async ({ page, context, request }) => {
  await signInAs(context, request, 'wanbetaler');
  await page.goto('/rekeningen-en-betalingen');
  await declineDigitalPost(page);
  await dismissBanners(page);
  const notInTotal = page.getByTestId('not-in-total');
  await expect(notInTotal.getByRole('listitem')).not.toHaveCount(0);
  await expect(notInTotal).toContainText('in uw betalingsregeling: u betaalt de termijnen');
  const allOpen = await page.getByTestId('all-open').textContent();
  await expectStateAtBothWidths(page, { screenshot: 'bills-total-leaves-out', fullPage: false, atWidth: async () => notInTotal.scrollIntoViewIfNeeded() });
  await page.getByRole('radio', { name: 'Openstaand' }).check();
  const listed = page.getByRole('status').filter({ hasText: /samen nog/ });
  await expect(listed).toBeVisible();
  expect(amountIn(await listed.textContent())).toBe(amountIn(allOpen));
});

test('a switch to iDEAL, yearly, asked on 5 December: this year’s policy and the dashboard keep monthly direct debit; next year’s policy and edit policy show yearly, as the payment details do', async ({ page, context, request }) => {
  // from 5 December on, next year's 5 December: the fake backend keeps the household's policies over New Year
  const asked = nextOccurrenceOf(12, 5, 10);
  await moveClocksTo(page, request, asked);
  const thisYear = asked.getFullYear();
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const agreements = await request.get(`${apiOrigin()}/api/Agreement/GetMostRecentAgreements`, { headers: { Authorization: `Bearer ${token}` } });
  const [agreement] = (await agreements.json()) as { agreementId: string; agreementIdNumber: string }[];

  await page.goto(`/betaalgegevens-wijzigen/${agreement!.agreementId}`);
  const methodForm = page.getByRole('form', { name: 'Betaalwijze en betaaltermijn' });
  await methodForm.getByRole('radio', { name: 'iDEAL-betaallink' }).check();
  await methodForm.getByRole('radio', { name: 'Per jaar' }).check();
  await methodForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('payment-term')).toHaveText('Per jaar');
  await expect(section.getByTestId('scheduled-payment-change')).toContainText(`1 januari ${thisYear + 1}`);

  // this year: what is paid until 1 January
  await page.goto(`/polisoverzicht?jaar=${thisYear}`);
  // the consent answered; news may be shown or not, as the day of the year has it
  await declineCookies(page);
  await expect(page.getByTestId('agreement-payment-term').first()).toHaveText('Per maand');
  await expectStateAtBothWidths(page, { screenshot: 'policy-overview-term-before-change', fullPage: false, atWidth: async () => page.getByTestId('agreement-payment-term').first().scrollIntoViewIfNeeded() });
  await page.goto('/');
  await expect(page.getByTestId('summary-payment-method')).toContainText('Automatische incasso');
  await expectStateAtBothWidths(page, { screenshot: 'dashboard-method-before-change', fullPage: false });

  // next year: the new term, on the overview and in edit policy, worded as on the payment details
  await page.goto(`/polisoverzicht?jaar=${thisYear + 1}`);
  await expect(page.getByTestId('agreement-payment-term').first()).toHaveText('Per jaar');
  await page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ }).click();
  const term = page.getByLabel('Betaaltermijn');
  await expect(term).toHaveValue('12');
  await expect(term.locator('option:checked')).toHaveText(/^Per jaar/);
  await expect(term).toHaveAccessibleDescription(/dezelfde als bij Betaal- en rekeninggegevens/);
});

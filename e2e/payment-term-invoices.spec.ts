import { visibleNewsTexts } from '../domain/home/news';
import { premiumCollectionDate } from '../domain/insurance';
import { expect, test, type APIRequestContext } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { moveClocksTo, nextOccurrenceOf } from './support/clocks';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';

/**
 * h-terms: "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12
 * yearly" (spec 02): the premium invoices follow the agreement's payment term.
 * No seeded person with invoices pays per quarter (the seeded quarterly
 * agreement is oudeovereenkomst's former one, ended before the shown years),
 * so a monthly payer switches to quarterly on 1 December and the clocks move
 * into the next year: January brings one invoice for January to March.
 */

interface Invoice {
  invoiceNumber: string;
  description: string;
  invoiceDate: string;
  amount: number;
  premiePeriod: string | null;
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

async function invoicesOf(request: APIRequestContext, token: string): Promise<Invoice[]> {
  const answer = await request.get(`${apiOrigin()}/api/Debitan/Invoices`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { invoices: Invoice[] }).invoices;
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('buitenland switches to quarterly: the invoices issued stay monthly; in January one invoice bills January to March', async ({ page, context, request }) => {
  // "payment changes before the 10th apply the next month" (issue 32 point 15), and the term changes only while next
  // year's packages are offered (spec 02 §4): the change is asked on 1 December, for 1 January
  const asked = nextOccurrenceOf(12, 1, 10);
  await moveClocksTo(page, request, asked);
  const token = await signInAs(context, request, 'buitenland');
  const agreements = await request.get(`${apiOrigin()}/api/Agreement/GetMostRecentAgreements`, { headers: { Authorization: `Bearer ${token}` } });
  const [agreement] = (await agreements.json()) as { agreementId: string; agreementIdNumber: string }[];
  const before = await invoicesOf(request, token);

  await page.goto(`/betaalgegevens-wijzigen/${agreement!.agreementId}`);
  const methodForm = page.getByRole('form', { name: 'Betaalwijze en betaaltermijn' });
  await methodForm.getByRole('radio', { name: 'Per kwartaal' }).check();
  await methodForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('payment-term')).toHaveText('Per kwartaal');
  // a change of term leaves the invoices already issued as they are
  expect(await invoicesOf(request, token)).toEqual(before);

  // both clocks to 2 January
  const year = asked.getFullYear() + 1;
  const secondOfJanuary = new Date(`${year}-01-02T10:00:00+01:00`);
  await moveClocksTo(page, request, secondOfJanuary);
  const later = await signInAs(context, request, 'buitenland');
  const issued = (await invoicesOf(request, later)).filter((invoice) => invoice.premiePeriod?.startsWith(String(year)));
  expect(issued).toHaveLength(1);
  const [quarter] = issued;
  expect(quarter).toMatchObject({ description: `Premie januari t/m maart ${year}`, invoiceDate: `${year}-01-01`, premiePeriod: `${year}-01-01` });
  // (its amount, three months less the quarterly discount from the data, is checked in fake-backend/premium-invoices.test.ts)
  expect(quarter!.amount).toBeGreaterThan(0);

  const newsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/News');
  await page.goto(`/rekeningen-en-betalingen?jaar=${year}`);
  // the cookie choice and the news out of the way, so the pictures show the page. The news is seeded around the real
  // today, and 2 January is one to thirteen months on: whether any is shown that day is the portal's own rule.
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  const news = (await (await newsAnswered).json()) as { startDate: string; endDate: string | null; language: string }[];
  if (visibleNewsTexts(news, secondOfJanuary, 'nl-NL').length > 0) await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  else await expect(page.getByRole('button', { name: 'Nieuws sluiten' })).toHaveCount(0);
  const item = page.getByTestId('invoice').filter({ has: page.getByRole('heading', { name: `Premie januari t/m maart ${year}` }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(euro.format(quarter!.amount));
  // still paid by direct debit: collected on January's collection date, nothing to pay by hand until then
  const collectionDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(premiumCollectionDate(new Date(year, 0, 1)));
  await expect(item.getByTestId('invoice-not-payable')).toHaveText(
    `Wij schrijven ${euro.format(quarter!.amount)} op ${collectionDay} automatisch van uw rekening af. U hoeft zelf niets te doen.`,
  );
  await expect(item.getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
  await expect(page.getByTestId('invoice')).toHaveCount(1);
  await expectStateAtBothWidths(page, { screenshot: 'rekeningen-kwartaal' });
});

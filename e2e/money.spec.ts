import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { moveClocksTo, moveNewsWithTheClock, nextOccurrenceOf } from './support/clocks';
import { declineDigitalPost } from './support/digital-post';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { answerLate, layoutShift, recordLayoutShifts } from './support/layout-shift';
import { picture, VIEWPORTS } from './support/screenshots';
import { format } from 'date-fns';
import { paymentChangeSchedule, premiumCollectionDate } from '../domain/insurance';

/** The fields of an invoice the tests compare with what the screen shows. */
interface Invoice {
  invoiceNumber: string;
  description: string;
  invoiceDate: string;
  amount: number;
  remaining: number;
  statusId: number;
  paymentDate: string | null;
  attachments: { fileName: string }[];
}

/** The year when a test runs, read then: a worker loads the file minutes before its last test, maybe in the year before. */
const thisYear = () => new Date().getFullYear();
const shownYears = () => [thisYear(), thisYear() - 1, thisYear() - 2];
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const yearOf = (invoice: Invoice) => Number(invoice.invoiceDate.slice(0, 4));

async function invoicesOf(request: APIRequestContext, token: string): Promise<Invoice[]> {
  const answer = await request.get(`${apiOrigin()}/api/Debitan/Invoices`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { invoices } = (await answer.json()) as { invoices: Invoice[] };
  return invoices.filter((invoice) => shownYears().includes(yearOf(invoice)));
}

/** A payment arrangement as the API gives it: the fields the tests compare with what the screen shows. */
interface Arrangement {
  paymentArrangementId: string;
  isProcessed: boolean;
  requestedAt: string | null;
  invoiceNumbers: string[];
  terms: { number: number; date: string; amount: number; paidOn: string | null }[];
}

async function arrangementsOf(request: APIRequestContext, token: string): Promise<Arrangement[]> {
  const answer = await request.get(`${apiOrigin()}/api/Debitan/PaymentArrangements`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Arrangement[];
}

/** A day as the portal writes it in running text, in Amsterdam: '24 november 2026'. */
const dayInText = (value: string) =>
  new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
const todayInAmsterdam = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** The shown order: by date ascending (the server's order within a day). */
const byDate = (invoices: Invoice[]) => [...invoices].sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate));

const invoiceItems = (page: Page) => page.getByTestId('invoice');

async function expectInvoices(page: Page, expected: Invoice[]) {
  // with the Openstaand filter the count is followed by what the listed bills come to (issue 33 point 5)
  const count = expected.length === 1 ? '1 rekening' : `${expected.length} rekeningen`;
  await expect(page.getByRole('status').filter({ hasText: /rekening/ })).toHaveText(
    expected.length === 0 ? 'Er zijn geen rekeningen die bij deze keuze horen.' : new RegExp(`^${count}(, samen nog €\\s[\\d.]+,\\d{2} open)?$`),
  );
  await expect(invoiceItems(page)).toHaveCount(expected.length);
  expect(await invoiceItems(page).getByRole('heading').allTextContents()).toEqual(byDate(expected).map((invoice) => invoice.description));
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('wanbetaler: from the open-bills tile to the open invoices, status colours, the total, the PDF and the arrangements', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const token = await signInAs(context, request, 'wanbetaler');
  const invoices = await invoicesOf(request, token);
  await page.goto('/home');
  // wanbetaler gets paper post: the digital-post popup comes first
  await declineDigitalPost(page);
  await page.getByRole('region', { name: 'Openstaande rekeningen' }).getByRole('link', { name: 'Bekijk en betaal' }).click();
  await expect(page).toHaveURL('/rekeningen-en-betalingen?status=openstaand');
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen en betalingen' })).toBeVisible();

  const open = invoices.filter((invoice) => invoice.statusId !== 9 && invoice.remaining > 0);
  await expectInvoices(page, open);
  // "Total still to pay": open, reminder, notice and summons
  const payable = invoices.filter((invoice) => invoice.statusId >= 1 && invoice.statusId <= 4);
  const total = payable.reduce((sum, invoice) => sum + Math.round(invoice.remaining * 100), 0) / 100;
  await expect(page.getByTestId('total-to-pay')).toHaveText(euro.format(total));
  // issue 33 point 5: the total says what it leaves out; all open bills together are what the Openstaand list comes to
  const openTotal = open.reduce((sum, invoice) => sum + Math.round(invoice.remaining * 100), 0) / 100;
  await expect(page.getByTestId('not-in-total')).toContainText('in uw betalingsregeling');
  await expect(page.getByTestId('all-open')).toContainText(`${euro.format(openTotal)} op ${open.length} rekeningen`);
  await expect(page.getByRole('status').filter({ hasText: /rekening/ })).toHaveText(`${open.length} rekeningen, samen nog ${euro.format(openTotal)} open`);

  // "reminder orange, summons red, paid green"
  const summons = invoiceItems(page).filter({ has: page.getByTestId('invoice-status').getByText('Sommatie', { exact: true }) }).first();
  await expect(summons.getByTestId('invoice-status')).toHaveClass(/invoice-status--red/);
  await expect(page.getByTestId('invoice-status').filter({ hasText: 'Incassobureau' }).first()).toHaveClass(/invoice-status--neutral/);

  // the arrangement with its terms, and the unprocessed request
  const arrangement = page.getByTestId('arrangement');
  await expect(arrangement.getByRole('heading', { name: 'Lopende betalingsregeling' })).toBeVisible();
  await expect(arrangement.getByRole('table', { name: 'Termijnen van de betalingsregeling' }).locator('tbody tr')).toHaveCount(6);
  await expect(page.getByTestId('arrangement-request').getByRole('heading', { name: 'Aangevraagde betalingsregeling, nog niet verwerkt' })).toBeVisible();
  // the defaulter paid the first term only: paid in green, the ones past their day without a payment in orange
  const [running, waiting] = await arrangementsOf(request, token);
  const termStatus = arrangement.getByTestId('arrangement-term-status');
  expect(running!.terms[0]!.paidOn).not.toBeNull();
  await expect(termStatus.first()).toHaveText('Betaald');
  await expect(termStatus.first()).toHaveClass(/invoice-status--green/);
  await expect(termStatus.nth(1)).toHaveText('Nog niet betaald');
  await expect(termStatus.nth(1)).toHaveClass(/invoice-status--orange/);
  // a request's terms are all still to come: no status
  await expect(page.getByTestId('arrangement-request').getByTestId('arrangement-term-status')).toHaveCount(0);
  // the bill in the request waiting says so, with the day it was asked
  const waitingBill = invoiceItems(page).filter({ has: page.getByRole('heading', { name: open.find((invoice) => invoice.invoiceNumber === waiting!.invoiceNumbers[0])!.description, exact: true }) });
  await expect(waitingBill.getByTestId('invoice-arrangement-request')).toContainText(`Betalingsregeling aangevraagd op ${dayInText(waiting!.requestedAt!)}.`);
  await expect(page.getByTestId('invoice-arrangement-request')).toHaveCount(waiting!.invoiceNumbers.length);
  await expectStateAtBothWidths(page, {
    screenshot: 'rekeningen-en-betalingen-wanbetaler-termijnen',
    fullPage: false,
    atWidth: async () => {
      await arrangement.scrollIntoViewIfNeeded();
      await expect(arrangement).toBeVisible();
    },
  });

  // the summons' PDF shows its own data
  const summonsInvoice = open.find((invoice) => invoice.statusId === 4)!;
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: new RegExp(`Factuur ${summonsInvoice.invoiceNumber} downloaden`) }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`factuur-${summonsInvoice.invoiceNumber}.pdf`);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`Factuur ${summonsInvoice.invoiceNumber}`);
  expect(pdf).toContain('Status: Sommatie');
  // issue 33 point 14: the amounts print "€" (WinAnsi 0x80 in Helvetica), not "?"
  expect(pdf).toMatch(/\(Bedrag: \x80\xa0[\d.]+,\d{2}\) '/);
  expect(pdf).not.toContain('Bedrag: ?');

  // paid ones of last year; the address holds the filter, and a reload keeps it
  await page.getByRole('radio', { name: 'Betaald' }).check();
  await page.getByLabel('Jaar', { exact: true }).selectOption(String(thisYear() - 1));
  await expect(page).toHaveURL(`/rekeningen-en-betalingen?jaar=${thisYear() - 1}&status=betaald`);
  const paidLastYear = invoices.filter((invoice) => yearOf(invoice) === thisYear() - 1 && (invoice.statusId === 9 || invoice.remaining === 0));
  await expectInvoices(page, paidLastYear);
  await expect(page.getByTestId('invoice-status').first()).toHaveClass(/invoice-status--green/);
  await page.reload();
  await expectInvoices(page, paidLastYear);
  await expect(page.getByLabel('Jaar', { exact: true })).toHaveValue(String(thisYear() - 1));
  await expect(page.getByRole('radio', { name: 'Betaald' })).toBeChecked();
});

test('hoofdverzekerde: every invoice of three years by date; an invoice without a PDF gives the download-failure text', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const invoices = await invoicesOf(request, token);
  await page.goto('/rekeningen-en-betalingen');
  await expectInvoices(page, invoices);
  // a reminder is orange
  await expect(page.getByTestId('invoice-status').filter({ hasText: 'Herinnering' })).toHaveClass(/invoice-status--orange/);
  await expect(page.getByText('U heeft geen betalingsregeling.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Betalingsregeling aanvragen' })).toHaveAttribute('href', '/betalingsregeling');

  // the archive lost one PDF: the fake backend answers an empty 204, which is a failure (spec 02 §8)
  const withoutPdf = invoices.find((invoice) => invoice.attachments.length === 0)!;
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: new RegExp(`Factuur ${withoutPdf.invoiceNumber} downloaden`) }).click();
  await expect(page.getByRole('alert')).toHaveText(/Het downloaden van de het bestand is niet gelukt, foutcode: 204/);
  expect(downloads).toBe(0);
  await expectNoAxeViolationsAtBothWidths(page);
});

test('keyboard only: the filters and a download', async ({ page, context, request }) => {
  await signInAs(context, request, 'wanbetaler');
  await page.goto('/rekeningen-en-betalingen');
  // the digital-post popup, declined with the keyboard
  await expect(page.getByRole('button', { name: 'Ja, ik kies voor digitale post' })).toBeFocused();
  await page.keyboard.press('Tab');
  await declineDigitalPost(page, 'keyboard');
  await expect(invoiceItems(page).first()).toBeVisible();
  await page.getByLabel('Jaar', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Alle rekeningen' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Openstaand' })).toBeChecked();
  await expect(page).toHaveURL('/rekeningen-en-betalingen?status=openstaand');
  await page.keyboard.press('Tab');
  await expect(invoiceItems(page).first().getByRole('button', { name: /^Factuur \d+ downloaden/ })).toBeFocused();
  const downloadStarted = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await downloadStarted).suggestedFilename()).toMatch(/^factuur-\d+\.pdf$/);
});

interface PaymentDetails {
  paymentMethod: string;
  ibanPayedByInsured: string;
  ibanReceivedByInsured: string;
  paymentTerm: number;
  hasAgreementEnded: boolean;
}

async function agreementsOf(request: APIRequestContext, token: string): Promise<{ agreementId: string; agreementIdNumber: string; paymentDetails: PaymentDetails }[]> {
  const answer = await request.get(`${apiOrigin()}/api/Agreement/GetMostRecentAgreements`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { agreementId: string; agreementIdNumber: string; paymentDetails: PaymentDetails }[];
}

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The overview's change links, the part of the edit page each names in its address, and that part's heading. */
const CHANGE_LINKS = [
  { link: 'Wijzig uw betaalwijze of betaaltermijn', hash: 'betaalwijze-en-betaaltermijn', heading: 'Betaalwijze en betaaltermijn' },
  { link: 'Wijzig het rekeningnummer waarvan u betaalt', hash: 'rekeningnummer-premie', heading: 'Rekeningnummer' },
  { link: 'Wijzig het rekeningnummer voor vergoedingen', hash: 'rekeningnummer-vergoedingen', heading: 'Rekeningnummer voor vergoedingen' },
];

test('payment details per agreement: method in words, IBANs in groups of four, term and discount, the edit entry', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const [agreement] = await agreementsOf(request, token);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Rekeningen' }).click();
  await page.getByRole('link', { name: 'Betaal- en rekeninggegevens' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  // the seed (issue 14): direct debit, monthly, from a known IBAN, so the mandate is given
  await expect(section.getByTestId('payment-method')).toHaveText('Automatische incasso');
  await expect(section.getByTestId('payment-term')).toHaveText('Per maand');
  await expect(section.getByTestId('iban-payed')).toHaveText(grouped(agreement!.paymentDetails.ibanPayedByInsured));
  await expect(section.getByTestId('iban-received')).toHaveText(grouped(agreement!.paymentDetails.ibanReceivedByInsured));
  await expect(section.getByTestId('mandate')).toHaveText('Afgegeven');
  // 'Maximaal eigen risico' follows the main insured's policy: 385 plus the voluntary 500 he chose
  await expect(section.getByTestId('excess-limit')).toHaveText('€ 885,00');
  // issue 33 point 14: change links that read as sentences, each named with what it changes and of which agreement
  for (const change of CHANGE_LINKS) {
    const link = section.getByRole('link', { name: `${change.link} (overeenkomst ${agreement!.agreementIdNumber})`, exact: true });
    await expect(link).toHaveText(change.link);
    await expect(link).toHaveAttribute('href', `/betaalgegevens-wijzigen/${agreement!.agreementId}#${change.hash}`);
  }
  await expect(section.getByRole('link', { name: /^Wijzigen$|^Betaalgegevens wijzigen$/ })).toHaveCount(0);
  // the same page on a phone
  await expectStateAtBothWidths(page, {
    screenshot: 'betaal-en-rekeninggegevens',
    atWidth: async () => {
      await expect(section.getByTestId('payment-method')).toBeVisible();
    },
  });

  // an ended agreement read-only: oudeovereenkomst's former agreement has no edit entry, her current one has
  const formerToken = await signInAs(context, request, 'oudeovereenkomst');
  const [current, former] = await agreementsOf(request, formerToken);
  expect(former!.paymentDetails.hasAgreementEnded).toBe(true);
  await page.goto('/betaal-en-rekeninggegevens');
  const ended = page.getByRole('region', { name: `Overeenkomst ${former!.agreementIdNumber}` });
  await expect(ended).toContainText('Deze overeenkomst is beëindigd. U kunt de gegevens alleen bekijken.');
  await expect(ended.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Wijzig uw betaalwijze of betaaltermijn (overeenkomst ${current!.agreementIdNumber})` })).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'betaal-en-rekeninggegevens-beeindigd' });
  await page.goto(`/betaalgegevens-wijzigen/${former!.agreementId}`);
  await expect(page.getByText('Deze overeenkomst is beëindigd. U kunt de betaalgegevens niet meer wijzigen.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});

// each change link names its part of the edit page: that part is scrolled to once the page has loaded and its heading
// takes the focus (a screen reader says where the user is); at 390 px the reimbursement form is far below the top
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`each change link opens its own part of betaalgegevens-wijzigen, in view with its heading focused (${device})`, async ({ page, context, request }) => {
    // three round trips between the two pages, on a shared, loaded machine
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const token = await signInAs(context, request, 'hoofdverzekerde');
    const [agreement] = await agreementsOf(request, token);
    const editPage = `/betaalgegevens-wijzigen/${agreement!.agreementId}`;
    const headingOf = (change: (typeof CHANGE_LINKS)[number]) => page.getByRole('heading', { level: 2, name: change.heading, exact: true });
    await page.goto('/betaal-en-rekeninggegevens');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
    for (const change of CHANGE_LINKS) {
      await page.getByRole('link', { name: `${change.link} (overeenkomst ${agreement!.agreementIdNumber})` }).click();
      await expect(page).toHaveURL(`${editPage}#${change.hash}`);
      await expect(headingOf(change)).toBeFocused();
      await expect(headingOf(change)).toBeInViewport();
      // scrolled to: its section's top at the window's top (the card's own margin above it), or as near as the page's
      // end allows
      const place = await page.locator(`#${change.hash}`).evaluate((section) => ({
        top: section.getBoundingClientRect().top,
        atEnd: window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      }));
      expect(place.top).toBeGreaterThanOrEqual(0);
      if (!place.atEnd) expect(place.top).toBeLessThan(40);
      // and the way back still leads to the overview
      await page.getByRole('link', { name: 'Terug naar betaal- en rekeninggegevens' }).click();
      await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
      await expect(page.getByRole('heading', { level: 1, name: 'Betaal- en rekeninggegevens' })).toBeFocused();
    }
    const reimbursement = CHANGE_LINKS[2]!;
    await page.getByRole('link', { name: `${reimbursement.link} (overeenkomst ${agreement!.agreementIdNumber})` }).click();
    await expect(headingOf(reimbursement)).toBeFocused();
    await expectNoAxeViolations(page);
    await picture(page, device, 'betaalgegevens-wijzigen-via-link-vergoedingen');
    // Back to the overview and Forward again: the browser's history works as before
    await page.goBack();
    await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
    await expect(page.getByRole('heading', { level: 1, name: 'Betaal- en rekeninggegevens' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(`${editPage}#${reimbursement.hash}`);
    await expect(headingOf(reimbursement)).toBeInViewport();
  });

  test(`betaalgegevens-wijzigen opened at its address: a fragment naming a part goes there once loaded, any other does nothing (${device})`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    const token = await signInAs(context, request, 'hoofdverzekerde');
    const [agreement] = await agreementsOf(request, token);
    const editPage = `/betaalgegevens-wijzigen/${agreement!.agreementId}`;
    const reimbursement = page.getByRole('heading', { level: 2, name: 'Rekeningnummer voor vergoedingen', exact: true });
    // each address in a tab of its own (a bookmark), as a page loaded in the same tab may get back where the last one was
    await page.goto(`${editPage}#rekeningnummer-vergoedingen`);
    await expect(reimbursement).toBeFocused();
    await expect(reimbursement).toBeInViewport();
    // without a fragment, or with one that names no part: the page's top and its title, as before
    for (const address of [editPage, `${editPage}#onbekend`]) {
      const tab = await context.newPage();
      await tab.setViewportSize(viewport);
      await tab.goto(address);
      const heading = tab.getByRole('heading', { level: 2, name: 'Rekeningnummer voor vergoedingen', exact: true });
      await expect(heading).toBeVisible();
      await expect(tab.getByRole('heading', { level: 1, name: 'Betaalgegevens wijzigen' })).toBeFocused();
      expect(await tab.evaluate(() => window.scrollY)).toBe(0);
      if (device === 'phone') await expect(heading).not.toBeInViewport();
      await tab.close();
    }
  });
}

// spec 02 §3 excessLimit, §9 "mandatory 385 euro, voluntary extra 500 … for persons aged 18 or over": each agreement its own
test("tweeovereenkomsten: 'Maximaal eigen risico' of her own agreement is her compulsory 385; her daughter's, a child's only, has none", async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'tweeovereenkomsten');
  const agreements = (await agreementsOf(request, token)) as unknown as { agreementIdNumber: string; contractCode: string }[];
  const own = agreements.find((agreement) => agreement.contractCode === 'ZZA01');
  const daughters = agreements.find((agreement) => agreement.contractCode === 'ZCW03');
  await page.goto('/betaal-en-rekeninggegevens');
  await expect(page.getByRole('region', { name: `Overeenkomst ${own!.agreementIdNumber}` }).getByTestId('excess-limit')).toHaveText('€ 385,00');
  await expect(page.getByRole('region', { name: `Overeenkomst ${daughters!.agreementIdNumber}` }).getByTestId('excess-limit')).toHaveText('€ 0,00');
  await expectNoAxeViolationsAtBothWidths(page);
});

// issue 33 point 14: the reimbursement IBAN can be changed (UpdatePaymentDetails with ibanReceivedByInsured)
test('hoofdverzekerde changes the account reimbursements are paid to: an invalid IBAN is refused at the field, a valid one is kept; the premium account stays', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const [agreement] = await agreementsOf(request, token);
  await page.goto('/betaal-en-rekeninggegevens');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await page.getByRole('link', { name: `Wijzig het rekeningnummer voor vergoedingen (overeenkomst ${agreement!.agreementIdNumber})` }).click();
  await expect(page).toHaveURL(`/betaalgegevens-wijzigen/${agreement!.agreementId}#rekeningnummer-vergoedingen`);

  const form = page.getByRole('form', { name: 'Rekeningnummer voor vergoedingen' });
  const iban = form.getByLabel('Rekeningnummer (IBAN) waarop u vergoedingen ontvangt');
  await expect(form.getByText(`Nu: ${grouped(agreement!.paymentDetails.ibanReceivedByInsured)}`)).toBeVisible();
  await form.getByRole('button', { name: 'Rekeningnummer voor vergoedingen opslaan' }).click();
  await expect(form.getByRole('link', { name: /Rekeningnummer \(IBAN\) waarop u vergoedingen ontvangt/ })).toBeVisible();
  await iban.fill('NL91 ABNA 0417 1643 01');
  await form.getByRole('button', { name: 'Rekeningnummer voor vergoedingen opslaan' }).click();
  await expect(form.getByText('Vul een geldig IBAN-rekeningnummer in.').first()).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'betaalgegevens-wijzigen-vergoedingen-ongeldig' });

  await iban.fill('nl91abna0417164300');
  await form.getByRole('button', { name: 'Rekeningnummer voor vergoedingen opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  await expect(page.getByText('Uw rekeningnummer voor vergoedingen is gewijzigd.')).toBeVisible();
  await page.reload();
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('iban-received')).toHaveText('NL91 ABNA 0417 1643 00');
  await expect(section.getByTestId('iban-payed')).toHaveText(grouped(agreement!.paymentDetails.ibanPayedByInsured));
  await expectStateAtBothWidths(page, { screenshot: 'betaal-en-rekeninggegevens-vergoedingen-gewijzigd' });
});

test('hoofdverzekerde changes the IBAN (invalid and refused-mandate ones refused, a valid one kept after a reload) and switches to iDEAL, yearly, the post becoming digital', async ({ page, context, request }) => {
  // two pages of forms, two reloads and axe at both widths, on a shared, loaded machine: on 12 November 2027 it
  // reached its last check after 45 s
  test.setTimeout(90_000);
  // the term changes only while next year's packages are offered (spec 02 §4): on the next 5 December, the news
  // current today moved along
  const asked = nextOccurrenceOf(12, 5, 10);
  await moveClocksTo(page, request, asked);
  await moveNewsWithTheClock(page, request);
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const [agreement] = await agreementsOf(request, token);
  expect(agreement!.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1 });
  // post on paper before the switch
  await page.goto('/instellingen');
  await expect(page.getByTestId('contact-preference')).toHaveText('Op papier (€ 1,25 per maand)');
  // the cookie choice out of the way (kept in a cookie), so the pictures show the page
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await page.goto('/betaal-en-rekeninggegevens');
  await page.getByRole('link', { name: `Wijzig het rekeningnummer waarvan u betaalt (overeenkomst ${agreement!.agreementIdNumber})` }).click();
  await expect(page).toHaveURL(`/betaalgegevens-wijzigen/${agreement!.agreementId}#rekeningnummer-premie`);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaalgegevens wijzigen' })).toBeVisible();
  // the date is the method's and the term's: a new account number counts at once
  await expect(page.getByRole('region', { name: 'Betaalwijze en betaaltermijn' }).getByTestId('applies-from')).toContainText('gaat in op 1 ');

  const ibanForm = page.getByRole('form', { name: 'Rekeningnummer' });
  const iban = ibanForm.getByLabel('Rekeningnummer (IBAN) waarvan u betaalt');
  await iban.fill('NL91 ABNA 0417 1643 01');
  await ibanForm.getByRole('button', { name: 'Rekeningnummer opslaan' }).click();
  await expect(ibanForm.getByText('Vul een geldig IBAN-rekeningnummer in.').first()).toBeVisible();
  // the fake bank refuses the mandate for this (valid) IBAN
  await iban.fill('NL02ABNA0123456789');
  await ibanForm.getByRole('button', { name: 'Rekeningnummer opslaan' }).click();
  await expect(ibanForm.getByText('De machtiging automatische incasso is niet geaccepteerd.').first()).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'betaalgegevens-wijzigen-geweigerd' });

  await iban.fill('nl91abna0417164300');
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
  await ibanForm.getByRole('button', { name: 'Rekeningnummer opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  await expect(page.getByText('Uw rekeningnummer is gewijzigd.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.reload();
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('iban-payed')).toHaveText('NL91 ABNA 0417 1643 00');
  await expect(section.getByTestId('payment-method')).toHaveText('Automatische incasso');

  // by mail costs 1,50 a note; the premium per term with its discount; iDEAL says before saving that the post becomes digital
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  await section.getByRole('link', { name: /^Wijzig uw betaalwijze of betaaltermijn/ }).click();
  const methodForm = page.getByRole('form', { name: 'Betaalwijze en betaaltermijn' });
  await expect(methodForm.getByRole('radio', { name: 'Automatische incasso' })).toBeChecked();
  await expect(methodForm.getByText('Wij schrijven de premie rond de 28e van de maand af van NL91 ABNA 0417 1643 00.')).toBeVisible();
  await methodForm.getByRole('radio', { name: 'Nota per post' }).check();
  await expect(methodForm.getByText('Dit kost € 1,50 per nota.')).toBeVisible();
  await expect(methodForm.getByText('1% korting')).toBeVisible();
  // the premium per term: the agreement's monthly premium in the year the change applies (asked on 5 December: next
  // year's, offered since 12 November), twelve months less 1%
  const changeYear = paymentChangeSchedule(asked).appliesFrom.getFullYear();
  expect(changeYear).toBe(asked.getFullYear() + 1);
  const details = await request.get(`${apiOrigin()}/api/Agreement/getAgreementDetailsForYear?year=${changeYear}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(details.status()).toBe(200);
  const monthly = ((await details.json()) as { agreementId: string; totalAmount: number }[]).find((entry) => entry.agreementId === agreement!.agreementId)!.totalAmount;
  await expect(methodForm.getByText(`${euro.format(Math.round(monthly * 100 * 12 * 0.99) / 100)} per jaar, 1% korting`)).toBeVisible();
  await expect(methodForm.getByText(`${euro.format(monthly)} per maand, geen korting`)).toBeVisible();
  // the partner (16 or over, an own account) is on the bills but not in these amounts, and the form says so
  await expect(methodForm.getByText(/^De bedragen zijn zonder de premie van 1 verzekerde die u hier niet ziet/)).toBeVisible();
  await methodForm.getByRole('radio', { name: 'iDEAL-betaallink' }).check();
  await expect(page.getByTestId('ideal-digital')).toHaveText('Let op: met iDEAL ontvangt u uw post digitaal. Uw voorkeur voor post op papier vervalt.');
  await methodForm.getByRole('radio', { name: 'Per jaar' }).check();
  // looked at from a phone (desktop first, back to the phone to save)
  await page.setViewportSize(VIEWPORTS.phone);
  await expectStateAtBothWidths(page, { screenshot: 'betaalgegevens-wijzigen' });
  await methodForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  await expect(section.getByTestId('payment-method')).toHaveText('iDEAL-betaallink');
  await expect(section.getByTestId('payment-term')).toHaveText('Per jaar');
  // collected by direct debit until the new method applies (the 1st of a coming month)
  await expect(section.getByTestId('mandate')).toHaveText(`Afgegeven, tot 1 januari ${changeYear}`);
  // the contact preference became digital
  await page.goto('/instellingen');
  await expect(page.getByTestId('contact-preference')).toHaveText('Digitaal, in uw berichtenbox');
});

test('wanbetaler (by mail) chooses direct debit: the mandate text before saving; the term cannot change during the deficit', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'wanbetaler');
  const [agreement] = await agreementsOf(request, token);
  await page.goto(`/betaalgegevens-wijzigen/${agreement!.agreementId}`);
  await declineDigitalPost(page);
  const methodForm = page.getByRole('form', { name: 'Betaalwijze en betaaltermijn' });
  await expect(page.getByTestId('term-blocked')).toHaveText('U kunt de betaaltermijn nu niet wijzigen, omdat er een betalingsachterstand is.');
  await expect(page.getByTestId('mandate-text')).toHaveCount(0);
  await methodForm.getByRole('radio', { name: 'Automatische incasso' }).check();
  await expect(page.getByTestId('mandate-text')).toContainText('toestemming');
  await expectNoAxeViolationsAtBothWidths(page);
  await methodForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('payment-method')).toHaveText('Automatische incasso');
  await expect(section.getByTestId('mandate')).toHaveText('Afgegeven');
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`the bills page on a ${device}`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, request, 'wanbetaler');
    await page.goto('/rekeningen-en-betalingen?status=openstaand');
    await declineDigitalPost(page);
    await expect(page.getByTestId('arrangement')).toBeVisible();
    await expect(invoiceItems(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, device, 'rekeningen-en-betalingen', { fullPage: true });
  });
}

// Late answers (scripts/perf/late-answers.mjs): the total came above the bills and pushed them down (CLS 0.60 on a
// phone), and the arrangements' section said "none" under the list while both loaded, then moved below it.
test('on a phone: late bills and late arrangements move nothing on the page', async ({ page, context, request }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAs(context, request, 'hoofdverzekerde');
  await recordLayoutShifts(page);
  await answerLate(page, /\/api\/Debitan\/Invoices/);
  await answerLate(page, /\/api\/Debitan\/PaymentArrangements/, 2_500);
  await page.goto('/rekeningen-en-betalingen');
  await expect(page.getByTestId('total-to-pay')).toBeVisible({ timeout: 20_000 });
  await expect(invoiceItems(page).first()).toBeVisible();
  await expect(page.getByText('U heeft geen betalingsregeling.')).toBeVisible();
  expect(await layoutShift(page), 'CLS on the bills page').toBeLessThan(0.005);
});

// The back link under the three forms was there while they loaded, and went down out of view when they came; and
// direct debit, offered once HasKnownIban answers, came among the methods above the term (CLS 0.03 on a phone).
test('on a phone: late payment details and a late IBAN check move nothing on betaalgegevens-wijzigen', async ({ page, context, request }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const [agreement] = await agreementsOf(request, token);
  await recordLayoutShifts(page);
  await answerLate(page, /\/api\/Agreement\/GetPaymentDetails/);
  await answerLate(page, /\/api\/Agreement\/HasKnownIban/, 2_500);
  await page.goto(`/betaalgegevens-wijzigen/${agreement!.agreementId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaalwijze en betaaltermijn' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: /^Automatische incasso/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar betaal- en rekeninggegevens' })).toBeAttached();
  expect(await layoutShift(page), 'CLS on betaalgegevens-wijzigen').toBeLessThan(0.005);
});

/** Presses Tab until `target` has focus (the keyboard's way to a control); fails after `most` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`betalingsregeling with the keyboard only (${device}): a refused invoice says why, the request replaces the unprocessed one and shows on the bills page`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, request, 'wanbetaler');
    await page.goto('/rekeningen-en-betalingen');
    // wanbetaler gets paper post: the digital-post popup first, declined with the keyboard
    await expect(page.getByRole('button', { name: 'Ja, ik kies voor digitale post' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Nee, bedankt' }));
    await declineDigitalPost(page, 'keyboard');
    // the bills page's entry to the wizard (focus moved there rather than tabbing past every invoice)
    const entry = page.getByRole('link', { name: 'Betalingsregeling aanvragen' });
    await entry.focus();
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/betalingsregeling');

    // an unprocessed request exists: a new one replaces it, confirmed first
    const replace = page.getByRole('dialog', { name: 'U heeft al een aanvraag' });
    await expect(replace).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, replace.getByRole('button', { name: 'Nieuwe aanvraag doen' }));
    await page.keyboard.press('Enter');
    await expect(replace).toBeHidden();

    // step 1: invoices that cannot be chosen say why
    await expect(page.getByText('Stap 1 van 4: Rekeningen kiezen')).toBeVisible();
    const refused = page.getByTestId('refused-invoice');
    await expect(refused.filter({ hasText: 'Deze rekening is overgedragen aan een incassobureau.' }).first()).toBeVisible();
    await expect(refused.filter({ hasText: 'Deze rekening zit al in een betalingsregeling.' }).first()).toBeVisible();
    await expect(refused.filter({ hasText: 'Dit is de premie van deze of een volgende maand.' })).toHaveCount(1);
    const group = page.getByRole('group', { name: 'Welke rekeningen wilt u in de betalingsregeling opnemen?' });
    const next = page.getByRole('button', { name: 'Volgende' });
    // Volgende with nothing chosen names the rule
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Kies minstens één rekening voor de betalingsregeling.' }).first()).toBeVisible();
    const checkboxes = group.getByRole('checkbox');
    const first = checkboxes.first();
    const firstLabel = (await group.locator('label').first().textContent()) ?? '';
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    // a second premium invoice says it cannot join the first
    if (/^Premie/.test(firstLabel)) await expect(group.getByText(/U heeft al een premierekening gekozen/).first()).toBeVisible();
    const amount = firstLabel.slice(firstLabel.lastIndexOf('€'));
    await expect(page.getByTestId('arrangement-total')).toContainText(amount);
    await expectNoAxeViolations(page);
    await picture(page, device, 'betalingsregeling-1-rekeningen', { fullPage: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // step 2: the number of terms, each with its amounts
    await expect(page.getByText('Stap 2 van 4: Aantal termijnen')).toBeFocused();
    const terms = page.getByRole('radiogroup', { name: 'In hoeveel termijnen wilt u betalen?' });
    await tabTo(page, terms.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(terms.getByRole('radio', { name: '2 termijnen', exact: true })).toBeChecked();
    await expectNoAxeViolations(page);
    await picture(page, device, 'betalingsregeling-2-termijnen', { fullPage: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // step 3: a fixed collection moment, and the schedule on calendar dates
    await expect(page.getByText('Stap 3 van 4: Startdatum')).toBeFocused();
    const start = page.getByRole('radiogroup', { name: 'Wanneer wilt u de eerste termijn betalen?' });
    await expect(start.getByRole('radio')).toHaveCount(3);
    await tabTo(page, start.getByRole('radio').first());
    await page.keyboard.press('Space');
    const schedule = page.getByRole('table', { name: 'Termijnen van de betalingsregeling' });
    await expect(schedule.locator('tbody tr')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await picture(page, device, 'betalingsregeling-3-startdatum', { fullPage: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // step 4: the summary, then send
    await expect(page.getByText('Stap 4 van 4: Controleren en versturen')).toBeFocused();
    await expect(page.getByText('Deze aanvraag vervangt uw aanvraag die wij nog niet hebben verwerkt.')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toContainText(amount);
    await expectNoAxeViolations(page);
    await picture(page, device, 'betalingsregeling-4-controle', { fullPage: true });
    await tabTo(page, page.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    await page.keyboard.press('Enter');

    const success = page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' });
    await expect(success).toContainText('Die vervangt uw vorige aanvraag.');
    await expectNoAxeViolations(page);
    await picture(page, device, 'betalingsregeling-verstuurd', { fullPage: true });
    await tabTo(page, success.getByRole('button', { name: 'Naar rekeningen en betalingen' }));
    await page.keyboard.press('Enter');

    // the bills page shows the new request (one), with the chosen invoice, beside the running arrangement
    await expect(page).toHaveURL('/rekeningen-en-betalingen');
    const requested = page.getByTestId('arrangement-request');
    await expect(requested).toHaveCount(1);
    await expect(requested.getByRole('table', { name: 'Termijnen van de betalingsregeling' }).locator('tbody tr')).toHaveCount(2);
    await expect(requested).toContainText(amount);
    await expect(page.getByTestId('arrangement')).toHaveCount(1);
  });
}

test('lopenderegeling adds the open invoice to the running arrangement: offered in a popup, the refused ones say why, shown in the arrangement', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const token = await signInAs(context, request, 'lopenderegeling');
  const invoices = await invoicesOf(request, token);
  // last month's open premium is the one that may be added; this month's is open too, but cannot
  const now = new Date();
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const addable = invoices.find((invoice) => invoice.statusId === 1 && invoice.invoiceDate === `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}-01`)!;
  expect(addable).toBeDefined();
  // the dashboard's arrangement tile leads to the bills, where the arrangement's terms are
  await page.goto('/home');
  // the cookie choice and the news out of the way, so the pictures show the page
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  const tile = page.getByRole('region', { name: 'Uw betalingsregeling' });
  await expect(tile).toContainText('3 rekeningen vallen onder uw betalingsregeling.');
  await tile.getByRole('link', { name: 'Naar uw termijnen' }).click();
  await expect(page).toHaveURL('/rekeningen-en-betalingen');
  const arrangement = page.getByTestId('arrangement');
  await expect(arrangement.getByRole('heading', { name: 'Lopende betalingsregeling' })).toBeVisible();
  await expect(page.getByTestId('arrangement-request')).toHaveCount(0);
  // each term says whether it is paid: those whose day has passed were paid on it (green, as a paid bill), the rest open
  const [running] = await arrangementsOf(request, token);
  const today = todayInAmsterdam();
  const terms = arrangement.getByRole('table', { name: 'Termijnen van de betalingsregeling' });
  await expect(terms.getByRole('columnheader')).toHaveText(['Termijn', 'Te betalen op', 'Bedrag', 'Status']);
  const termStatuses = running!.terms.map((term) => (term.paidOn ? 'Betaald' : 'Openstaand'));
  expect(running!.terms.filter((term) => term.date < today).every((term) => term.paidOn === term.date)).toBe(true);
  expect(termStatuses).toContain('Openstaand');
  await expect(terms.getByTestId('arrangement-term-status')).toHaveText(termStatuses);
  await expect(terms.getByRole('row').nth(1).getByRole('cell').nth(1)).toContainText(dayInText(running!.terms[0]!.date));
  await expect(terms.getByTestId('arrangement-term-status').first()).toHaveClass(/invoice-status--green/);
  await expect(terms.getByTestId('arrangement-term-status').last()).toHaveClass(/invoice-status--neutral/);
  await expectStateAtBothWidths(page, {
    screenshot: 'rekeningen-en-betalingen-termijnen',
    fullPage: false,
    atWidth: async (device) => {
      await terms.scrollIntoViewIfNeeded();
      // a phone shows each status under its term's date, no fourth column
      const [shown, hidden] = device === 'phone' ? ['arrangement-term-status-under-date', 'arrangement-term-status'] : ['arrangement-term-status', 'arrangement-term-status-under-date'];
      await expect(terms.getByTestId(shown).first()).toBeVisible();
      await expect(terms.getByTestId(shown).first()).toHaveText('Betaald');
      await expect(terms.getByTestId(hidden).first()).toBeHidden();
    },
  });
  // the bill that may be added is a plain open bill: no request for it yet
  const addableRow = invoiceItems(page).filter({ has: page.getByRole('heading', { name: addable.description, exact: true }) });
  await expect(addableRow.getByTestId('invoice-arrangement-request')).toHaveCount(0);
  await page.getByRole('link', { name: 'Betalingsregeling aanvragen' }).click();
  await expect(page).toHaveURL('/betalingsregeling');

  // the popup offers adding invoices to the running arrangement
  const offer = page.getByRole('dialog', { name: 'U heeft een lopende betalingsregeling' });
  await expect(offer).toContainText('U kunt rekeningen toevoegen aan uw lopende betalingsregeling.');
  await expectStateAtBothWidths(page, { screenshot: 'betalingsregeling-toevoegen-popup', fullPage: false, atWidth: () => expect(offer).toBeVisible() });
  await offer.getByRole('button', { name: 'Rekeningen toevoegen' }).click();
  await expect(offer).toBeHidden();

  // step 1: the one invoice that may be added; this month's premium and those already in the arrangement say why not
  await expect(page.getByText('U heeft al een lopende betalingsregeling. De rekeningen die u nu kiest, voegen wij daaraan toe.')).toBeVisible();
  const refused = page.getByTestId('refused-invoice');
  await expect(refused.filter({ hasText: 'Dit is de premie van deze of een volgende maand.' })).toHaveCount(1);
  await expect(refused.filter({ hasText: 'Deze rekening zit al in een betalingsregeling.' })).toHaveCount(3);
  const group = page.getByRole('group', { name: 'Welke rekeningen wilt u in de betalingsregeling opnemen?' });
  await expect(group.getByRole('checkbox')).toHaveCount(1);
  await group.getByRole('checkbox').check();
  await expect(page.getByTestId('arrangement-total')).toContainText(euro.format(addable.remaining));
  await expectStateAtBothWidths(page, { screenshot: 'betalingsregeling-toevoegen-1-rekeningen' });
  const next = page.getByRole('button', { name: 'Volgende' });
  await next.click();
  await page.getByRole('radiogroup', { name: 'In hoeveel termijnen wilt u betalen?' }).getByRole('radio', { name: '2 termijnen', exact: true }).check();
  await next.click();
  await page.getByRole('radiogroup', { name: 'Wanneer wilt u de eerste termijn betalen?' }).getByRole('radio').first().check();
  await next.click();
  await expect(page.getByText('Stap 4 van 4: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('U heeft al een lopende betalingsregeling. De rekeningen die u nu kiest, voegen wij daaraan toe.')).toBeVisible();
  await page.getByRole('button', { name: 'Betalingsregeling aanvragen' }).click();

  const success = page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' });
  await expect(success).toContainText('Wij hebben uw aanvraag ontvangen om rekeningen toe te voegen aan uw betalingsregeling.');
  // it ends as every request does: its reference, when it arrived, and the way to Mijn aanvragen, where it is marked
  const requested = (await arrangementsOf(request, token)).find((entry) => !entry.isProcessed)!;
  expect(requested.invoiceNumbers).toEqual([addable.invoiceNumber]);
  await expect(success.getByTestId('arrangement-reference')).toHaveText(requested.paymentArrangementId);
  await expect(success).toContainText(`${dayInText(requested.requestedAt!)} om `);
  await expect(success).toContainText('Rekeningen toevoegen aan uw betalingsregeling');
  const myRequestsLink = success.getByRole('link', { name: 'Bekijk mijn aanvragen' });
  await expect(myRequestsLink).toHaveAttribute('href', `/mijn-aanvragen?aanvraag=${encodeURIComponent(requested.paymentArrangementId)}`);
  await expectStateAtBothWidths(page, { screenshot: 'betalingsregeling-toevoegen-verstuurd', fullPage: false, atWidth: () => expect(myRequestsLink).toBeVisible() });
  await success.getByRole('button', { name: 'Naar rekeningen en betalingen' }).click();

  // the bills page shows the added invoice inside the running arrangement, not as a request of its own
  await expect(page).toHaveURL('/rekeningen-en-betalingen');
  const addition = arrangement.getByTestId('arrangement-addition');
  await expect(addition.getByRole('heading', { name: 'Toegevoegde rekeningen, nog niet verwerkt' })).toBeVisible();
  await expect(addition).toContainText(addable.invoiceNumber);
  await expect(addition).toContainText(euro.format(addable.remaining));
  await expect(addition.getByRole('table', { name: 'Termijnen van de toegevoegde rekeningen' }).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('arrangement-request')).toHaveCount(0);
  // the bill itself says it is asked into the arrangement, and since when; on a phone's compact row too
  const asked = addableRow.getByTestId('invoice-arrangement-request');
  await expect(asked).toHaveText(`Toevoegen aan uw betalingsregeling aangevraagd op ${dayInText(requested.requestedAt!)}. Tot wij uw aanvraag hebben verwerkt, staat deze rekening nog open.`);
  await expect(addableRow.getByTestId('invoice-status')).toHaveText('Openstaand');
  await expectStateAtBothWidths(page, {
    screenshot: 'rekeningen-en-betalingen-aangevraagd',
    fullPage: false,
    atWidth: async () => {
      await addableRow.scrollIntoViewIfNeeded();
      await expect(asked).toBeVisible();
    },
  });
  // only that bill: this month's open premium is not in the request
  await expect(page.getByTestId('invoice-arrangement-request')).toHaveCount(1);
  await page.reload();
  await expect(arrangement.getByTestId('arrangement-addition')).toContainText(addable.invoiceNumber);
  await expect(asked).toBeVisible();
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  // pictured where the arrangement is (the page above it is three years of invoices)
  await expectStateAtBothWidths(page, {
    screenshot: 'rekeningen-en-betalingen-toegevoegd',
    fullPage: false,
    atWidth: async () => {
      await addition.scrollIntoViewIfNeeded();
      await expect(addition).toBeVisible();
    },
  });

  // the popup's link: Mijn aanvragen lists the request first, marked as just sent, under its reference
  await page.goto(`/mijn-aanvragen?aanvraag=${encodeURIComponent(requested.paymentArrangementId)}`);
  const listed = page.getByTestId('my-request').first();
  await expect(listed.getByRole('heading', { name: 'Betalingsregeling: rekeningen toevoegen aan uw regeling' })).toBeVisible();
  await expect(listed).toContainText('Zojuist verstuurd');
  await expect(listed).toContainText(requested.paymentArrangementId);
  await expect(listed).toContainText('Nog niet verwerkt, uiterlijk');
  await expectStateAtBothWidths(page, { screenshot: 'mijn-aanvragen-betalingsregeling', fullPage: false, atWidth: () => expect(listed).toBeVisible() });
});

test('buitenland (direct debit, nothing open) opens betalingsregeling: the no-open-invoices popup, and back to the bills', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'buitenland');
  // nothing the wizard could take: every invoice paid, collected, or (before the 28th) this month's premium still to be collected
  const invoices = await invoicesOf(request, token);
  expect(invoices.every((invoice) => invoice.remaining === 0 || invoice.statusId === 10)).toBe(true);
  await page.goto('/betalingsregeling');
  const popup = page.getByRole('dialog', { name: 'Geen openstaande rekeningen' });
  await expect(popup).toContainText('U heeft geen openstaande rekeningen die in een betalingsregeling kunnen.');
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  await popup.getByRole('button', { name: 'Naar rekeningen en betalingen' }).click();
  await expect(page).toHaveURL('/rekeningen-en-betalingen');
  await expect(page.getByText('U heeft geen betalingsregeling.')).toBeVisible();
  // nothing hers to pay by hand: the total says so in words, not "Voor 0 rekeningen"
  await expect(page.getByTestId('total-to-pay')).toHaveText(euro.format(0));
  await expect(page.getByTestId('total-to-pay-count')).toHaveText('U hoeft nu niets zelf te betalen.');
  // spec 02 §9 "Premium collected around the 28th": this month's premium, until then, says on which day it is
  // collected, offers no payment, and is not in the total to pay
  const pending = invoices.filter((invoice) => invoice.statusId === 10 && invoice.remaining > 0);
  expect(pending.length).toBeLessThanOrEqual(1);
  for (const invoice of pending) {
    const bill = invoiceItems(page).filter({ has: page.getByRole('heading', { name: invoice.description, exact: true }) });
    const collectionDay = premiumCollectionDate(new Date(`${invoice.invoiceDate}T12:00:00`));
    await expect(bill.getByTestId('invoice-not-payable')).toHaveText(
      `Wij schrijven ${euro.format(invoice.remaining)} op ${dayInText(format(collectionDay, 'yyyy-MM-dd'))} automatisch van uw rekening af. U hoeft zelf niets te doen.`,
    );
    await expect(bill.getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
    await expect(page.getByTestId('total-to-pay')).toHaveText(euro.format(0));
    await expect(page.getByTestId('not-in-total')).toContainText(`${euro.format(invoice.remaining)} op 1 rekening die wij automatisch van uw rekening afschrijven`);
    await expectStateAtBothWidths(page, {
      screenshot: 'bills-direct-debit-to-come',
      atWidth: async (device) => {
        await expect(bill.getByTestId('invoice-not-payable')).toBeVisible();
        // a phone's compact row says not "still to pay", nor the day twice: the date and the amount, the sentence the rest
        if (device === 'phone') await expect(bill.getByTestId('invoice-facts')).toHaveText(`${dayInText(invoice.invoiceDate)} · ${euro.format(invoice.amount)}`);
      },
    });
  }
  // one collected says it was, and on which day
  const collected = invoices.filter((invoice) => invoice.statusId === 10 && invoice.remaining === 0 && invoice.paymentDate).at(-1);
  expect(collected).toBeDefined();
  const collectedBill = invoiceItems(page).filter({ has: page.getByRole('heading', { name: collected!.description, exact: true }) });
  await expect(collectedBill.getByTestId('invoice-not-payable')).toHaveText(`Deze rekening is op ${dayInText(collected!.paymentDate!)} automatisch van uw rekening afgeschreven.`);
});

test('faillissement (invoices in bankruptcy): the tile and the bills say so, betalingsregeling shows the arrangements-disabled popup, and its button leads to the bills', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'faillissement');
  const invoices = await invoicesOf(request, token);
  const inBankruptcy = invoices.filter((invoice) => invoice.statusId === 8);
  const open = invoices.filter((invoice) => invoice.statusId === 1);
  expect(inBankruptcy).toHaveLength(2);
  expect(open).toHaveLength(2);
  // the dashboard's open-invoices tile: the open premiums since the bankruptcy, and how many are in it
  await page.goto('/home');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  const tile = page.getByRole('region', { name: 'Openstaande rekeningen' });
  const openTotal = open.reduce((sum, invoice) => sum + Math.round(invoice.remaining * 100), 0) / 100;
  await expect(tile).toContainText(`U heeft 2 rekeningen om te betalen: samen nog ${euro.format(openTotal)} te betalen.`);
  await expect(tile).toContainText('2 rekeningen vallen onder uw faillissement. De curator handelt die af.');
  await expect(page.getByRole('region', { name: 'Goed nieuws!' })).toHaveCount(0);
  await picture(tile, 'desktop', 'home-faillissement-tegel');
  await tile.getByRole('link', { name: 'Bekijk en betaal' }).click();

  // the bills: the bankruptcy's invoices with its status name, not in the total still to pay; no request entry, but why
  await expect(page).toHaveURL('/rekeningen-en-betalingen?status=openstaand');
  await expectInvoices(page, [...inBankruptcy, ...open]);
  for (const invoice of inBankruptcy) {
    await expect(page.getByRole('listitem', { name: invoice.description }).getByTestId('invoice-status')).toHaveText('Faillissement');
  }
  await expect(page.getByTestId('total-to-pay')).toHaveText(euro.format(openTotal));
  await expect(page.getByRole('link', { name: 'Betalingsregeling aanvragen' })).toHaveCount(0);
  await expect(page.getByTestId('arrangements-disabled')).toHaveText(
    'U kunt op dit moment geen betalingsregeling aanvragen. Heeft u vragen over uw rekeningen? Neem dan contact met ons op.',
  );

  // betalingsregeling (the menu still offers it): the popup instead of the wizard
  await page.goto('/betalingsregeling');
  const popup = page.getByRole('dialog', { name: 'Betalingsregeling niet mogelijk' });
  await expect(popup).toContainText('U kunt op dit moment geen betalingsregeling aanvragen. Heeft u vragen over uw rekeningen? Neem dan contact met ons op.');
  await expect(page.getByRole('form')).toHaveCount(0);
  // axe at both widths (what expectNoAxeViolationsAtBothWidths runs), pictured at each
  await expectStateAtBothWidths(page, { screenshot: 'betalingsregeling-niet-mogelijk', fullPage: false, atWidth: () => expect(popup).toBeVisible() });
  await popup.getByRole('button', { name: 'Naar rekeningen en betalingen' }).click();
  await expect(page).toHaveURL('/rekeningen-en-betalingen');
  await expect(popup).toBeHidden();
});

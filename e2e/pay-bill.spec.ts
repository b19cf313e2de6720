import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { declineDigitalPost } from './support/digital-post';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { picture } from './support/screenshots';

/**
 * Issue 33 point 4: a bill the user is told to pay can be paid. The fake
 * backend plays the iDEAL bank on its own origin, as it plays the bank for
 * iDIN: its page offers paid, cancelled, expired and failed, and sends the
 * browser back to the bills page.
 */
interface Invoice {
  invoiceNumber: string;
  description: string;
  remaining: number;
  statusId: number;
  paymentReference: string;
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const grouped = (digits: string) => digits.replace(/(.{4})(?=.)/g, '$1 ');

const OUTCOME_TEXTS = {
  cancelled: (invoice: Invoice) => `U heeft de betaling van factuur ${invoice.invoiceNumber} afgebroken. Er is niets afgeschreven en de rekening staat nog open.`,
  expired: (invoice: Invoice) => `De tijd om factuur ${invoice.invoiceNumber} te betalen is verlopen. Er is niets afgeschreven en de rekening staat nog open. Probeer het opnieuw.`,
  failed: (invoice: Invoice) => `Uw bank kon de betaling van factuur ${invoice.invoiceNumber} niet uitvoeren. Er is niets afgeschreven en de rekening staat nog open. Probeer het later opnieuw.`,
} as const;

const BANK_BUTTONS = { paid: 'Betalen', cancelled: 'Annuleren', expired: 'Betaling laten verlopen', failed: 'Technische fout bij de bank' } as const;

async function invoicesOf(request: APIRequestContext, token: string): Promise<Invoice[]> {
  const answer = await request.get(`${apiOrigin()}/api/Debitan/Invoices`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { invoices: Invoice[] }).invoices;
}

const invoiceItem = (page: Page, invoice: Invoice) =>
  page.getByTestId('invoice').filter({ has: page.getByRole('heading', { name: invoice.description, exact: true }) });

/** From the bills page to the fake bank's page, which names the bill and the server's amount. */
async function goToBank(page: Page, invoice: Invoice) {
  await invoiceItem(page, invoice).getByRole('button', { name: 'Betalen met iDEAL' }).click();
  await expect(page).toHaveURL(/\/__fake\/ideal\/bank\?paymentId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('iDEAL-betaling (nepbank)');
  await expect(page.getByText(euro.format(invoice.remaining), { exact: true })).toBeVisible();
}

async function backFromBank(page: Page, outcome: keyof typeof BANK_BUTTONS) {
  await page.getByRole('button', { name: BANK_BUTTONS[outcome], exact: true }).click();
  // the filter the user had comes back beside the payment (issue 33 point 4)
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen\?(.+&)?betaling=[0-9a-f-]{36}$/);
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('hoofdverzekerde: the tile leads to the payable bills, each with iDEAL and the details for a transfer by hand', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const invoices = await invoicesOf(request, token);
  const open = invoices.find((invoice) => invoice.statusId === 1 && invoice.remaining > 0)!;
  const reminder = invoices.find((invoice) => invoice.statusId === 2)!;

  await page.goto('/home');
  await page.getByRole('region', { name: 'Openstaande rekeningen' }).getByRole('link', { name: 'Bekijk en betaal' }).click();
  await expect(page).toHaveURL('/rekeningen-en-betalingen?status=openstaand');

  // each payable bill: iDEAL, and the account and payment reference for a transfer by hand
  for (const payable of [open, reminder]) {
    const item = invoiceItem(page, payable);
    await expect(item.getByRole('button', { name: 'Betalen met iDEAL' })).toBeVisible();
    await expect(item.getByTestId('manual-transfer')).toContainText(`Liever zelf overmaken? Maak ${euro.format(payable.remaining)} over en vermeld het betalingskenmerk.`);
    await expect(item.getByTestId('transfer-iban')).toHaveText('NL36 INGB 0007 6543 21');
    await expect(item.getByTestId('manual-transfer')).toContainText('Zorgzaam Zorgverzekeringen');
    await expect(item.getByTestId('payment-reference')).toHaveText(grouped(payable.paymentReference));
  }
  await expectStateAtBothWidths(page, { screenshot: 'pay-bill-open-bills' });
});

test('hoofdverzekerde goes to the bank and cancels: back on the bills page, told so, the bill still open', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const open = (await invoicesOf(request, token)).find((invoice) => invoice.statusId === 1 && invoice.remaining > 0)!;
  await page.goto('/rekeningen-en-betalingen?status=openstaand');
  await goToBank(page, open);
  await backFromBank(page, 'cancelled');
  await expect(page.getByTestId('payment-outcome')).toHaveText(OUTCOME_TEXTS.cancelled(open));
  await expect(invoiceItem(page, open).getByTestId('invoice-status')).toHaveText('Openstaand');
  // issue 33 point 4: back on the filter the user had ("Openstaand"), in the page and in its address
  await expect(page.getByRole('radio', { name: 'Openstaand' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]status=openstaand(&|$)/);
  await expectStateAtBothWidths(page, { screenshot: 'pay-bill-cancelled' });
});

test('hoofdverzekerde pays an open bill: the receipt, the bill paid and no longer payable, and not payable twice', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const open = (await invoicesOf(request, token)).find((invoice) => invoice.statusId === 1 && invoice.remaining > 0)!;
  await page.goto('/rekeningen-en-betalingen?status=openstaand');
  await goToBank(page, open);
  await backFromBank(page, 'paid');
  const receipt = page.getByTestId('payment-outcome');
  await expect(receipt.getByRole('heading', { name: 'Bedankt voor uw betaling' })).toBeVisible();
  await expect(receipt).toContainText(`U heeft ${euro.format(open.remaining)} betaald voor factuur ${open.invoiceNumber}. De rekening staat nu op betaald.`);
  // back on "Openstaand", the filter the user had: the paid bill has left that list; every bill shows it paid
  await expect(page.getByRole('radio', { name: 'Openstaand' })).toBeChecked();
  const paid = invoiceItem(page, open);
  await expect(paid).toHaveCount(0);
  await page.getByRole('radio', { name: 'Alle rekeningen' }).check();
  await expect(paid.getByTestId('invoice-status')).toHaveText('Betaald');
  await expect(paid.getByTestId('invoice-remaining')).toHaveText(euro.format(0));
  await expect(paid.getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
  await expect(paid.getByTestId('manual-transfer')).toHaveCount(0);
  await expectStateAtBothWidths(page, { screenshot: 'pay-bill-paid' });

  // the server agrees, and a second payment of the same bill is refused there
  const after = (await invoicesOf(request, token)).find((invoice) => invoice.invoiceNumber === open.invoiceNumber)!;
  expect(after).toMatchObject({ statusId: 9, remaining: 0 });
  const again = await request.post(`${apiOrigin()}/api/Debitan/Invoices/${open.invoiceNumber}/IdealPayment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { clientBaseUrl: 'http://localhost' },
  });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ message: 'Deze rekening is al betaald.' });
});

for (const outcome of ['expired', 'failed'] as const) {
  test(`the bank answers ${outcome}: the bills page says so in Dutch and the bill stays open`, async ({ page, context, request }) => {
    const token = await signInAs(context, request, 'hoofdverzekerde');
    const reminder = (await invoicesOf(request, token)).find((invoice) => invoice.statusId === 2)!;
    await page.goto('/rekeningen-en-betalingen?status=openstaand');
    await goToBank(page, reminder);
    // the fake bank's own page, looked at once
    if (outcome === 'expired') await expectStateAtBothWidths(page, { screenshot: 'pay-bill-bank' });
    await backFromBank(page, outcome);
    await expect(page.getByTestId('payment-outcome')).toHaveText(OUTCOME_TEXTS[outcome](reminder));
    await expect(invoiceItem(page, reminder).getByTestId('invoice-status')).toHaveText('Herinnering');
    await expect(invoiceItem(page, reminder).getByRole('button', { name: 'Betalen met iDEAL' })).toBeEnabled();
    // the cancelled notice is pictured in the walk above; these are the same notice with another text
    await expectNoAxeViolations(page);
  });
}

test('wanbetaler: a summons can be paid; a bill in the arrangement, with the collection agency or in debt relief says why not', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'wanbetaler');
  const invoices = await invoicesOf(request, token);
  await page.goto('/rekeningen-en-betalingen?status=openstaand');
  await declineDigitalPost(page);
  const summons = invoices.find((invoice) => invoice.statusId === 4)!;
  const inArrangement = invoices.find((invoice) => invoice.statusId === 5)!;
  const collection = invoices.find((invoice) => invoice.statusId === 6)!;
  const debtRelief = invoices.find((invoice) => invoice.statusId === 7)!;
  await expect(invoiceItem(page, summons).getByRole('button', { name: 'Betalen met iDEAL' })).toBeVisible();
  await expect(invoiceItem(page, inArrangement).getByTestId('invoice-not-payable')).toHaveText(
    'Deze rekening valt onder uw betalingsregeling. U betaalt haar met de termijnen van de regeling.',
  );
  await expect(invoiceItem(page, inArrangement).getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
  await expect(invoiceItem(page, collection).getByTestId('invoice-not-payable')).toHaveText(
    'Deze rekening is overgedragen aan een incassobureau. Betaal haar aan het incassobureau.',
  );
  await expect(invoiceItem(page, collection).getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
  await expect(invoiceItem(page, debtRelief).getByTestId('invoice-status')).toHaveText('Schuldhulptraject');
  await expect(invoiceItem(page, debtRelief).getByTestId('invoice-not-payable')).toHaveText(
    'Deze rekening valt onder uw schuldhulptraject. Uw schuldhulpverlener regelt de betaling.',
  );
  await expect(invoiceItem(page, debtRelief).getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
  await expectStateAtBothWidths(page, {
    screenshot: 'pay-bill-defaulter',
    // each reason is on the page at both widths (on a phone too, where the details fold away)
    atWidth: async (device) => {
      for (const [bill, reason] of [
        [inArrangement, 'betalingsregeling'],
        [collection, 'incassobureau'],
        [debtRelief, 'schuldhulptraject'],
      ] as const) {
        await expect(invoiceItem(page, bill).getByTestId('invoice-not-payable')).toBeVisible();
        await expect(invoiceItem(page, bill).getByTestId('invoice-not-payable')).toContainText(reason);
      }
      await invoiceItem(page, debtRelief).evaluate((item) => item.scrollIntoView({ block: 'center' }));
      await picture(page, device, 'pay-bill-debt-relief', { fullPage: false });
    },
  });

  // the server refuses them too, in Dutch, whatever the page shows
  for (const [bill, message] of [
    [inArrangement, 'Deze rekening valt onder uw betalingsregeling. U betaalt haar met de termijnen van de regeling.'],
    [collection, 'Deze rekening is overgedragen aan een incassobureau. Betaal haar aan het incassobureau.'],
    [debtRelief, 'Deze rekening valt onder uw schuldhulptraject. Uw schuldhulpverlener regelt de betaling.'],
  ] as const) {
    const refused = await request.post(`${apiOrigin()}/api/Debitan/Invoices/${bill.invoiceNumber}/IdealPayment`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { clientBaseUrl: 'http://localhost' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message });
  }
});

test('faillissement: a bill in the bankruptcy says the trustee settles it', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'faillissement');
  const bankrupt = (await invoicesOf(request, token)).find((invoice) => invoice.statusId === 8)!;
  await page.goto('/rekeningen-en-betalingen?status=openstaand');
  await expect(invoiceItem(page, bankrupt).getByTestId('invoice-not-payable')).toHaveText('Deze rekening valt onder uw faillissement. De curator handelt haar af.');
  await expect(invoiceItem(page, bankrupt).getByRole('button', { name: 'Betalen met iDEAL' })).toHaveCount(0);
  await expectStateAtBothWidths(page, {
    screenshot: 'pay-bill-bankruptcy',
    fullPage: false,
    atWidth: async () => {
      await expect(invoiceItem(page, bankrupt).getByTestId('invoice-not-payable')).toBeVisible();
      await invoiceItem(page, bankrupt).evaluate((item) => item.scrollIntoView({ block: 'center' }));
    },
  });
  const refused = await request.post(`${apiOrigin()}/api/Debitan/Invoices/${bankrupt.invoiceNumber}/IdealPayment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { clientBaseUrl: 'http://localhost' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ message: 'Deze rekening valt onder uw faillissement. De curator handelt haar af.' });
});

test('keyboard only: to the bank and back, paying a bill', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const notice = (await invoicesOf(request, token)).find((invoice) => invoice.statusId === 3)!;
  await page.goto('/rekeningen-en-betalingen?status=openstaand');
  const pay = invoiceItem(page, notice).getByRole('button', { name: 'Betalen met iDEAL' });
  await expect(pay).toBeVisible();
  // Tab from the top of the page until the bill's pay button has the focus
  for (let presses = 0; presses < 80 && !(await pay.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/__fake\/ideal\/bank\?paymentId=/);
  // on the bank's page the first answer, Betalen, is the first control
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Betalen', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rekeningen-en-betalingen\?status=openstaand&betaling=/);
  await expect(page.getByTestId('payment-outcome').getByRole('heading', { name: 'Bedankt voor uw betaling' })).toBeVisible();
  await expect(invoiceItem(page, notice)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Alle rekeningen' }).check();
  await expect(invoiceItem(page, notice).getByTestId('invoice-status')).toHaveText('Betaald');
});

import { expect, test, type Page } from './support/test';
import { addDays, format } from 'date-fns';
import { expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { readablePng } from './support/files';
import { VIEWPORTS } from './support/screenshots';

/** Issue 33 point 7: every request ends in a receipt with its reference, and the user finds it later on mijn-aanvragen. */

const daysAhead = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy');
const yesNo = (page: Page, question: RegExp, answer: 'Ja' | 'Nee') => page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
const receipt = (page: Page) => page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' });
const REFERENCE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});
test.describe.configure({ timeout: 90_000 });

/** seated transport for a child in a wheelchair, as the transport spec sends it, up to the receipt */
async function sendSeatedTransport(page: Page): Promise<void> {
  await page.goto('/aanvraag-zittend-ziekenvervoer');
  await expect(page.getByRole('heading', { level: 1, name: 'Zittend ziekenvervoer aanvragen' })).toBeVisible();
  await page.getByRole('radio', { name: 'Ik ben rolstoelafhankelijk' }).check();
  const persons = page.getByRole('radiogroup', { name: 'Voor wie is het vervoer?' }).getByRole('radio');
  await expect(persons).toHaveCount(3);
  await persons.nth(1).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();
  await page.getByRole('radio', { name: 'Een eerste aanvraag' }).check();
  await page.getByLabel(/^Hoeveel meter kunt u maximaal lopen/).fill('50');
  await yesNo(page, /^Bent u langdurig/, 'Nee');
  await page.getByLabel(/^Hoeveel maanden/).fill('6');
  await page.getByLabel(/^Vanaf wanneer/).fill(daysAhead(7));
  await page.getByLabel(/^Tot wanneer/).fill(daysAhead(180));
  await yesNo(page, /^Kunt u met het openbaar vervoer/, 'Nee');
  await yesNo(page, /^Kunt u alleen met een taxi/, 'Ja');
  await page.getByLabel(/^Waarom kunt u alleen met een taxi/).fill('De rolstoel past niet in onze auto.');
  await yesNo(page, /^Heeft u begeleiding nodig/, 'Nee');
  await page.locator('#request-files').setInputFiles(readablePng());
  await expect(page.getByText('scan-nota.png', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
}

test('a request ends in a receipt with its reference; its link opens Mijn aanvragen, where the request is first and marked', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await sendSeatedTransport(page);

  const popup = receipt(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toBeFocused();
  await expect(popup).toContainText('U krijgt binnen 10 werkdagen bericht over uw aanvraag voor zittend ziekenvervoer.');
  await expect(popup).not.toContainText('is verstuurd.');
  await expect(popup).toContainText('Ik ben rolstoelafhankelijk');
  await expect(popup).toContainText(/U hoort uiterlijk op \w+ \d+ \w+ \d{4} van ons\./);
  const reference = (await popup.getByText(REFERENCE).textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE);
  // no passing notice besides it
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expectStateAtBothWidths(page, { screenshot: 'request-receipt' });

  await popup.getByRole('link', { name: 'Bekijk mijn aanvragen' }).click();
  await expect(page).toHaveURL(new RegExp(`/mijn-aanvragen\\?aanvraag=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn aanvragen' })).toBeFocused();
  const items = page.getByTestId('my-request');
  // the seed's four and the one just sent, newest first
  await expect(items).toHaveCount(5);
  const sent = items.first();
  await expect(sent.getByRole('heading', { level: 2 })).toHaveText('Zittend ziekenvervoer: rolstoelafhankelijk');
  await expect(sent).toContainText('Zojuist verstuurd');
  await expect(sent).toContainText(reference);
  await expect(sent).toContainText(/In behandeling, uiterlijk \w+ \d+ \w+ \d{4} afgehandeld/);
  // spec 01 §9: "case status In behandeling orange, Afgehandeld green"
  await expect(sent.getByText(/^In behandeling/)).toHaveCSS('color', 'rgb(107, 53, 0)');
  // the seed's: an earlier question answered, a card sent
  await expect(page.getByRole('heading', { level: 2, name: 'Vraag via het contactformulier: een rekening of betaling' })).toBeVisible();
  await expect(items.filter({ hasText: 'Nieuwe zorgpas' })).toContainText('Verstuurd');
  await expectStateAtBothWidths(page, {
    screenshot: 'my-requests',
    atWidth: async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    },
  });
});

test('the contact form ends in a receipt with the reply date; the question is on Mijn aanvragen', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/contactformulier?onderwerp=my-own-risk');
  await page.getByRole('textbox', { name: /^Uw vraag/ }).fill('Hoeveel eigen risico heb ik dit jaar al betaald?');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: 'Vraag versturen' }).click();
  const popup = page.getByRole('dialog', { name: 'Uw vraag is verstuurd' });
  await expect(popup).toContainText('Mijn eigen risico');
  await expect(popup).toContainText(/Antwoord uiterlijk\s*\w+ \d+ \w+ \d{4}/);
  await expectStateAtBothWidths(page, { screenshot: 'contact-form-receipt-popup' });
  await popup.getByRole('link', { name: 'Bekijk mijn aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn aanvragen' })).toBeVisible();
  const first = page.getByTestId('my-request').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Vraag via het contactformulier: mijn eigen risico');
  await expect(first).toContainText(/Wij antwoorden uiterlijk \w+ \d+ \w+ \d{4}/);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`Mijn aanvragen is in the main menu at ${device} width`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: /^Goede/ })).toBeVisible();
    if (device === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('button', { name: 'Zorgkosten' }).click();
    await nav.getByRole('link', { name: 'Mijn aanvragen' }).click();
    await expect(page).toHaveURL(/\/mijn-aanvragen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn aanvragen' })).toBeVisible();
    await expect(page.getByTestId('my-request')).toHaveCount(4);
  });
}

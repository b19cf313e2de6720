import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { receivedContactForms } from './support/contact-forms';
import { DEMO_PASSWORD, resetFakeBackend, signInAs, VERIFICATION_CODE } from './support/fake-backend';
import { moveNewsWithTheClock } from './support/clocks';
import { intoOfferPeriod } from './support/offer-period';
import { picture, VIEWPORTS } from './support/screenshots';

/**
 * Issue 33 points 10 and 9: the phone screen and phone numbers as people type them.
 * - a success notice does not cover the page's title or its first fields;
 * - the news dock never hides the premium bar of `polis-wijzigen`;
 * - a closed news text stays closed on the next page, also after login;
 * - a typed '06 12345678' keeps its digits after an error; the optional phone of the contact form never blocks sending.
 */

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

const PHONE = VIEWPORTS.phone;
const news = (page: Page) => page.getByRole('region', { name: 'Nieuws' });
const consent = (page: Page) => page.getByTestId('consent-banner');

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The two boxes share no point. */
async function expectApart(first: Locator, second: Locator, message: string) {
  const [a, b] = [await boxOf(first), await boxOf(second)];
  const overlaps = a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
  expect(overlaps, message).toBe(false);
}

test('on a phone a success notice sits above the title and the first fields, not over them', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await page.goto('/persoonlijke-gegevens-wijzigen');
  await consent(page).getByRole('button', { name: 'Cookies accepteren' }).click();
  await page.getByLabel('Straat').fill('Dorpsstraat');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page).toHaveURL(/\/persoonlijke-gegevens$/);
  const notice = page.getByTestId('notice').filter({ hasText: 'Uw wijzigingen zijn opgeslagen.' });
  await expect(notice).toBeVisible();
  const title = page.getByRole('heading', { level: 1, name: 'Persoonlijke gegevens' });
  await expect(title).toBeVisible();
  await expectApart(notice, title, 'the notice covers the page title');
  await expectApart(notice, page.getByRole('main').getByRole('heading', { level: 2 }).first(), 'the notice covers the first card');
  await picture(page, 'phone', 'notice-above-title');
  await expectNoAxeViolations(page);
});

test('on a phone an error notice after a failed save leaves the form\'s first fields free', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await page.goto('/persoonlijke-gegevens-wijzigen');
  await consent(page).getByRole('button', { name: 'Cookies accepteren' }).click();
  await page.route('**/api/Customer/UpdateCustomer', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  const notice = page.getByTestId('notice').first();
  await expect(notice).toBeVisible();
  await expectApart(notice, page.getByRole('heading', { level: 1 }), 'the notice covers the page title');
  await expectApart(notice, page.getByLabel('Straat'), 'the notice covers the first field');
});

test('the news dock never hides the premium bar of polis-wijzigen on a phone', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await moveNewsWithTheClock(page, request);
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await page.goto('/polis-wijzigen');
  await expect(page.getByRole('heading', { level: 1, name: `Polis wijzigen voor ${year}` })).toBeVisible();
  const bar = page.locator('.edit-policy__sticky-total');
  await expect(bar).toBeVisible();
  await expect(news(page)).toBeVisible();
  // halfway down the long list of cards, the bar sticks at the bottom of what the dock leaves
  await page.mouse.wheel(0, 1500);
  await expect(async () => {
    await expectApart(bar, news(page), 'the news covers the premium bar');
    await expectApart(bar, consent(page), 'the consent banner covers the premium bar');
  }).toPass();
  await picture(page, 'phone', 'edit-policy-bar-above-dock');
  // unfolded, the news grows: the bar moves up with it
  await news(page).getByRole('button', { name: 'Lees meer' }).click();
  await expect(async () => expectApart(bar, news(page), 'the unfolded news covers the premium bar')).toPass();
  await picture(page, 'phone', 'edit-policy-bar-above-unfolded-news');
  // answered and closed, the bar goes back to the bottom of the window
  await consent(page).getByRole('button', { name: 'Cookies accepteren' }).click();
  await news(page).getByRole('button', { name: 'Nieuws sluiten' }).click();
  await expect(async () => {
    const box = await boxOf(bar);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  }).toPass();
});

test('on a phone a field reached with Tab scrolls into view above the news and the consent banner, not under them', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await page.goto('/persoonlijke-gegevens-wijzigen');
  await expect(page.getByLabel('Straat')).toBeVisible();
  await expect(news(page)).toBeVisible();
  await expect(consent(page)).toBeVisible();
  await page.getByLabel('Straat').focus();
  // down the form field by field, as a keyboard user goes: each field it lands on is clear of the dock
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const focused = document.activeElement;
      const dock = document.querySelector('.shell__dock');
      if (!focused || !dock || dock.contains(focused) || !focused.closest('main')) return null;
      return { name: focused.getAttribute('id') ?? focused.tagName, bottom: focused.getBoundingClientRect().bottom, dockTop: dock.getBoundingClientRect().top };
    });
    if (place) expect(place.bottom, `${place.name} under the dock`).toBeLessThanOrEqual(place.dockTop);
  }
  await picture(page, 'phone', 'focused-field-above-dock');
});

test('a news text closed on the login page stays closed after login and on the next pages; a text of its own shows', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/inloggen');
  await consent(page).getByRole('button', { name: 'Cookies accepteren' }).click();
  await expect(news(page)).toContainText('fysiotherapie');
  await news(page).getByRole('button', { name: 'Nieuws sluiten' }).click();
  await expect(news(page)).toHaveCount(0);

  await page.getByLabel('Gebruikersnaam').fill('hoofdverzekerde');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Verificatiecode').fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByTestId('logged-in-as')).toBeAttached();
  // after login only the portal's own news: the physiotherapy text was closed
  await news(page).getByRole('button', { name: 'Lees meer' }).click();
  await expect(news(page).getByTestId('news-text')).toHaveCount(1);
  await expect(news(page).getByTestId('news-text')).toContainText('zorgpas');
  await news(page).getByRole('button', { name: 'Nieuws sluiten' }).click();

  // the next pages, through the menu and the tiles, and back
  await page.getByRole('main').getByRole('link', { name: 'Bekijk mijn zorgkosten' }).click();
  await expect(page).toHaveURL(/\/mijn-zorgkosten/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('logged-in-as')).toBeAttached();
  await expect(news(page)).toHaveCount(0);
  await expectStateAtBothWidths(page, { atWidth: async () => expect(news(page)).toHaveCount(0) });
});

test('a typed 06 number keeps its digits after an error, and an empty optional phone never blocks sending', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/contactformulier?onderwerp=invoice');
  const phone = page.getByLabel(/^Telefoonnummer/);
  await expect(page.getByLabel(/^E-mailadres/)).not.toHaveValue('');
  // the question is missing: an error, and the number stays as typed
  await phone.fill('');
  await phone.pressSequentially('06 12345678');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Er is een probleem' })).toBeVisible();
  await expect(phone).toHaveValue('06 12345678');
  // one digit short: the message says it is a Dutch number too short, not that a country code is missing
  await phone.fill('06 1234567');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Een Nederlands telefoonnummer heeft 10 cijfers, zoals 06 12345678, of \+31 en 9 cijfers\./).first()).toBeVisible();
  await expect(phone).toHaveValue('06 1234567');
  await expectStateAtBothWidths(page, { screenshot: 'contact-form-phone-error' });

  // emptied (the phone is optional), the form goes on and is sent without a phone number
  await phone.fill('');
  await page.getByRole('textbox', { name: /^Uw vraag/ }).fill('Kunt u mij uitleggen waarom deze rekening hoger is?');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Stap 2 van 2: Controleren en versturen')).toBeVisible();
  await page.getByRole('button', { name: 'Vraag versturen' }).click();
  // issue 33 point 7: sent, the form ends in its receipt
  await expect(page.getByRole('dialog', { name: 'Uw vraag is verstuurd' })).toContainText('U krijgt binnen 5 werkdagen antwoord per e-mail');
  const [received] = await receivedContactForms(request, { username: 'hoofdverzekerde' });
  expect(received?.extraData.map((entry) => entry.key)).toEqual(['EmailAddress']);
});

test('on a phone each bill is a compact row whose details unfold; on a desktop every bill shows them', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.setViewportSize(PHONE);
  await page.goto('/rekeningen-en-betalingen');
  await consent(page).getByRole('button', { name: 'Cookies accepteren' }).click();
  const bills = page.getByTestId('invoice');
  await expect(bills.first()).toBeVisible();
  // three years of bills were some 27,000 px tall on a phone
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight, 'the bills page on a phone').toBeLessThan(10_000);
  for (const bill of (await bills.all()).slice(0, 6)) expect((await boxOf(bill)).height, 'a bill\'s row').toBeLessThanOrEqual(200);

  const open = bills.filter({ has: page.getByRole('button', { name: 'Betalen met iDEAL' }) }).first();
  await expect(open.getByTestId('invoice-facts')).toContainText(/^\d{1,2} [a-z]+ \d{4} · €\s[\d.,]+ · nog te betalen €\s[\d.,]+$/);
  await expect(open.getByTestId('invoice-remaining')).toBeHidden();
  await expect(open.getByTestId('manual-transfer')).toBeHidden();
  const details = open.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(open.getByTestId('invoice-remaining')).toBeVisible();
  await expect(open.getByTestId('manual-transfer')).toBeVisible();
  await expect(open.getByRole('button', { name: /^Factuur \d+ downloaden/ })).toBeVisible();
  await picture(open, 'phone', 'bill-row-unfolded');
  await picture(page, 'phone', 'bills-compact', { fullPage: false });
  await expectStateAtBothWidths(page, {
    atWidth: async (device) => {
      const first = bills.first();
      if (device === 'desktop') {
        await expect(first.getByTestId('invoice-remaining')).toBeVisible();
        await expect(first.getByRole('button', { name: 'Details' })).toBeHidden();
        await expect(first.getByTestId('invoice-facts')).toBeHidden();
      } else {
        await expect(first.getByTestId('invoice-facts')).toBeVisible();
      }
    },
  });
});

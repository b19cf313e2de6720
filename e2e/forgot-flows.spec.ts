import { expect, test, type Page } from './support/test';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { apiOrigin, DEMO_PASSWORD, resetFakeBackend, seededIdentityOf, VERIFICATION_CODE, type SeededIdentity } from './support/fake-backend';

const NEW_PASSWORD = 'Nieuw#2026';

/**
 * axe: the states the screenshot walk at the end pictures (the form, its errors, unknown username, the
 * missing-contact popup, the code step, the recovered username, the reset form and its errors, login after
 * the reset) are checked there at both widths; the flow tests check the states the walk does not reach.
 */
test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

async function openForgotPage(page: Page) {
  await page.goto('/inloggen');
  await page.getByRole('link', { name: 'Gebruikersnaam of wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikersnaam of wachtwoord vergeten' })).toBeVisible();
}

async function askUsername(page: Page, identity: Pick<SeededIdentity, 'policyNumber' | 'birthDate'>) {
  await page.getByLabel('Mijn gebruikersnaam').check();
  await page.getByLabel('Polisnummer').fill(identity.policyNumber);
  await page.getByLabel('Geboortedatum').fill(identity.birthDate);
  await page.getByRole('button', { name: 'Verificatiecode aanvragen' }).click();
}

async function askPassword(page: Page, username: string, birthDate: string) {
  await page.getByLabel('Mijn wachtwoord').check();
  await page.getByLabel('Gebruikersnaam', { exact: true }).fill(username);
  await page.getByLabel('Geboortedatum').fill(birthDate);
  await page.getByRole('button', { name: 'Verificatiecode aanvragen' }).click();
}

async function enterCode(page: Page, code = VERIFICATION_CODE) {
  await expect(page).toHaveURL(/\/verificatie$/);
  await page.getByLabel('Verificatiecode').fill(code);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('recover the username: policy number and birth date, the SMS code, then the username and the e-mail address', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  await openForgotPage(page);
  await askUsername(page, identity);

  await expect(page).toHaveURL(/\/verificatie$/);
  await expect(page.getByTestId('code-channel')).toContainText(/Wij hebben een sms .* gestuurd naar \+316\*+\d\d\./);
  // the birth date went as year/month/day, and the code went to the account's phone
  const outbox = (await (await request.get(`${apiOrigin()}/__fake/outbox?username=hoofdverzekerde`)).json()) as unknown[];
  expect(outbox).toHaveLength(1);
  await enterCode(page);

  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw gebruikersnaam' })).toBeFocused();
  const result = page.getByTestId('recovered-account');
  await expect(result.getByRole('definition')).toHaveText(['hoofdverzekerde', identity.emailAddress ?? '']);
  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await expect(page).toHaveURL(/\/inloggen$/);
  // leaving the flow (in the same page, no reload) forgets the result: the forgot page shows its form again
  await page.getByRole('link', { name: 'Gebruikersnaam of wachtwoord vergeten?' }).click();
  await expect(page.getByRole('button', { name: 'Verificatiecode aanvragen' })).toBeVisible();
});

test('recover the password end to end, then log in with the new password only', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  await openForgotPage(page);
  await expect(page.getByLabel('Mijn wachtwoord')).toBeChecked();
  await askPassword(page, 'hoofdverzekerde', identity.birthDate);
  await enterCode(page);

  await expect(page).toHaveURL(/\/wachtwoord\/resetten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  await expect(page.getByText(`het e-mailadres ${identity.emailAddress}`)).toBeVisible();

  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('wachtwoord1');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('wachtwoord2');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Nieuw wachtwoord: Het wachtwoord moet minimaal één van deze tekens bevatten: ? ! / : ; @ # % ( ) _',
    'Herhaal het nieuwe wachtwoord: De opgegeven wachtwoorden komen niet overeen.',
  ]);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/inloggen$/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw nieuwe wachtwoord is opgeslagen.' })).toBeVisible();

  await logIn(page, 'hoofdverzekerde', DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'De combinatie van uw gebruikersnaam en wachtwoord is onjuist' })).toBeVisible();
  await logIn(page, 'hoofdverzekerde', NEW_PASSWORD);
  await enterCode(page);
  await expect(page.getByText(/Ingelogd als/)).toBeVisible();
});

test('an empty form: a focused error summary that names each field of the chosen flow and links to it', async ({ page }) => {
  await openForgotPage(page);
  await page.getByRole('button', { name: 'Verificatiecode aanvragen' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Vul uw gebruikersnaam in.', 'Vul uw geboortedatum in.']);

  await page.getByLabel('Mijn gebruikersnaam').check();
  await page.getByLabel('Polisnummer').fill('12345');
  await page.getByLabel('Geboortedatum').fill('31-02-1980');
  await page.getByRole('button', { name: 'Verificatiecode aanvragen' }).click();
  await expect(summary).toBeFocused();
  // issue 33: a message that does not mention its field is named by it
  await expect(summary.getByRole('link')).toHaveText(['Het polisnummer bestaat uit 12 cijfers.', 'Geboortedatum: Vul een geldige datum in.']);
  await summary.getByRole('link', { name: 'Geboortedatum: Vul een geldige datum in.' }).click();
  await expect(page.getByLabel('Geboortedatum')).toBeFocused();
  await expect(page.getByLabel('Geboortedatum')).toHaveAttribute('aria-invalid', 'true');
});

test('zondertelefoon (no phone number, no e-mail): the popup suggests contact or the bank identity login, for either flow', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'zondertelefoon');
  await openForgotPage(page);
  await askPassword(page, 'zondertelefoon', identity.birthDate);
  const popup = page.getByRole('dialog', { name: 'Wij kunnen u geen verificatiecode sturen' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Wij hebben geen telefoonnummer en geen e-mailadres van u.');
  await expect(popup).toContainText('Neem contact op met onze klantenservice');
  await expect(popup.getByRole('link', { name: 'Inloggen met uw bank (iDIN)' })).toBeVisible();
  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
  // Escape closes it, and the keyboard is back where it was
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Verificatiecode aanvragen' })).toBeFocused();

  await askUsername(page, identity);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Sluiten' }).click();
  await expect(popup).toBeHidden();

  await askUsername(page, identity);
  await popup.getByRole('link', { name: 'Inloggen met uw bank (iDIN)' }).click();
  await expect(page).toHaveURL(/\/idin-activeren$/);
  const outbox = (await (await request.get(`${apiOrigin()}/__fake/outbox`)).json()) as unknown[];
  expect(outbox).toEqual([]);
});

test('an unknown username shows unknown-username', async ({ page }) => {
  await openForgotPage(page);
  await askPassword(page, 'onbekend1', '01-01-1980');
  const message = page.getByTestId('forgot-message');
  await expect(message).toHaveText(/^De gebruikersnaam die u heeft ingevuld, is niet bekend bij ons\./);
  await expect(message).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
});

test('data that fit no account show account-not-found', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  await openForgotPage(page);
  await askUsername(page, { policyNumber: identity.policyNumber, birthDate: '01-01-1950' });
  await expect(page.getByTestId('forgot-message')).toHaveText(/^Wij kunnen geen account vinden/);
  await expectNoAxeViolationsAtBothWidths(page);
  await askPassword(page, 'hoofdverzekerde', '01-01-1950');
  await expect(page.getByTestId('forgot-message')).toHaveText(/^Wij kunnen geen account vinden/);
});

test('nietgeactiveerd: account-not-activated, and on to register', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'nietgeactiveerd');
  await openForgotPage(page);
  await askUsername(page, identity);
  await expect(page).toHaveURL(/\/registreren$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Uw account is nog niet geactiveerd.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a wrong code shows the wrong-code notice; the right one still works', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'wanbetaler');
  await openForgotPage(page);
  await askUsername(page, identity);
  // a landline: the code comes by a call
  await expect(page.getByTestId('code-channel')).toContainText('U wordt gebeld op');
  await enterCode(page, '99999');
  await expect(page.getByRole('alert').filter({ hasText: 'De verificatiecode is onjuist' })).toBeVisible();
  await expect(page).toHaveURL(/\/verificatie$/);
  await expectNoAxeViolationsAtBothWidths(page);
  await enterCode(page);
  await expect(page.getByTestId('recovered-account').getByRole('definition').first()).toHaveText('wanbetaler');
});

test('a code older than 5 minutes sends the user back to the forgot page', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  await openForgotPage(page);
  await askPassword(page, 'hoofdverzekerde', identity.birthDate);
  await expect(page).toHaveURL(/\/verificatie$/);
  await request.post(`${apiOrigin()}/__fake/clock`, { data: { advanceSeconds: 301 } });
  await enterCode(page);
  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Uw verificatiecode is verlopen. Vraag uw gebruikersnaam of wachtwoord opnieuw op' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a new password after the reset token ran out (10 minutes): the flow starts again', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  await openForgotPage(page);
  await askPassword(page, 'hoofdverzekerde', identity.birthDate);
  await enterCode(page);
  await expect(page).toHaveURL(/\/wachtwoord\/resetten$/);
  await request.post(`${apiOrigin()}/__fake/clock`, { data: { advanceSeconds: 601 } });
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
  await expect(page.getByRole('alert').filter({ hasText: 'De tijd om een nieuw wachtwoord te kiezen is voorbij.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test('the reset page without a checked code explains how to get there', async ({ page }) => {
  await page.goto('/wachtwoord/resetten');
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('link', { name: 'Wachtwoord vergeten' }).click();
  await expect(page).toHaveURL(/\/wachtwoord\/vergeten$/);
});

async function tabTo(page: Page, name: string, role: 'radio' | 'textbox' = 'textbox') {
  const target = role === 'radio' ? page.getByRole('radio', { name }) : page.getByLabel(name, { exact: true });
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${name} cannot be reached with Tab`);
}

test('keyboard only: choose with the arrow keys, type, press Enter, through to the username', async ({ page, request }) => {
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  await page.goto('/wachtwoord/vergeten');
  await tabTo(page, 'Mijn wachtwoord', 'radio');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Mijn gebruikersnaam' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Mijn gebruikersnaam' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Polisnummer')).toBeFocused();
  await page.keyboard.type(identity.policyNumber);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Geboortedatum')).toBeFocused();
  await page.keyboard.type(identity.birthDate);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verificatie$/);
  await tabTo(page, 'Verificatiecode');
  await page.keyboard.type(VERIFICATION_CODE);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('recovered-account')).toContainText('hoofdverzekerde');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar inloggen' })).toBeFocused();
});

/** Screens to look at, each state pictured and checked by axe at desktop and phone width in one walk. */
test('forgot-flow screenshots at both widths', async ({ page, request }) => {
  // nine states, each pictured and checked by axe at two widths, on a shared, loaded machine
  test.setTimeout(90_000);
  const shot = (name: string) => expectStateAtBothWidths(page, { screenshot: name });
  const identity = await seededIdentityOf(request, 'hoofdverzekerde');
  const withoutContact = await seededIdentityOf(request, 'zondertelefoon');
  await page.goto('/wachtwoord/vergeten');
  await expect(page.getByLabel('Geboortedatum')).toBeVisible();
  await shot('forgot-form');
  await page.getByRole('button', { name: 'Verificatiecode aanvragen' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await shot('forgot-errors');
  await askPassword(page, 'onbekend1', '01-01-1980');
  await expect(page.getByTestId('forgot-message')).toBeVisible();
  await shot('forgot-unknown-username');
  await askPassword(page, 'zondertelefoon', withoutContact.birthDate);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'forgot-missing-contact', fullPage: false });
  await page.keyboard.press('Escape');
  await askUsername(page, identity);
  await expect(page.getByLabel('Verificatiecode')).toBeVisible();
  await shot('forgot-verify');
  await enterCode(page);
  await expect(page.getByTestId('recovered-account')).toBeVisible();
  await shot('forgot-username-result');
  await page.goto('/wachtwoord/vergeten');
  await askPassword(page, 'hoofdverzekerde', identity.birthDate);
  await enterCode(page);
  await expect(page.getByLabel('Herhaal het nieuwe wachtwoord')).toBeVisible();
  await shot('reset-form');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vul een nieuw wachtwoord in.' })).toBeFocused();
  await shot('reset-errors');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await shot('login-after-reset');
});

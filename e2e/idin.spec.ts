import { expect, test, type Page } from './support/test';
import { cookieClockSeconds } from './support/cookie-clock';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { declineDigitalPost } from './support/digital-post';
import { resetFakeBackend, signInAs, VERIFICATION_CODE } from './support/fake-backend';
import { picture, VIEWPORTS } from './support/screenshots';

/**
 * Bank identity login and registration (iDIN), spec 01 §4 "Bank identity
 * login (iDIN)": the fake backend plays the bank on its own origin; its page
 * lets the tester pick the bank's answer, then sends the browser back to the
 * portal's return points.
 */

const TEXTS = {
  loginSuccess: 'U bent ingelogd met uw bank.',
  loginAbort: 'U heeft het inloggen met uw bank afgebroken.',
  loginError: 'Bij uw bank is iets misgegaan, daardoor is het inloggen met uw bank niet gelukt.',
  loginExpired: 'Het inloggen met uw bank duurde te lang en is verlopen. Probeer het opnieuw.',
  loginCancelled: 'Het inloggen met uw bank is geannuleerd.',
  loginNoAccount: 'Wij hebben bij de gegevens van uw bank geen account gevonden.',
  loginShouldActivate: 'Inloggen met uw bank is voor uw account nog niet geactiveerd.',
  activationSuccess: 'Inloggen met uw bank is geactiveerd. Voortaan kunt u inloggen met uw bank.',
  activationFailure: 'Het activeren van inloggen met uw bank is niet gelukt.',
  registrationSuccess: 'Uw bank heeft bevestigd wie u bent. Maak nu uw account verder aan.',
  registrationAbort: 'U heeft het aanmaken van een account met uw bank afgebroken.',
  registrationExists: 'U heeft al een account. Log in met uw gebruikersnaam en wachtwoord, of met uw bank.',
  registrationExpired: 'Het aanmaken van een account met uw bank duurde te lang en is verlopen.',
} as const;

const BANK_BUTTONS = {
  success: 'Bevestigen: identiteit gecontroleerd',
  cancel: 'Annuleren',
  expire: 'Sessie laten verlopen',
  error: 'Technische fout bij de bank',
  'unknown-account': 'Onbekend account bij deze identiteit',
  'login-not-active': 'Inloggen met iDIN niet geactiveerd',
} as const;
type BankChoice = keyof typeof BANK_BUTTONS;

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

const notice = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text });

/** On the portal's bank choice: pick the bank and go to it. */
async function goToBank(page: Page, button: string, bank = 'ING') {
  await page.getByLabel('Uw bank', { exact: true }).selectOption({ label: bank });
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/__fake\/idin\/bank\?sessionId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${bank} – iDIN (nepbank)`);
}

/** On the fake bank's page: whose identity, which way back, which answer. */
async function answerAtBank(page: Page, choice: BankChoice, options: { identity?: RegExp; generic?: boolean } = {}) {
  if (options.identity) {
    const option = page.getByLabel('Van wie is deze bankidentiteit?').locator('option').filter({ hasText: options.identity });
    await page.getByLabel('Van wie is deze bankidentiteit?').selectOption((await option.getAttribute('value')) ?? '');
  }
  if (options.generic) await page.getByLabel(/Via de algemene terugkeerpagina/).check();
  await page.getByRole('button', { name: BANK_BUTTONS[choice] }).click();
}

async function openBankLogin(page: Page) {
  await page.goto('/inloggen');
  await page.getByRole('link', { name: 'Inloggen met uw bank (iDIN)' }).click();
  await expect(page).toHaveURL(/\/idin-activeren$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen met uw bank');
}

test('hoofdverzekerde logs in with the bank and lands home; the client code waits in a strict, secure cookie for the session lifetime', async ({ page, context }) => {
  // the bank choice itself is checked in the screenshot walk at the end
  await openBankLogin(page);

  // no bank chosen: the focused error summary links to the field
  await page.getByRole('button', { name: 'Inloggen met uw bank' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
  await expect(summary).toBeFocused();
  await expectNoAxeViolationsAtBothWidths(page);
  await summary.getByRole('link', { name: 'Kies uw bank' }).click();
  await expect(page.getByLabel('Uw bank', { exact: true })).toBeFocused();

  await goToBank(page, 'Inloggen met uw bank');
  const cookies = await context.cookies('http://localhost');
  const clientCode = cookies.find((cookie) => cookie.name === 'mo_idin_client_code');
  expect(clientCode?.value).toMatch(/\S{16,}/);
  expect(clientCode?.secure).toBe(true);
  expect(clientCode?.sameSite).toBe('Strict');
  const secondsLeft = (clientCode?.expires ?? 0) - cookieClockSeconds();
  expect(secondsLeft).toBeGreaterThan(590);
  expect(secondsLeft).toBeLessThanOrEqual(600);
  await expect(page.getByLabel('Van wie is deze bankidentiteit?')).toContainText('hoofdverzekerde');

  await answerAtBank(page, 'success');
  await expect(page).toHaveURL(/\/home$/);
  await expect(notice(page, TEXTS.loginSuccess)).toBeVisible();
  await expect(page.getByText(/Ingelogd als/)).toBeVisible();
  const after = await context.cookies('http://localhost');
  expect(after.find((cookie) => cookie.name === 'mo_token')?.value).toBeTruthy();
  expect(after.find((cookie) => cookie.name === 'mo_idin_client_code')).toBeUndefined();
  await expectNoAxeViolationsAtBothWidths(page);
});

test.describe('every other answer of the bank at a login lands where the spec says, with its message', () => {
  const cases: { choice: BankChoice; identity?: RegExp; generic?: boolean; url: RegExp; text: string }[] = [
    { choice: 'cancel', url: /\/inloggen$/, text: TEXTS.loginAbort },
    { choice: 'expire', url: /\/inloggen$/, text: TEXTS.loginExpired },
    { choice: 'error', url: /\/inloggen$/, text: TEXTS.loginError },
    { choice: 'unknown-account', url: /\/idin-register$/, text: TEXTS.loginNoAccount },
    { choice: 'login-not-active', url: /\/inloggen$/, text: TEXTS.loginShouldActivate },
    { choice: 'success', identity: /^wanbetaler /, url: /\/inloggen$/, text: TEXTS.loginShouldActivate },
    { choice: 'cancel', generic: true, url: /\/inloggen$/, text: TEXTS.loginCancelled },
  ];
  for (const { choice, identity, generic, url, text } of cases) {
    test(`${choice}${identity ? ` as ${String(identity)}` : ''}${generic ? ' through callback/iDin' : ''} → ${String(url)}`, async ({ page, context }) => {
      await openBankLogin(page);
      await goToBank(page, 'Inloggen met uw bank', 'Rabobank');
      await answerAtBank(page, choice, { identity, generic });
      await expect(page).toHaveURL(url);
      await expect(notice(page, text)).toBeVisible();
      await expect(page.getByText(/Ingelogd als/)).toHaveCount(0);
      expect((await context.cookies('http://localhost')).map((cookie) => cookie.name)).not.toContain('mo_idin_client_code');
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  test('success through the generic return point callback/iDin lands home', async ({ page }) => {
    await openBankLogin(page);
    await goToBank(page, 'Inloggen met uw bank');
    await answerAtBank(page, 'success', { generic: true });
    await expect(page).toHaveURL(/\/home$/);
    await expect(notice(page, TEXTS.loginSuccess)).toBeVisible();
  });

  test('a return after the cookie has gone (session lifetime passed) is expired', async ({ page }) => {
    await page.goto('/callback/iDin-authenticatie?sessionId=verlopen');
    await expect(page).toHaveURL(/\/inloggen$/);
    await expect(notice(page, TEXTS.loginExpired)).toBeVisible();
  });
});

test('activation: wanbetaler logs in with the password, activates iDIN at the bank, and logs in with the bank from then on', async ({ page, context, request }) => {
  // logged out, the screen explains that a password login comes first
  await page.goto('/idin-activeren');
  await page.getByRole('link', { name: 'Eerst inloggen met gebruikersnaam en wachtwoord' }).click();
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2Fidin-activeren$/);

  await signInAs(context, request, 'wanbetaler');
  await page.goto('/idin-activeren');
  await declineDigitalPost(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen met uw bank activeren');
  // (this screen is checked at both widths in the screenshot walk at the end)
  await goToBank(page, 'Activeren met uw bank', 'SNS');
  await answerAtBank(page, 'success', { identity: /^wanbetaler / });
  await expect(page).toHaveURL(/\/home$/);
  await expect(notice(page, TEXTS.activationSuccess)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await context.clearCookies();
  await openBankLogin(page);
  await goToBank(page, 'Inloggen met uw bank');
  await expect(page.getByLabel('Van wie is deze bankidentiteit?')).toContainText(/wanbetaler .*iDIN actief/);
  await answerAtBank(page, 'success', { identity: /^wanbetaler / });
  await expect(page).toHaveURL(/\/home$/);
  await expect(notice(page, TEXTS.loginSuccess)).toBeVisible();
});

test("'Laatst ingelogd' shows the login before this session, also after iDIN was activated in it (desktop and phone)", async ({ page, context, request }) => {
  await signInAs(context, request, 'wanbetaler');
  await page.goto('/instellingen');
  await declineDigitalPost(page);
  const lastLogin = page.getByTestId('last-login');
  // the login before this one: not today's (the seed's is days ago)
  const today = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date());
  await expect(lastLogin).not.toContainText(today);
  const before = (await lastLogin.textContent()) ?? '';
  expect(before).not.toBe('');

  await page.goto('/idin-activeren');
  await goToBank(page, 'Activeren met uw bank', 'SNS');
  await answerAtBank(page, 'success', { identity: /^wanbetaler / });
  await expect(page).toHaveURL(/\/home$/);
  await expect(notice(page, TEXTS.activationSuccess)).toBeVisible();

  // the activation confirmed who the user is; it was no new login, so the session's own login is still not shown
  await page.goto('/instellingen');
  await expectStateAtBothWidths(page, {
    atWidth: async () => {
      await expect(lastLogin).toHaveText(before);
    },
  });
});

test('activation with someone else\'s bank identity fails and stays on the activation screen', async ({ page, context, request }) => {
  await signInAs(context, request, 'buitenland');
  await page.goto('/idin-activeren');
  await goToBank(page, 'Activeren met uw bank');
  await answerAtBank(page, 'success', { identity: /^wanbetaler / });
  await expect(page).toHaveURL(/\/idin-activeren$/);
  await expect(notice(page, TEXTS.activationFailure)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test.describe('registration through the bank', () => {
  test('a confirmed identity hands over to the registration wizard', async ({ page }) => {
    await page.goto('/idin-register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account aanmaken met uw bank');
    await expectNoAxeViolationsAtBothWidths(page);
    await goToBank(page, 'Verder met uw bank', 'ASN Bank');
    await expect(page.getByLabel('Van wie is deze bankidentiteit?')).toContainText('Sanne Visser');
    await answerAtBank(page, 'success');
    await expect(page).toHaveURL(/\/registreren$/);
    await expect(notice(page, TEXTS.registrationSuccess)).toBeVisible();
    // the bank vouched for the identity: the wizard skips the identity check and asks the username with the password
    await expect(page.getByRole('heading', { level: 2, name: 'Stap 2 van 5: E-mailadres' })).toBeVisible();
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne.visser@example.nl');
    await page.getByLabel('Herhaal uw e-mailadres', { exact: true }).fill('sanne.visser@example.nl');
    await page.getByRole('button', { name: 'Activatiecode versturen' }).click();
    await expect(page).toHaveURL(/\/activeren$/);
    await page.getByLabel('Activatiecode', { exact: true }).fill('24680');
    await page.getByRole('button', { name: 'Code controleren' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Stap 3 van 5: Wachtwoord' })).toBeVisible();
    await page.getByLabel('Gebruikersnaam', { exact: true }).fill('sannebank');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Registreer#1');
    await page.getByLabel('Herhaal uw wachtwoord', { exact: true }).fill('Registreer#1');
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await page.getByLabel('Telefoonnummer', { exact: true }).fill('+31 6 87654321');
    await page.getByRole('button', { name: 'Verificatiecode versturen' }).click();
    await page.getByLabel('Verificatiecode', { exact: true }).fill(VERIFICATION_CODE);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/inloggen$/);
    await expect(page.getByRole('status').filter({ hasText: 'Uw account is aangemaakt.' })).toBeVisible();
  });

  const cases: { choice: BankChoice; identity?: RegExp; url: RegExp; text: string }[] = [
    { choice: 'cancel', url: /\/idin-register$/, text: TEXTS.registrationAbort },
    { choice: 'expire', url: /\/idin-register$/, text: TEXTS.registrationExpired },
  ];
  for (const { choice, url, text } of cases) {
    test(`${choice} → ${String(url)}`, async ({ page }) => {
      await page.goto('/idin-register');
      await goToBank(page, 'Verder met uw bank');
      await answerAtBank(page, choice);
      await expect(page).toHaveURL(url);
      await expect(notice(page, text)).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  test('a person who already has an account goes to login', async ({ page, request }) => {
    // the bank confirms the identity of hoofdverzekerde, who has an account already
    await page.goto('/idin-register');
    await goToBank(page, 'Verder met uw bank');
    const sessionId = new URL(page.url()).searchParams.get('sessionId') ?? '';
    const accounts = (await (await request.get(new URL('/__fake/db/accounts', page.url()).href)).json()) as { username: string; customerNumber: string }[];
    const customerNumber = accounts.find((account) => account.username === 'hoofdverzekerde')?.customerNumber ?? '';
    // the bank page offers only registrable people, so the answer is posted as the bank's form would
    const back = await request.post(new URL('/__fake/idin/bank', page.url()).href, {
      form: { sessionId, outcome: 'success', customerNumber },
      maxRedirects: 0,
    });
    expect(back.status()).toBe(303);
    await page.goto(back.headers()['location'] ?? '');
    await expect(page).toHaveURL(/\/inloggen$/);
    await expect(notice(page, TEXTS.registrationExists)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });
});

/**
 * Screens to look at: both bank choices, the fake bank, a failure, activation, each portal state pictured and
 * checked by axe at desktop and phone width in one walk (the fake bank's page is the test's stand-in for the
 * bank, not a portal screen: it is pictured only).
 */
test('iDIN screenshots at both widths', async ({ page, context, request }) => {
  // three portal states, each pictured and checked by axe at two widths, on a shared, loaded machine
  test.setTimeout(90_000);
  const shot = (name: string) => expectStateAtBothWidths(page, { screenshot: `idin-${name}` });
  await openBankLogin(page);
  await shot('login');
  await goToBank(page, 'Inloggen met uw bank');
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await picture(page, device, 'idin-fake-bank', { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await answerAtBank(page, 'unknown-account');
  await expect(page).toHaveURL(/\/idin-register$/);
  await expect(notice(page, TEXTS.loginNoAccount)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account aanmaken met uw bank');
  await shot('register-after-unknown-account');
  await signInAs(context, request, 'wanbetaler');
  await page.goto('/idin-activeren');
  await declineDigitalPost(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen met uw bank activeren');
  // opened from the settings, logged in: the logged-in shell stays around it
  await expectStateAtBothWidths(page, {
    screenshot: 'idin-activate',
    // on a phone 'Ingelogd als' is inside the menu; the home link is in the header at both widths
    atWidth: () => expect(page.getByRole('link', { name: /^Naar het overzicht van Mijn / })).toBeVisible(),
  });
});

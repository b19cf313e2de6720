import { expect, test } from './support/test';
import { cookieClockSeconds } from './support/cookie-clock';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { SHORT_SESSION_SECONDS } from './support/servers';
import { accessTokenFor, DEMO_PASSWORD, resetFakeBackend, signInWithToken, VERIFICATION_CODE } from './support/fake-backend';

/** Waits until the token has expired (its `exp`, as the portal reads it from the expiry cookie), not a fixed time. */
async function untilExpired(token: string): Promise<void> {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  await expect.poll(() => Date.now() > exp * 1000 + 250, { timeout: (SHORT_SESSION_SECONDS + 5) * 1000, intervals: [100] }).toBe(true);
}

test.beforeEach(async ({ request, servers }) => {
  await resetFakeBackend(request);
  await resetFakeBackend(request, servers.shortSessionApiPort);
});

test('a token that expired locally aborts the call, shows the session notice and logs out after 3 s', async ({ page, context, request, servers }) => {
  // the short-session fake backend hands out tokens that live SHORT_SESSION_SECONDS
  const token = await accessTokenFor(request, 'hoofdverzekerde', servers.shortSessionApiPort);
  await signInWithToken(context, token);
  // a remembered session keeps its cookies for 365 days, longer than the token itself
  const cookies = await context.cookies();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, expires: cookieClockSeconds() + 365 * 86_400 })));
  await untilExpired(token);

  const aborted: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/News') aborted.push(sent.url());
  });
  // the visit of `uitloggen` is recorded as it happens: axe may still be busy with the notice under load
  const logoutVisits: number[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/uitloggen') logoutVisits.push(Date.now());
  });
  await page.goto('/home');
  const notice = page.getByRole('alert').filter({ hasText: 'De sessie is niet langer geldig, u wordt uitgelogd.' });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  // no axe here: the notice stands 3 s, and axe under load ran past them into the navigation (the 401 test below
  // checks the same notice, which stands 5 s)
  await expect.poll(() => logoutVisits.length, { timeout: 6_000 }).toBeGreaterThan(0);
  expect(logoutVisits[0]! - shownAt).toBeGreaterThanOrEqual(2_500);
  await expect(page).toHaveURL(/\/inloggen/, { timeout: 6_000 });
  expect(aborted, 'the expired token was never sent').toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mo_token');
});

test('a 401 answer shows the session notice and logs out after 5 s', async ({ page, context, request }) => {
  const token = await accessTokenFor(request, 'hoofdverzekerde');
  const forged = `${token.slice(0, token.lastIndexOf('.'))}.ongeldige-handtekening`;
  await signInWithToken(context, forged);
  await page.goto('/home');
  await expect(page.getByRole('alert').filter({ hasText: 'De sessie is niet langer geldig, u wordt uitgelogd.' })).toBeVisible();
  const shownAt = Date.now();
  await expectNoAxeViolations(page);
  // logging in again leads back to the page (spec 01 §2: "the full target path")
  await expect(page).toHaveURL(/\/uitloggen\?redirect=%2Fhome$/, { timeout: 8_000 });
  // the 5 s run from the 401, the notice comes 50 ms after it and the test sees it up to a few hundred ms later
  // under load: 3.5 s tells 'after the wait' from 'at once' (the exact timer is unit-tested in session.test.ts)
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);
  await expect(page.getByRole('heading', { name: 'U wordt uitgelogd' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2Fhome$/, { timeout: 5_000 });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mo_token');
});

test('logging out clears the session and lands on login after 1.5 s', async ({ page, context, request }) => {
  const token = await accessTokenFor(request, 'hoofdverzekerde');
  await signInWithToken(context, token);
  await page.goto('/home');
  await page.evaluate(() => window.localStorage.setItem('kept', 'no'));
  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'U wordt uitgelogd' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen/, { timeout: 5_000 });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(['mo_token']));
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mo_token_expiry');
  expect(await page.evaluate(() => window.localStorage.getItem('kept'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2Fhome/);
});

test('after logging out the login page confirms it: "U bent uitgelogd.", announced, once', async ({ page, context, request }) => {
  await signInWithToken(context, await accessTokenFor(request, 'hoofdverzekerde'));
  await page.goto('/home');
  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'U wordt uitgelogd' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen$/, { timeout: 5_000 });
  const confirmation = page.getByRole('status').filter({ hasText: 'U bent uitgelogd.' });
  await expectStateAtBothWidths(page, {
    atWidth: async () => {
      await expect(confirmation).toBeVisible();
      // inside the notices' polite live region, so a screen reader reads it out
      await expect(page.locator('[aria-live="polite"]').filter({ has: confirmation })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: /^Inloggen op Mijn/ })).toBeVisible();
    },
  });
  // it confirms that logout, not every later visit of the login page
  await page.reload();
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  await expect(confirmation).toHaveCount(0);
});

test('a label chosen with ?label= on this host stays after logging out, although the storage that kept it is cleared', async ({ page }) => {
  await page.goto('/inloggen?label=studentenzorg');
  await expect(page.locator('html')).toHaveAttribute('data-label', 'studentenzorg');
  await page.goto('/uitloggen');
  await expect(page.getByRole('heading', { name: 'U wordt uitgelogd' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen\?label=studentenzorg$/, { timeout: 5_000 });
  await expect(page.locator('html')).toHaveAttribute('data-label', 'studentenzorg');
  expect(await page.evaluate(() => window.localStorage.getItem('mo_label'))).toBe('studentenzorg');
});

// issue 20: a session that expires (without remember-me the cookies live exactly as long as the token) really ends
test('an expired session logs out; the next person in the tab sees nothing of the first, and a second expiry ends the same way', async ({ page, context, request, servers }) => {
  test.setTimeout(90_000);
  const homeLink = page.getByRole('link', { name: /^Naar het overzicht van Mijn/ });
  const sessionNotice = page.getByRole('alert').filter({ hasText: 'De sessie is niet langer geldig, u wordt uitgelogd.' });
  const tileTitles = page.getByRole('region', { name: 'Uw overzicht' }).getByRole('heading', { level: 2 });

  const token = await accessTokenFor(request, 'buitenland', servers.shortSessionApiPort);
  await signInWithToken(context, token);
  await page.goto('/home');
  await expect(tileTitles.first()).toHaveText('Controle verzekeringsrecht');
  const firstPerson = (await page.getByTestId('logged-in-as').textContent()) ?? '';
  expect(firstPerson).toMatch(/^Ingelogd als \S/);
  await page.evaluate(() => Object.assign(window, { firstDocument: true }));

  // the cookies expire with the token; the next click finds no session
  await untilExpired(token);
  await homeLink.click();
  await expect(sessionNotice).toBeVisible();
  // the page clicked is kept through the logout: the next login lands there
  await expect(page).toHaveURL(/\/uitloggen\?redirect=%2F/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { name: 'U wordt uitgelogd' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2F/, { timeout: 5_000 });
  // logout reloaded the page: nothing of the first session is kept in memory
  expect(await page.evaluate(() => 'firstDocument' in window)).toBe(false);

  // the next person logs in in the same tab
  await page.getByLabel('Gebruikersnaam').fill('hoofdverzekerde');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Verificatiecode').fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(tileTitles.first()).toBeVisible();
  await expect(page.getByTestId('logged-in-as')).not.toHaveText(firstPerson);
  const titles = await tileTitles.allTextContents();
  expect(titles).not.toContain('Controle verzekeringsrecht');
  expect(titles).toEqual(expect.arrayContaining(['Mijn eigen risico', 'Openstaande rekeningen', 'Zorgpas en EHIC']));

  // a second expiry ends the session the same way
  await context.clearCookies({ name: 'mo_token' });
  await context.clearCookies({ name: 'mo_token_expiry' });
  await homeLink.click();
  await expect(sessionNotice).toBeVisible();
  await expect(page).toHaveURL(/\/uitloggen\?redirect=%2F/, { timeout: 6_000 });
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2F/, { timeout: 5_000 });
});

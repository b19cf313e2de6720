import { expect, test } from '@playwright/test';
import { SHORT_SESSION_API_PORT, SHORT_SESSION_SECONDS } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { accessTokenFor, resetFakeBackend, signInWithToken } from './support/fake-backend';

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
  await resetFakeBackend(request, SHORT_SESSION_API_PORT);
});

test('a token that expired locally aborts the call, shows the session notice and logs out after 3 s', async ({ page, context, request }) => {
  // the short-session fake backend hands out tokens that live SHORT_SESSION_SECONDS
  const token = await accessTokenFor(request, 'hoofdverzekerde', SHORT_SESSION_API_PORT);
  await signInWithToken(context, token);
  // a remembered session keeps its cookies for 365 days, longer than the token itself
  const cookies = await context.cookies();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, expires: Date.now() / 1000 + 365 * 86_400 })));
  await page.waitForTimeout((SHORT_SESSION_SECONDS + 1) * 1000);

  const aborted: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/News') aborted.push(sent.url());
  });
  await page.goto('/home');
  const notice = page.getByRole('alert').filter({ hasText: 'De sessie is niet langer geldig, u wordt uitgelogd.' });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/uitloggen$/, { timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
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
  await expect(page).toHaveURL(/\/uitloggen$/, { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);
  await expect(page.getByRole('heading', { name: 'U wordt uitgelogd' })).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen/, { timeout: 5_000 });
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

import { expect, test, type Page } from './support/test';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';

/*
 * Spec 01 §8 and issue 13, end to end: a 403 answer ('Niet toegestaan', logout
 * after 5 s), a screen whose chunk does not load ('Loading chunk failed' with
 * a retry and the way home), a chunk that never arrives (the failure after
 * the 120-s time-out, on the browser's clock), a stale chunk after a release
 * (one reload), and a form sent without a connection (the answers kept, sent
 * again). Nothing is answered in the server's place: the fake backend's
 * failure switch answers the 403, the browser goes offline for real, the
 * chunk that never arrives is only held (then let through); the stale
 * chunk is the 404 a server gives for a file it no longer has, played for
 * that one page (the build on disk is shared by the workers).
 */

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('a 403 answer shows Niet toegestaan after 50 ms and logs out after 5 s', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  const switched = await request.post(`${apiOrigin()}/__fake/failures`, { data: { method: 'GET', path: '/api/News', status: 403 } });
  expect(switched.ok()).toBe(true);
  await page.goto('/home');
  const notice = page.getByRole('alert').filter({ hasText: 'Niet toegestaan' });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  // both widths fit in the 5 s the notice stays
  await expectNoAxeViolationsAtBothWidths(page);
  await expect(page).toHaveURL(/\/uitloggen$/, { timeout: 8_000 });
  // the 5 s run from the 403; the test sees the notice up to ~600 ms late under load, so 3.5 s tells
  // 'after the wait' from 'at once' (the exact timer is unit-tested in session.test.ts)
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);
  await expect(page).toHaveURL(/\/inloggen/, { timeout: 5_000 });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mo_token');
});

async function expectChunkFailedPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/home');
}

test('a screen whose chunk does not load (offline) shows Loading chunk failed at both widths; the retry loads it', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Naar de berichtenbox' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Naar de berichtenbox' }).click();
  await expectChunkFailedPage(page);
  // offline, a reload would show the browser's own error page: none happened
  await expect(page).toHaveURL(/\/berichtenbox$/);
  await expectStateAtBothWidths(page, { screenshot: 'chunk-failed' });
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
});

// issue 19: the footer loads when scrolled to; offline, its chunk does not come and the screen must not go with it
test("offline, the footer's chunk does not load: its place stays and the screen with it", async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/home');
  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting).toBeVisible();
  await context.setOffline(true);
  const footerRequested = page.waitForRequest(/\/assets\/widget-site-footer-.*\.js$/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await footerRequested;
  await expect(page.locator('.shell__footer-space[data-state="unavailable"]')).toBeAttached();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('heading', { name: /Er is iets misgegaan|Loading chunk failed/ })).toHaveCount(0);
  await context.setOffline(false);
});

test('a chunk that never arrives shows Loading chunk failed after 120 s, not before; the retry loads it', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  // the browser's clock is the test's: two minutes pass in a moment
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Naar de berichtenbox' })).toBeVisible();
  // the message box's chunk is asked for and held: no answer, no error, as on a connection that hangs
  let isHeld = true;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/assets/page-message-box-*.js', (route) => {
    if (isHeld) held.push(() => route.continue());
    else void route.continue();
  });
  // the clock stands still from here, so only the time the test runs counts: the seconds a busy machine takes
  // between the click and the next step would otherwise count towards the 120 s as well
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('link', { name: 'Naar de berichtenbox' }).click();
  await expect.poll(() => held.length, { message: 'the chunk was asked for' }).toBeGreaterThan(0);
  await page.clock.runFor(119_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expectChunkFailedPage(page);
  await expect(page).toHaveURL(/\/berichtenbox$/);
  // the connection is back: the retry asks again and the screen comes
  isHeld = false;
  await Promise.all(held.map((release) => release()));
  await page.clock.resume();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
});

test('a stale chunk after a release reloads the page once; still missing, Loading chunk failed, and back when it is there', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Naar de berichtenbox' })).toBeVisible();
  // the release moved on: the open page names a chunk the server no longer has. The server's 404 is played for this
  // page only: the build is shared by both workers, and taking the file away failed another test's screen with it
  const missing = '**/assets/page-message-box-*.js';
  await page.route(missing, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.getByRole('link', { name: 'Naar de berichtenbox' }).click();
  await expectChunkFailedPage(page);
  expect(loads, 'the first load, then exactly one reload').toBe(2);
  // the chunk is there again
  await page.unroute(missing);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
  // the way home works too
  await page.goto('/berichtenbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
});

test('a form sent without a connection says so, keeps the answers, and sends them when the connection is back', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/wijzig-instellingen?wijzig=telefoonnummer');
  const phone = page.getByLabel('Telefoonnummer', { exact: true });
  await expect(phone).not.toHaveValue('');
  await phone.fill('+31 6 8765 4321');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Het versturen is niet gelukt: er is geen verbinding met Mijn omgeving.' });
  await expect(notice).toBeVisible();
  await expect(phone).toHaveValue('+31 6 8765 4321');
  await expectNoAxeViolationsAtBothWidths(page);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/instellingen$/);
  await expect(page.getByTestId('login-phone')).toContainText('+31 6 8765 4321');
  const accounts = (await (await request.get(`${apiOrigin()}/__fake/db/customers`)).json()) as { phoneNumber: string | null }[];
  expect(accounts.map((customer) => customer.phoneNumber)).toContain('+31687654321');
});

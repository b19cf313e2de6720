import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, resetFakeBackend, VERIFICATION_CODE } from './support/fake-backend';

// Issue 13 §11: the built portal runs under its strict Content-Security-Policy (vite preview's
// headers, vite.config.ts): no violation while logging in, on the dashboard, in the message box,
// and a protocol-relative redirect target after login goes home.

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

/** Collects every CSP violation the page reports (the listener is installed before any script of the page). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

test('the portal is served with its CSP and logs in, shows the dashboard and the messages without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/inloggen');
  // scripts from the portal itself, and the blob the tag manager's fetched text runs from: never inline
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' blob:(;|$)/);
  expect(answer?.headers()['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  await page.getByLabel('Gebruikersnaam').fill('hoofdverzekerde');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Verificatiecode').fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByText(/Ingelogd als/)).toBeVisible();
  await page.goto('/berichtenbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a protocol-relative redirect target leads home after the code, not away', async ({ page }) => {
  await page.goto('/inloggen?redirect=%2F%2Fevil.example%2Fx');
  await page.getByLabel('Gebruikersnaam').fill('hoofdverzekerde');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Verificatiecode').fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByText(/Ingelogd als/)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

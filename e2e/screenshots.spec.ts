import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { screenshotPath, VIEWPORTS } from './support/screenshots';

/** Screenshots of the shell to look at, desktop and phone width; axe checks each state pictured. */

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`shell screenshots on ${device}`, async ({ page, context, request }) => {
    await resetFakeBackend(request);
    await page.setViewportSize(viewport);
    await page.goto('/inloggen');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await page.screenshot({ path: screenshotPath(device, 'login'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Er is een probleem' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(device, 'login-errors'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByLabel('Gebruikersnaam').fill('hoofdverzekerde');
    await page.getByLabel('Wachtwoord').fill('Welkom01!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByLabel('Verificatiecode')).toBeVisible();
    await page.screenshot({ path: screenshotPath(device, 'verify'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.goto('/bestaat-niet');
    await expect(page.getByText('Error code: 404')).toBeVisible();
    await page.screenshot({ path: screenshotPath(device, 'not-found'), fullPage: true });
    await expectNoAxeViolations(page);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/home');
    // the logged-in shell (on a phone 'Ingelogd als' is inside the menu)
    await expect(page.getByRole('link', { name: /^Naar het overzicht van Mijn / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) / })).toBeVisible();
    await page.screenshot({ path: screenshotPath(device, 'authenticated-shell'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.goto(`http://studentenzorg.localhost:${new URL(page.url()).port}/inloggen`);
    await expect(page.locator('html')).toHaveAttribute('data-label', 'studentenzorg');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await page.screenshot({ path: screenshotPath(device, 'studentenzorg'), fullPage: true });
    await expectNoAxeViolations(page);
  });
}

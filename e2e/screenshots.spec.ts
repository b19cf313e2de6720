import { expect, test } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';

/** Screenshots of the shell to look at; each state is pictured and checked by axe at desktop and phone width in one walk. */
test('shell screenshots at both widths', async ({ page, context, request }) => {
  // six states, each pictured and checked by axe at two widths, on a shared, loaded machine
  test.setTimeout(90_000);
  await resetFakeBackend(request);
  await page.goto('/inloggen');
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'login' });
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Er is een probleem' })).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'login-errors' });
  await page.getByLabel('Gebruikersnaam').fill('hoofdverzekerde');
  await page.getByLabel('Wachtwoord').fill('Welkom01!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByLabel('Verificatiecode')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'verify' });
  await page.goto('/bestaat-niet');
  await expect(page.getByText('Error code: 404')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'not-found' });
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) / })).toBeVisible();
  await expectStateAtBothWidths(page, {
    screenshot: 'authenticated-shell',
    // the logged-in shell (on a phone 'Ingelogd als' is inside the menu)
    atWidth: () => expect(page.getByRole('link', { name: /^Naar het overzicht van Mijn / })).toBeVisible(),
  });
  await page.goto(`http://studentenzorg.localhost:${new URL(page.url()).port}/inloggen`);
  await expect(page.locator('html')).toHaveAttribute('data-label', 'studentenzorg');
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  await expectStateAtBothWidths(page, { screenshot: 'studentenzorg' });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { screenshotPath, VIEWPORTS } from './support/screenshots';

/** Moves the focus with the Tab key alone until `target` has it (the keyboard-only walk of a form). */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the focus with Tab');
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('zorgpas-ehic: hoofdverzekerde sees the cards, downloads one, and requests a card for a child with the keyboard: accepted, then denied for 3 months', async ({ page, context, request }) => {
      await signInAs(context, request, 'hoofdverzekerde');
      await page.goto('/zorgpas-ehic');
      await expect(page.getByRole('heading', { level: 1, name: 'Zorgpas en EHIC' })).toBeVisible();
      // self and the two children under 16; the partner (16 or over) has an own account
      const cards = page.getByRole('heading', { level: 2, name: /^Zorgpas van / });
      await expect(cards).toHaveCount(3);
      const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /^Zorgpas van / }) }).first();
      await expect(first.getByText('Verzekerdennummer')).toBeVisible();
      await expect(first.getByText(/^\d{4} \d{4} \d+$/)).toBeVisible();
      await expect(first.getByText('3358 Zorgzaam')).toBeVisible();
      await expect(first.getByText('Europese zorgpas', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'insurance-card'), fullPage: true });

      const download = page.waitForEvent('download');
      await first.getByRole('button', { name: /downloaden/ }).click();
      expect((await download).suggestedFilename()).toMatch(/^zorgpas-\d+\.pdf$/);

      // the request, with the keyboard only: nothing chosen first is refused with its message
      const persons = page.getByRole('group', { name: /Voor wie vraagt u een nieuwe zorgpas aan\?/ }).getByRole('checkbox');
      await expect(persons).toHaveCount(3);
      const submit = page.getByRole('button', { name: 'Zorgpas aanvragen' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Er is een probleem' })).toContainText('Kies voor wie u een nieuwe zorgpas wilt aanvragen.');
      await expectNoAxeViolations(page);

      const child = persons.nth(1);
      const childName = ((await page.locator(`label[for="${await child.getAttribute('id')}"]`).textContent()) ?? '').trim();
      await tabTo(page, child);
      await page.keyboard.press('Space');
      await expect(child).toBeChecked();
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Uw aanvraag is ontvangen.' })).toContainText(
        new RegExp(`De nieuwe zorgpas voor ${childName} wordt verstuurd en is rond \\w+ \\d+ \\w+ \\d{4} in huis\\.`),
      );
      await expect(child).not.toBeChecked();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'insurance-card-accepted'), fullPage: true });

      // at once again: denied, a card was requested in the last 3 months
      await tabTo(page, child);
      await page.keyboard.press('Space');
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Voor ${childName} is in de afgelopen 3 maanden al een nieuwe zorgpas aangevraagd.` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'insurance-card-denied'), fullPage: true });

      const stored = (await (await request.get(`${apiOrigin()}/__fake/db/insuranceCardRequests`)).json()) as unknown[];
      expect(stored).toHaveLength(1);
    });
  });
}

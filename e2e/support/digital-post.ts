import { expect, type Page } from '@playwright/test';

/**
 * Declines the logged-in shell's digital-post popup (for users with paper post) and waits until it is gone.
 * It stays open until the decline call answers, and on closing gives the focus back to where it was: a step
 * taken before that (a field focused, a Tab) would be undone by it.
 */
export async function declineDigitalPost(page: Page, how: 'click' | 'keyboard' = 'click'): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Ontvang uw post digitaal' });
  const decline = popup.getByRole('button', { name: 'Nee, bedankt' });
  if (how === 'click') await decline.click();
  else {
    await expect(decline).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(popup).toHaveCount(0);
}

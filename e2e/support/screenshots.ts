import type { Locator, Page } from '@playwright/test';

/** The two widths every screen is looked at, and where the pictures go (git-ignored). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const SCREENSHOTS_DIR = process.env['SCREENSHOTS_DIR'] ?? 'e2e/.artifacts/screenshots';

/**
 * Pictures are for a developer's eye. `.ci/run` sets E2E_SCREENSHOTS=off: there nobody looks at them, and taking
 * them (full pages, at two widths) was a part of the suite's time. Every check beside a picture runs either way.
 */
export const TAKES_PICTURES = process.env['E2E_SCREENSHOTS'] !== 'off';

/** Playwright creates the folder on its own when it writes the picture. */
export function screenshotPath(device: string, name: string): string {
  return `${SCREENSHOTS_DIR}/${device}-${name}.png`;
}

/** A picture of the page (or one part of it) at `e2e/.artifacts/screenshots/<device>-<name>.png`. */
export async function picture(target: Page | Locator, device: string, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKES_PICTURES) return;
  const path = screenshotPath(device, name);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** Pictures of the page at both widths, resized in place, ending at the width it started at (nothing when pictures are off). */
export async function picturesAtBothWidths(page: Page, name: string): Promise<void> {
  if (!TAKES_PICTURES) return;
  const start = page.viewportSize();
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await picture(page, device, name, { fullPage: true });
  }
  if (start) await page.setViewportSize(start);
}

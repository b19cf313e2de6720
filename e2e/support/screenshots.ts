/** The two widths every screen is looked at, and where the pictures go (git-ignored). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const SCREENSHOTS_DIR = process.env['SCREENSHOTS_DIR'] ?? 'e2e/.artifacts/screenshots';

/** Playwright creates the folder on its own when it writes the picture. */
export function screenshotPath(device: string, name: string): string {
  return `${SCREENSHOTS_DIR}/${device}-${name}.png`;
}

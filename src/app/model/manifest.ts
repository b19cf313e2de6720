import { z } from '@/shared/api';

/**
 * The label's web app manifest, read from the API host (spec 01 §2 "Application shell") by the browser through
 * `<link rel="manifest">`, once: the portal does not fetch it again for its theme colour, which is the label's
 * own (`themeColor` of the domain's labels, the colour the manifest is made with). The contract the browser
 * relies on, pinned by Pact.
 */
export const ManifestContract = z.object({
  name: z.string(),
  short_name: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
});

export function manifestHref(apiBaseUrl: string, label: string): string {
  return `${apiBaseUrl}pwa/manifest?label=${encodeURIComponent(label)}`;
}

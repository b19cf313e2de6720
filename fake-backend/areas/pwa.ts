/**
 * Web app manifest and icon per collectivity label (spec 01 §1, §2 "The
 * manifest is read from the API host at api/pwa/manifest with a label query
 * parameter"). An unknown or missing label gets the default label's.
 */
import { Router } from 'express';
import { findLabel, type CollectivityLabel } from '../../domain/access';

const BACKGROUND_COLOR = '#ffffff';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function manifestFor(label: CollectivityLabel) {
  return {
    name: `Mijn ${label.name}`,
    short_name: label.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'nl-NL',
    theme_color: label.themeColor,
    background_color: BACKGROUND_COLOR,
    // relative to the manifest's own address: /api/pwa/icons/<label>.svg
    icons: [{ src: `icons/${label.label}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

export function iconFor(label: CollectivityLabel): string {
  const initial = escapeXml(label.name.charAt(0).toUpperCase());
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<title>${escapeXml(`Mijn ${label.name}`)}</title>`,
    `<rect width="512" height="512" rx="96" fill="${escapeXml(label.themeColor)}"/>`,
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="300" font-weight="700" fill="#ffffff">${initial}</text>`,
    '</svg>',
  ].join('');
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : null);

export function pwaRoutes(): Router {
  const router = Router();
  router.get('/pwa/manifest', (req, res) => {
    res.type('application/manifest+json').send(JSON.stringify(manifestFor(findLabel(queryText(req.query['label'])))));
  });
  router.get('/pwa/icons/:icon', (req, res) => {
    const name = (req.params['icon'] ?? '').replace(/\.svg$/i, '');
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(iconFor(findLabel(name)));
  });
  return router;
}

/**
 * statics/config.json (spec 01 §3 "Config"): in production a file next to the
 * portal; here the fake backend serves it so the address of the API and the
 * environment follow how it was started. Always `no-cache`: a new release
 * must be seen at once.
 */
import { readFileSync } from 'node:fs';
import { Router } from 'express';
import type { ConfigOverrides } from '../switches';

const { version: releaseTag } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

export interface StaticsOptions {
  /** the portal's own address, for links back into it */
  frontEndUrl: string;
  /** what POST /__fake/config switched: another release tag or environment */
  overrides?: () => ConfigOverrides;
}

export function staticsRoutes({ frontEndUrl, overrides = () => ({}) }: StaticsOptions): Router {
  const router = Router();
  router.get('/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache, no-store, must-revalidate');
    const switched = overrides();
    res.json({
      apiBaseUrl: '/api/',
      contentBaseUrl: '/content/',
      releaseTag: switched.releaseTag ?? releaseTag,
      cacheGuid: `release-${switched.releaseTag ?? releaseTag}`,
      enforceHttps: false,
      environment: switched.environment ?? 'dev',
      frontEndUrl,
      trackingCodes: { tagManagerId: 'GTM-FAKE01', consentToolId: 'consent-dev' },
      telemetry: { enabled: false, endpoint: '/telemetry', sampleRate: 0 },
      collectivityInformation: [
        { urlPart: 'zorgzaam', label: 'zorgzaam' },
        { urlPart: 'studentenzorg', label: 'studentenzorg' },
        { urlPart: 'zorgcollectief', label: 'zorgcollectief' },
        // a collectivity that moved elsewhere: its host name sends the browser on
        { urlPart: 'oudezorg', label: 'zorgzaam', redirectUrl: 'https://www.zorgzaam.example/oudezorg-is-overgestapt' },
      ],
    });
  });
  // a stand-in for the tag manager: it only records that it ran, it measures nothing
  router.get('/js/tag-manager.js', (req, res) => {
    const id = typeof req.query['id'] === 'string' ? req.query['id'] : 'unknown';
    res.type('application/javascript').set('Cache-Control', 'no-cache');
    res.send(`window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'tag-manager-loaded', id: ${JSON.stringify(id)} });`);
  });
  return router;
}

/**
 * Test and demo controls under /__fake (not part of the real API):
 * reset to the seed, read the outbox, move the clock, handle declarations
 * now, read the db without secrets, set up a Pact provider state.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { withoutSecrets } from '../db';
import { handleDeclarationsNow } from '../declaration-handling';
import { handle, notFound, ValidationError } from '../http/errors';
import { number, optional, parseBody, string } from '../http/validate';
import { isSwitchableStatus, type Switches } from '../switches';
import { providerStateRoute } from '../provider-states/route';

export function fakeRoutes(ctx: Context, reset: () => Promise<void>, switches: Switches): Router {
  const router = Router();

  router.post(
    '/reset',
    handle(async (_req, res) => {
      await reset();
      res.json({ ok: true, seedDate: ctx.store.read().meta.seedDate });
    }),
  );

  router.get('/outbox', (req, res) => {
    const username = typeof req.query['username'] === 'string' ? req.query['username'].toLowerCase() : null;
    res.json(ctx.outbox.messages().filter((message) => !username || message.username.toLowerCase() === username));
  });

  const clockState = () => ({ now: ctx.clock.nowDate().toISOString(), offsetSeconds: ctx.clock.offsetSeconds() });
  router.get('/clock', (_req, res) => {
    res.json(clockState());
  });
  router.post('/clock', (req, res) => {
    const { advanceSeconds } = parseBody(req.body, { advanceSeconds: number({ min: 0, max: 10 * 365 * 24 * 3600 }) });
    ctx.clock.advance(advanceSeconds);
    res.json(clockState());
  });
  router.delete('/clock', (_req, res) => {
    ctx.clock.reset();
    res.json(clockState());
  });

  // the insurer handles submitted declarations now instead of on their day: { declarationId? }
  router.post('/declarations/handle', (req, res) => {
    const { declarationId } = parseBody(req.body ?? {}, { declarationId: optional(string({ maxLength: 50 })) });
    const handled = handleDeclarationsNow(ctx, declarationId);
    if (declarationId !== undefined && handled.length === 0) throw notFound(`Er is geen declaratie ${declarationId} in behandeling.`);
    res.json({ handled });
  });

  // another release or environment in statics/config.json (the update notice, the production look)
  router.get('/config', (_req, res) => {
    res.json(switches.config());
  });
  router.post('/config', (req, res) => {
    const { releaseTag, environment } = parseBody(req.body, {
      releaseTag: optional(string({ maxLength: 50, pattern: /^[\w.-]+$/, patternMessage: "Het veld 'releaseTag' moet een releaselabel zijn." })),
      environment: optional(string({ maxLength: 20, pattern: /^[a-z]+$/, patternMessage: "Het veld 'environment' moet uit kleine letters bestaan." })),
    });
    switches.setConfig({ ...(releaseTag === undefined ? {} : { releaseTag }), ...(environment === undefined ? {} : { environment }) });
    res.json(switches.config());
  });
  router.delete('/config', (_req, res) => {
    switches.clearConfig();
    res.json(switches.config());
  });

  // a failure of the next call(s) to one path: { method, path, status (401, 403 or 500-599), times? }
  router.get('/failures', (_req, res) => {
    res.json(switches.failures());
  });
  router.post('/failures', (req, res) => {
    const { method, path, status, times } = parseBody(req.body, {
      method: string({ pattern: /^(GET|POST|PUT|PATCH|DELETE)$/i, patternMessage: "Het veld 'method' moet een HTTP-methode zijn." }),
      path: string({ maxLength: 200, pattern: /^\/(api|content|statics)\//i, patternMessage: "Het veld 'path' moet beginnen met /api/, /content/ of /statics/." }),
      status: number({ min: 401, max: 599, integer: true }),
      times: optional(number({ min: 1, max: 100, integer: true })),
    });
    if (!isSwitchableStatus(status)) throw new ValidationError("Het veld 'status' moet 401, 403 of 500 tot en met 599 zijn.");
    switches.addFailure({ method, path, status, times: times ?? 1 });
    res.json(switches.failures());
  });
  router.delete('/failures', (_req, res) => {
    switches.clearFailures();
    res.json(switches.failures());
  });

  // the Pact state change URL (pacts/README.md)
  router.post('/provider-states', providerStateRoute(ctx, reset));

  router.get('/db', (_req, res) => {
    res.json(withoutSecrets(ctx.store.read()));
  });
  router.get('/db/:collection', (req, res) => {
    const state = withoutSecrets(ctx.store.read()) as unknown as Record<string, unknown>;
    const name = Object.keys(state).find((key) => key.toLowerCase() === (req.params['collection'] ?? '').toLowerCase());
    if (!name) throw notFound(`De collectie '${req.params['collection']}' bestaat niet.`);
    res.json(state[name]);
  });

  return router;
}

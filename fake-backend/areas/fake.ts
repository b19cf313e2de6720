/**
 * Test and demo controls under /__fake (not part of the real API):
 * reset to the seed, read the outbox, move the clock, read the db without
 * secrets, set up a Pact provider state.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { withoutSecrets } from '../db';
import { handle, notFound } from '../http/errors';
import { number, parseBody } from '../http/validate';
import { providerStateRoute } from '../provider-states/route';

export function fakeRoutes(ctx: Context, reset: () => Promise<void>): Router {
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

  // the Pact state change URL (pacts/README.md)
  router.post('/provider-states', providerStateRoute(ctx, reset));

  router.get('/db', (_req, res) => {
    res.json(withoutSecrets(ctx.store.read()));
  });
  router.get('/db/:collection', (req, res) => {
    const state = withoutSecrets(ctx.store.read()) as unknown as Record<string, unknown>;
    const name = Object.keys(state).find((key) => key.toLowerCase() === (req.params['collection'] ?? '').toLowerCase());
    if (!name) throw notFound(`No collection '${req.params['collection']}'`);
    res.json(state[name]);
  });

  return router;
}

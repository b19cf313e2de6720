/**
 * The content host (not under /api): menu and dashboard tiles JSON, and
 * (issue 32) the reference exchange rates a bill abroad is valued at. A
 * cache-refresh query parameter (`?v=…`) is accepted and ignored.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { buildMenu, buildTiles } from '../seed/content';
import { EXCHANGE_RATES } from '../seed/exchange-rates';

export function contentRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/menu.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(buildMenu(ctx.clock.today()));
  });
  router.get('/tiles.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(buildTiles(ctx.clock.today()));
  });
  router.get('/exchange-rates.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ rates: EXCHANGE_RATES });
  });
  return router;
}

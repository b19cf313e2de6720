/**
 * The content host (not under /api): menu and dashboard tiles JSON. A
 * cache-refresh query parameter (`?v=…`) is accepted and ignored.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { buildMenu, buildTiles } from '../seed/content';

export function contentRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/menu.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(buildMenu(ctx.clock.today()));
  });
  router.get('/tiles.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(buildTiles(ctx.clock.today()));
  });
  return router;
}

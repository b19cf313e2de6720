/**
 * News texts (spec 01 §3 "News text"): a public list for the login page and
 * one for logged-in users. All texts are served, current, expired and future
 * alike: choosing what to show is the portal's job.
 */
import { Router } from 'express';
import type { Context } from '../context';
import { requireToken } from '../http/auth';
import type { NewsAudience, NewsRecord } from '../seed';

const forAudience = (news: readonly NewsRecord[], audience: NewsAudience) =>
  news
    .filter((item) => item.audience.includes(audience))
    .map(({ audience: _audience, ...item }) => item);

export function newsRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/news/beforeAuthorization', (_req, res) => {
    res.json(forAudience(ctx.store.read().news, 'public'));
  });
  router.get('/news', requireToken(ctx), (_req, res) => {
    res.json(forAudience(ctx.store.read().news, 'authenticated'));
  });
  return router;
}

/**
 * The routes an express app registers (walking its router stack), to check
 * them against the fake backend's route table, and the request for a row of
 * that table.
 */
import type { Express } from 'express';
import type { RouteSpec } from '../../../fake-backend/route-table';

interface Layer {
  name: string;
  regexp: RegExp;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** 'METHOD /path' of every registered route (express 4 internals). */
export function registeredRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.name === 'router' && layer.handle.stack) {
        const mount = layer.regexp.source.replace('^\\', '').replace('\\/?(?=\\/|$)', '').replace(/\\\//g, '/');
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { _router: { stack: Layer[] } })._router.stack, '');
  return found;
}

export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A concrete path for a row (path parameters filled in). */
export const concretePath = (route: RouteSpec, value = 'zorgzaam') => route.path.replace(/:[a-zA-Z]+/g, encodeURIComponent(value));

/**
 * `POST /__fake/provider-states`: the Pact state change URL. Body as every
 * Pact verifier posts it: `{ state, params?, action?: 'setup' | 'teardown' }`
 * (action defaults to setup); answers the state's values as JSON (the
 * verifier injects them into the interaction). Loopback only.
 */
import type { RequestHandler } from 'express';
import type { Context } from '../context';
import { badRequest, forbidden, handle } from '../http/errors';
import { optional, parseBody, string } from '../http/validate';
import { changeProviderState } from './index';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function providerStateRoute(ctx: Context, reset: () => Promise<void>): RequestHandler {
  return handle(async (req, res) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) throw forbidden('U heeft geen toegang: provider states kunnen alleen vanaf deze machine worden gewijzigd.');
    const body = parseBody(req.body, {
      state: string({ maxLength: 500 }),
      action: optional(string({ pattern: /^(setup|teardown)$/, patternMessage: "Het veld 'action' moet 'setup' of 'teardown' zijn." })),
    });
    const params: unknown = (req.body as Record<string, unknown>)['params'] ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params)) throw badRequest("Het veld 'params' moet een object zijn.");
    const values = await changeProviderState(
      { store: ctx.store, clock: ctx.clock, outbox: ctx.outbox, url: `http://127.0.0.1:${req.socket.localPort}`, reset },
      { state: body.state, params: params as Record<string, unknown>, action: body.action === 'teardown' ? 'teardown' : 'setup' },
    );
    res.json(values);
  });
}

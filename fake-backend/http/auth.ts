/**
 * Bearer-token guards. `requireToken()` answers 401 for a missing, malformed,
 * wrongly signed or expired (fake clock) token, and for a token of the wrong
 * type (a login token on the API, an access token on the code check).
 * A token whose `jti` was used up (a password-reset token after its one
 * password change) is refused like an expired one.
 * `requirePermission(code)` answers 403 when the token lacks the code.
 */
import type { RequestHandler, Response } from 'express';
import type { PermissionCode } from '../../domain/access';
import type { Context } from '../context';
import type { AccountRecord, CustomerRecord } from '../seed';
import type { TokenClaims, TokenType } from '../tokens';
import { forbidden, handle, unauthorized } from './errors';

export interface Auth {
  token: string;
  claims: TokenClaims;
  account: AccountRecord;
  customer: CustomerRecord;
}

/** The 401's texts, in the portal's language: the shell shows its own notice, so they are for the developer. */
export const SESSION_MESSAGES = {
  'missing': 'Uw sessie is niet geldig: het token ontbreekt.',
  'malformed': 'Uw sessie is niet geldig: het token is onleesbaar.',
  'invalid-signature': 'Uw sessie is niet geldig: de handtekening van het token klopt niet.',
  'expired': 'Uw sessie is niet geldig: het token is verlopen.',
  'wrong-type': 'Uw sessie is niet geldig: dit soort token geldt hier niet.',
  'used': 'Uw sessie is niet geldig: het token is al gebruikt.',
  'unknown-account': 'Uw sessie is niet geldig: het account is onbekend.',
} as const;

/** The 403 of a route whose permission code the token lacks (the code named, for the developer). */
export const permissionMessage = (code: string) => `U heeft geen toegang: hiervoor is het recht '${code}' nodig.`;

/** `expected`: the accepted token type or types (default: access tokens only). */
export function requireToken(ctx: Context, expected: TokenType | readonly TokenType[] = 'access'): RequestHandler {
  return handle(async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthorized(SESSION_MESSAGES.missing);
    const check = await ctx.tokens.verify(match[1], expected);
    if (!check.ok) throw unauthorized(SESSION_MESSAGES[check.reason]);
    if (check.claims.jti && ctx.usedTokens.has(check.claims.jti)) throw unauthorized(SESSION_MESSAGES.used);
    const state = ctx.store.read();
    const account = state.accounts.find((entry) => entry.accountId === check.claims.sub);
    const customer = account && state.customers.find((entry) => entry.customerNumber === account.customerNumber);
    if (!account || !customer) throw unauthorized(SESSION_MESSAGES['unknown-account']);
    const auth: Auth = { token: match[1], claims: check.claims, account, customer };
    res.locals['auth'] = auth;
    next();
  });
}

/** Use after requireToken. */
export function requirePermission(code: PermissionCode): RequestHandler {
  return (_req, res, next) => {
    if (!authOf(res).claims.permissions.includes(code)) {
      next(forbidden(permissionMessage(code)));
      return;
    }
    next();
  };
}

export function authOf(res: Response): Auth {
  const auth = res.locals['auth'] as Auth | undefined;
  if (!auth) throw new Error('authOf used on a route without requireToken');
  return auth;
}

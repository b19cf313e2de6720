/**
 * Forged and tampered tokens for the permission matrix: re-signed with the
 * fake backend's secret (edited claims), signed with another secret, `alg:
 * none`, expired, or with a changed payload and the old signature.
 */
import { SignJWT } from 'jose';
import { DEFAULT_JWT_SECRET } from '../../../fake-backend/tokens';
import type { LooseJson } from '../../../fake-backend/test-support';

export function claimsOf(token: string): LooseJson {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** Signs `claims` with HS256 and `secret` (default: the fake backend's own, so only the claims decide). */
export function sign(claims: Record<string, unknown>, secret = DEFAULT_JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The ways a valid access token is broken, each of which must answer 401. */
export async function brokenTokens(valid: string, nowSeconds: number): Promise<Record<string, string>> {
  const claims = claimsOf(valid);
  const [header, , signature] = valid.split('.');
  return {
    'bad signature': await sign(claims, 'not-the-secret'),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    expired: await sign({ ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 60 }),
    'edited claims, old signature': `${header}.${base64url({ ...claims, permissions: [...claims.permissions, 'admin'], sub: 'someone-else' })}.${signature}`,
    'not a JWT': 'abc.def',
    'login token as access token': await sign({ ...claims, typ: 'login', jti: 'forged' }),
    'unknown account': await sign({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
  };
}

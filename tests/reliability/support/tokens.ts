/**
 * Forged and tampered tokens for the permission matrix: re-signed with the
 * fake backend's secret (edited claims), signed with another secret, `alg:
 * none`, expired, or with a changed payload and the old signature. The
 * server's secret is read from its data folder, as the server reads it.
 */
import { serverSigner, signWith, type LooseJson } from '../../../fake-backend/test-support';

export { serverSigner };

export function claimsOf(token: string): LooseJson {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The ways a valid access token is broken, each of which must answer 401. */
export async function brokenTokens(valid: string, nowSeconds: number, dataDir: string): Promise<Record<string, string>> {
  const sign = serverSigner(dataDir);
  const claims = claimsOf(valid);
  const [header, , signature] = valid.split('.');
  return {
    'bad signature': await signWith('not-the-secret-of-this-server-at-all', claims),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    expired: await sign({ ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 60 }),
    'edited claims, old signature': `${header}.${base64url({ ...claims, permissions: [...claims.permissions, 'admin'], sub: 'someone-else' })}.${signature}`,
    'not a JWT': 'abc.def',
    'login token as access token': await sign({ ...claims, typ: 'login', jti: 'forged' }),
    'unknown account': await sign({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
  };
}

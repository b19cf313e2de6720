/**
 * The HS256 secret the tokens are signed with (issue 32 point 19): made at
 * random on the first start and kept in the data folder, readable by its
 * owner only, so that no token can be forged from the source code and the
 * sessions survive a restart. `JWT_SECRET` replaces it (then no file is made).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SIGNING_SECRET_FILE = 'jwt-secret';
const MINIMUM_LENGTH = 32;

/** The secret in `dataDir`, read; made first (0600) when there is none. */
export function signingSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SIGNING_SECRET_FILE);
  try {
    // 'wx': two servers starting on one folder keep the first one's secret
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // a file copied in with looser rights is narrowed again
    chmodSync(file, 0o600);
  }
  return readSigningSecret(dataDir);
}

/**
 * The secret a server on `dataDir` signs with, for the tests that sign
 * tokens themselves (forged claims): read, never made.
 */
export function readSigningSecret(dataDir: string): string {
  const file = join(dataDir, SIGNING_SECRET_FILE);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MINIMUM_LENGTH) throw new Error(`${file} holds no usable secret (at least ${MINIMUM_LENGTH} characters); delete it to get a new one`);
  return secret;
}

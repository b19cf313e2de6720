import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/*
 * The two Playwright workers serve one build from disk (e2e/support/global-setup.ts). A spec that renamed a chunk
 * there failed the other worker's test at the same moment (a CI flake), so only the support files that write the
 * tests' own folders import a file system call that writes; a spec plays a missing chunk for its page with `page.route`.
 */
const WRITING_CALL = /^(writeFile|appendFile|rename|unlink|rm|rmdir|copyFile|cp|mkdir|mkdtemp|symlink|truncate|createWriteStream)(Sync)?$/;
const MAY_WRITE = new Set(['support/files.ts', 'support/global-setup.ts']);
const FS_IMPORT = /import\s*(\*\s*as\s*\w+|\{([^}]*)\})\s*from\s*'(node:)?fs(\/promises)?'/g;

function writingCallsImported(source: string): string[] {
  return [...source.matchAll(FS_IMPORT)].flatMap(([, whole, names]) =>
    names === undefined ? [whole!] : names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter((name) => WRITING_CALL.test(name)),
  );
}

test('no e2e file but the support files that own their folders imports a file system call that writes', () => {
  const files = readdirSync('e2e', { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts') && !path.startsWith('.artifacts'));
  expect(files.length).toBeGreaterThan(40);
  const writing = files
    .filter((file) => !MAY_WRITE.has(file))
    .map((file) => ({ file, calls: writingCallsImported(readFileSync(join('e2e', file), 'utf8')) }))
    .filter(({ calls }) => calls.length > 0);
  expect(writing).toEqual([]);
  // the rule sees what it looks for
  expect(writingCallsImported("import { readdirSync, renameSync } from 'node:fs';")).toEqual(['renameSync']);
  expect(writingCallsImported("import * as fs from 'fs';")).toEqual(['* as fs']);
  expect(writingCallsImported("import { readFile } from 'node:fs/promises';")).toEqual([]);
});

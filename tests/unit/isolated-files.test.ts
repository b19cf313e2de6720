import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/*
 * The unit project runs its files in one module graph per worker (isolate: false). A mock of a module (vi.mock,
 * vi.doMock) or a fresh module registry (vi.resetModules) would reach the next file there, so a file that needs them
 * is named `*.isolated.test.*` and runs in the `unit-isolated` project, a fresh graph per file.
 */
const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

test('every test file that mocks modules runs isolated', () => {
  const files = ['src', 'fake-backend', 'tests/unit'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.test\.tsx?$/.test(path))
      .map((path) => join(root, path)),
  );
  expect(files.length).toBeGreaterThan(100);
  const mockingInSharedGraph = files.filter((file) => !/\.isolated\.test\./.test(file) && NEEDS_FRESH_MODULES.test(readFileSync(file, 'utf8')));
  expect(mockingInSharedGraph).toEqual([]);
});

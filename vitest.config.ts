import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@portal/domain': fileURLToPath(new URL('./domain/index.ts', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // helpers shared by the model tests beside their slices
  '@test-support': fileURLToPath(new URL('./tests/unit/support', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default in a run is one worker fewer than the cores: on the 2-core CI machine that is one file at a time
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        // pure functions with no shared state: one worker context for all files keeps the run in seconds
        test: { name: 'domain', environment: 'node', include: ['domain/**/*.test.ts'], isolate: false, pool: 'threads' },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // most model and fake-backend tests need no DOM, and jsdom costs about 2 s of CPU a file to set up: a test
          // that needs one says so in its first line (`// @vitest-environment jsdom`)
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'fake-backend/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.*'],
          setupFiles: ['tests/unit/setup.ts'],
          // worker threads start faster than forked processes (about 10 % less CPU for this project)
          pool: 'threads',
          // one module graph per worker, not one per file: importing the app's modules again for each of 150 files
          // was half the project's CPU. Tests run in scopes (fork) and clear what they set; a file that needs fresh
          // modules (vi.mock) is `*.isolated.test.*`, in the project below (tests/unit/isolated-files.test.ts checks)
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: ['src/**/*.isolated.test.{ts,tsx}', 'fake-backend/**/*.isolated.test.ts', 'tests/unit/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'threads',
        },
      },
      {
        resolve: { alias },
        // the fake backend under attack and crash: permission matrix, fuzzing, durability, abuse (prints its figures)
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/consumer/**/*.pact.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'provider',
          environment: 'node',
          include: ['tests/contract/provider/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
    ],
  },
});

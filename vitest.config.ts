import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@portal/domain': fileURLToPath(new URL('./domain/index.ts', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', environment: 'node', include: ['domain/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'fake-backend/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
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
        },
      },
    ],
  },
});

import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'pacts/**', 'fake-backend/data/**', 'e2e/.artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { effector, 'react-hooks': reactHooks },
    rules: {
      ...effector.configs.recommended.rules,
      ...effector.configs.scope.rules,
      ...effector.configs.react.rules,
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Across slices use the @/ alias and the slice public API.' },
            { group: ['zod/v4-mini'], message: "The first screen's zod dialect comes from @/shared/api (`z`), made ready for the CSP there." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/api/zod-mini.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // domain/ is framework-free: no React, no Effector, nothing from the app
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'effector', 'effector-react', 'patronum', '@farfetched/*', 'ky', 'i18next'], message: 'domain/ holds pure rules only.' },
            { group: ['@/*', '../src/*', '../../src/*'], message: 'domain/ must not import from the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['fake-backend/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts', 'fake-backend/test-support.ts'],
    // tests read JSON answers loosely; the assertions are what check them
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // steiger's plugin ships without types
    files: ['steiger.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);

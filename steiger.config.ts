import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // the app is young: several slices have one user for now, and that is fine
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);

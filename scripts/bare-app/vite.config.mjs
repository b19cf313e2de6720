// The bare framework app (scripts/measure-performance.mjs): React's plugin and the portal's build target, nothing more.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, emptyOutDir: true },
});

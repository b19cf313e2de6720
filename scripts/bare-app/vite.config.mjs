// The card floor (scripts/bare-app/main.tsx): React's plugin, the portal's build target and its proxy to the fake
// backend (config.json, the news and the login are real calls), nothing more.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = { '/api': { target: apiOrigin }, '/statics': { target: apiOrigin } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  preview: { host: '127.0.0.1', proxy },
  build: { target: 'es2022', sourcemap: false, emptyOutDir: true },
});

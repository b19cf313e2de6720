import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const portalPort = Number(process.env.PORTAL_PORT ?? 5173);
const apiOrigin = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * The API, the content host and statics/config.json come from the fake
 * backend; the portal reaches them same-origin, as behind a reverse proxy.
 */
const backendProxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/content': { target: apiOrigin, changeOrigin: false },
  '/statics': { target: apiOrigin, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@portal/domain': fileURLToPath(new URL('./domain/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: portalPort, strictPort: true, host: true, proxy: backendProxy },
  preview: { port: portalPort, strictPort: true, host: true, proxy: backendProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // name each lazy screen's chunk after its slice, also inside a group
        // (`pages/access/logout/index.ts` → `page-logout`)
        chunkFileNames: (chunk) => {
          const slice = /src\/(pages|widgets|features)\/(?:[\w-]+\/)*?([\w-]+)\/index\.tsx?$/.exec(chunk.facadeModuleId ?? '');
          return slice ? `assets/${(slice[1] ?? '').replace(/s$/, '')}-${slice[2] ?? ''}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});

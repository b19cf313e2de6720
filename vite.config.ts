import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const portalPort = Number(process.env.PORTAL_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@portal/domain': fileURLToPath(new URL('./domain/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: portalPort, strictPort: true, host: true },
  preview: { port: portalPort, strictPort: true, host: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
});

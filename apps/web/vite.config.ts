import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The SPA is served under /v2/ (spec 002 §9 asset base path); the dev server proxies the API. */
export default defineConfig({
  base: '/v2/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bundle budget (scripts/check-bundle-budget.mjs) follows the login route's chunks through it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/services': 'http://localhost:8080',
      '/csarf': 'http://localhost:8080',
    },
  },
});

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
    // Everything the entry loads statically (React, the router, the shell, the login page) goes into one
    // chunk: one request instead of dozens, and Brotli compresses it better as a whole (decision 224).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app-core', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/services': 'http://localhost:8080',
      '/csarf': 'http://localhost:8080',
    },
  },
});

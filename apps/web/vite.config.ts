import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenPreloads } from './build-plugins/first-screen-preloads';
import { FIRST_SCREEN_MODULES, SIGNED_IN_MENUS_MODULE } from './src/app/first-screens';

/** The SPA is served under /v2/ (spec 002 §9 asset base path); the dev server proxies the API. */
export default defineConfig({
  base: '/v2/',
  plugins: [react(), firstScreenPreloads({ pages: FIRST_SCREEN_MODULES, signedIn: SIGNED_IN_MENUS_MODULE })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bundle budget (scripts/check-bundle-budget.mjs) follows the login route's chunks through it.
    manifest: true,
    // Everything the entry loads statically (React, the router, the shell, the login page) goes into one
    // chunk: one request instead of dozens, and Brotli compresses it better as a whole (decision 224).
    // The small common chunks a lazy page would load (one per MUI component, 37 to 54 scripts for the
    // dashboard or the roster) are copied into the chunks that use them instead, up to 32 KB of source each:
    // 3 to 9 scripts a page, fewer bytes, and a phone on a slow network waits for far fewer round trips
    // (decision 226). Rolldown keeps one module state across the copies; it needs the entry's exports free.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app-core', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/services': 'http://localhost:8080',
      '/csarf': 'http://localhost:8080',
    },
  },
});

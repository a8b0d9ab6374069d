import { defineConfig } from 'vitest/config';

/**
 * One runner for every kind of test. Projects:
 *  - unit: pure logic next to the code (shared rules, screening engine, server helpers).
 *  - integration: every endpoint over real HTTP against a real PostgreSQL (fresh database per file).
 *  - e2e: user journeys in Debian's Chromium through playwright-core, with an axe scan per page.
 */
export default defineConfig({
  test: {
    // scripts/run-tests.mjs names each of its two runs' reports (VITEST_JSON_REPORT); a plain run writes vitest.json.
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build-plugins/**/*.test.ts',
            'lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page answers within Playwright's own 15 s waits; polls get as long on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          pool: 'forks',
          // One browser at a time over the shared demo database, in one worker that keeps the support
          // modules loaded between files (scripts/run-tests.mjs runs this project beside the others).
          maxWorkers: 1,
          isolate: false,
          // A plain `vitest run` of every project runs the journeys after the others.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../../apps/server/src/db/seed/demo-seed';
import { importShippedLists } from '../../apps/server/src/modules/screening/lists/demo-lists';
import { applyDemoAlertDecisions } from '../../apps/server/src/db/seed/demo-alert-decisions';
import { startTestApp } from '../../apps/server/src/testing/test-app';
import { startTestPostgres } from '../../apps/server/src/testing/test-postgres';
import { WEB_DIST } from '../../apps/server/src/platform/http/web-app';

/**
 * Journeys run against the real app: embedded PostgreSQL (or DATABASE_URL's server), migrated and
 * seeded with the same demo data as `npm start`, serving the built web app (npm test builds it first).
 */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres('e2e');
  // E2E_WEB_DIST lets a journey run against a build in another folder while dist is rebuilt.
  const app = await startTestApp(postgres, { runWorker: true, webDist: process.env.E2E_WEB_DIST ?? WEB_DIST });
  await seedDemoData(app.runtime.deps);
  // The shipped public lists, as npm start imports them, so journeys see real alerts.
  await importShippedLists(app.runtime.deps);
  await applyDemoAlertDecisions(app.runtime.deps.db);
  project.provide('baseUrl', app.baseUrl);
  // Journeys read what the app mailed (mail_outbox) and make the few set-ups no API can, straight from its database.
  project.provide('databaseUrl', app.runtime.deps.config.DATABASE_URL!);
  // A journey that needs the app configured otherwise (Braintree mode) starts its own on a fresh copy of the template.
  project.provide('testPostgres', { serverUrl: postgres.serverUrl, templateName: postgres.templateName });
  return async () => {
    await app.close();
    await postgres.stop();
  };
}

import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../src/testing/test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServer: { serverUrl: string; templateName: string };
  }
}

/** One PostgreSQL and one migrated template for the whole integration run; each file copies it. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres('integration');
  project.provide('pgServer', { serverUrl: postgres.serverUrl, templateName: postgres.templateName });
  return async () => {
    await postgres.stop();
  };
}

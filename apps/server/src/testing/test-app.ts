import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../platform/config';
import { createRuntime, type Runtime } from '../runtime';
import { createTestDatabase } from './test-postgres';

export interface TestApp {
  baseUrl: string;
  runtime: Runtime;
  db: Runtime['deps']['db'];
  close(): Promise<void>;
}

/** A fixed key so encrypted test data is reproducible; never used outside tests. */
export const TEST_DATA_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/**
 * Starts the real app over real HTTP on a fresh copy of the template database. Environment overrides
 * are applied on top of test defaults (e.g. SMTP_URL, LOGIN_MAX_FAILURES). A fixed `port` (see
 * platform/db/free-port.ts) lets PUBLIC_URL name the app's real address, for what must come back to it (single sign-on).
 */
export async function startTestApp(
  pgServer: { serverUrl: string; templateName: string },
  options: { env?: Record<string, string>; runWorker?: boolean; webDist?: string; port?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(pgServer.serverUrl, pgServer.templateName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DATA_KEY: TEST_DATA_KEY,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO_DATA: 'false',
    // The test lanes keep every core busy on purpose: a renderer at a lower priority would wait out the tests' time limits.
    PDF_BACKGROUND_NICE: '0',
    PDF_REQUEST_NICE: '0',
    ...options.env,
  });
  const logger = pino({ level: config.LOG_LEVEL });
  const runtime = await createRuntime(config, {
    databaseUrl: database.url,
    logger,
    runWorker: options.runWorker ?? false,
    webDist: options.webDist,
    poolSize: 5,
  });
  const address = await runtime.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    runtime,
    db: runtime.deps.db,
    async close() {
      await runtime.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

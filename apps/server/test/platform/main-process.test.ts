import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from '../../src/testing/http-client';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { createTestDatabase } from '../../src/testing/test-postgres';

/**
 * The real entry point as `npm start` runs it (tsx, its own process): demo seed, serving, PDFs
 * (JSX compiled by tsx at run time), and a clean stop on SIGTERM.
 */
describe('the server process (npm start)', () => {
  let server: AppProcess | undefined;
  let baseUrl = '';
  let dropDatabase: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-main-'));

  beforeAll(async () => {
    const pgServer = inject('pgServer');
    const database = await createTestDatabase(pgServer.serverUrl, pgServer.templateName);
    dropDatabase = database.drop;
    // With the demo data, as `npm start` runs it.
    server = await startAppProcess(
      'serve',
      { DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' },
      { readyTimeoutMs: 110_000 },
    );
    baseUrl = server.baseUrl!;
  }, 120_000);

  afterAll(async () => {
    await server?.kill9();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the URL and every demo login', () => {
    expect(server!.output()).toContain(`VendorProof is running at http://localhost:${new URL(baseUrl).port}/v2/`);
    for (const username of ['demo-admin', 'demo-vendor', 'demo-vendor2', 'demo-client', 'demo-expired'])
      expect(server!.output()).toContain(username);
  });

  it('serves the demo data and renders PDFs in the real process', { timeout: 60_000 }, async () => {
    const client = new TestClient(baseUrl);
    await client.login('demo-vendor');
    const roster = await client.get('/services/employees?size=50');
    expect(roster.body.total).toBe(60);
    const today = new Date().toISOString().slice(0, 10);
    const pdf = await client.download(`/services/employees/${roster.body.content[0].employeeId}/audit-report?asOf=${today}`);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stops cleanly on SIGTERM', { timeout: 30_000 }, async () => {
    await server!.stop();
    expect(await server!.exited).toBe(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { prepareDatabase } from '../runtime';
import { freePort } from '../platform/db/free-port';

export interface TestPostgres {
  /** Server URL (database 'postgres') with rights to create databases. */
  serverUrl: string;
  /** Name of the migrated template every test database is copied from. */
  templateName: string;
  stop(): Promise<void>;
}

/**
 * A test run's cluster is deleted when the run ends, so nothing in it must survive a power cut: no WAL flush
 * at commit, no fsync, no full-page images. Every commit then costs a fraction of a millisecond instead of a
 * disk flush (thousands per run on a shared disk). A process killed with SIGKILL (the crash tests kill the
 * app, never PostgreSQL) loses nothing PostgreSQL acknowledged, since the operating system keeps the writes.
 */
const THROW_AWAY_CLUSTER_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/**
 * The PostgreSQL for a test run: DATABASE_URL's server when set, else a throw-away embedded server.
 * Builds one migrated template database (including pg-boss's schema) that test files copy.
 */
export async function startTestPostgres(label: string): Promise<TestPostgres> {
  let serverUrl: string;
  let stopServer = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    serverUrl = url.toString();
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vp-${label}-pg-`));
    const server = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'data'),
      port: await freePort(),
      settings: THROW_AWAY_CLUSTER_SETTINGS,
    });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const templateName = `vp_template_${label}_${process.pid}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
  const templateUrl = databaseUrl(serverUrl, templateName);
  await prepareDatabase(templateUrl);
  return {
    serverUrl,
    templateName,
    async stop() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).catch(() => {});
      await stopServer();
    },
  };
}

/**
 * A fresh database copied from the template; returns its URL and a drop function. FILE_COPY copies the
 * template's files (after a checkpoint, cheap without fsync) instead of writing every block through the
 * WAL as PostgreSQL's default does: 3–4 times faster for the 14 MB template, paid by every test file.
 */
export async function createTestDatabase(serverUrl: string, templateName: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName} STRATEGY FILE_COPY`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

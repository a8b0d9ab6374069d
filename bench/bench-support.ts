import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../apps/server/src/testing/test-app';
import { startTestPostgres, type TestPostgres } from '../apps/server/src/testing/test-postgres';
import type { Db } from '../apps/server/src/platform/db/database';
import type { AppDeps } from '../apps/server/src/platform/context';
import { startScreeningRun } from '../apps/server/src/modules/screening/monitoring/screening-runs';
import { screenChunk } from '../apps/server/src/modules/screening/monitoring/screen-chunk';

/** Runs a benchmark against the real app on a fresh database (embedded PostgreSQL or DATABASE_URL's server). */
export async function withBenchApp(options: Parameters<typeof startTestApp>[1], body: (app: TestApp) => Promise<void>): Promise<void> {
  const postgres: TestPostgres = await startTestPostgres('bench');
  const app = await startTestApp(postgres, options);
  try {
    await body(app);
  } finally {
    await app.close();
    await postgres.stop();
  }
}

/**
 * A full re-screen of every subject, its chunks screened one after another in this process (as one worker
 * would take them), so the figure compares with the unchunked pass of before. Answers the finished run.
 */
export async function fullRescreenHere(deps: AppDeps) {
  const runId = (await startScreeningRun(deps, { kind: 'FULL' }))!;
  const chunks = await deps.db.selectFrom('screening_run_chunks').select('id').where('run_id', '=', runId).orderBy('id').execute();
  for (const chunk of chunks) await screenChunk(deps, chunk.id, { attemptsAllowed: 1 });
  return deps.db.selectFrom('screening_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
}

/** Samples this process's resident memory every 50 ms while `work` runs; returns the peak in MB. */
export async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The real server as its own process (`tsx apps/server/src/main.ts`) on a fresh test database, so its
 * memory can be read from /proc (VmRSS now, VmHWM = peak) without the benchmark's own allocations.
 */
export async function withServerProcess(
  env: Record<string, string>,
  body: (server: { baseUrl: string; db: Db; rssMb(): { now: number; peak: number }; cpuSeconds(): number }) => Promise<void>,
): Promise<void> {
  const { spawn } = await import('node:child_process');
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const net = await import('node:net');
  const { createTestDatabase } = await import('../apps/server/src/testing/test-postgres');
  const { createDb } = await import('../apps/server/src/platform/db/database');
  const { TEST_DATA_KEY } = await import('../apps/server/src/testing/test-app');
  const postgres = await startTestPostgres('bench');
  const database = await createTestDatabase(postgres.serverUrl, postgres.templateName);
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-server-'));
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server process.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATA_KEY: TEST_DATA_KEY,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
  });
  const { db, pool } = createDb(database.url, { max: 4 });
  const rssMb = () => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  };
  // utime + stime of the server process (all its threads), from /proc/<pid>/stat, in clock ticks of 10 ms.
  const cpuSeconds = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  try {
    await body({ baseUrl: `http://127.0.0.1:${port}`, db, rssMb, cpuSeconds });
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await pool.end();
    await database.drop();
    await postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Real surnames for synthetic list rows and employees: the last names of a shipped LEIE supplement. */
export function leieLastNames(): string[] {
  return fs
    .readFileSync(path.resolve('packages/screening/data/leie/1601EXCL.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!.replace(/"/g, '').trim())
    .filter((name) => /^[A-Z]{3,}$/.test(name));
}

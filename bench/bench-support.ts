import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
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

/** What a benchmark gets from {@link withServerProcess}. */
export interface ServerProcesses {
  /** The first API node's address. */
  baseUrl: string;
  /** Every API node's address (one unless `apiNodes` was given): a load balancer would spread sessions over them. */
  baseUrls: string[];
  db: Db;
  /** Resident memory now and at its peak (VmHWM), summed over the server processes and the processes they started (the background PDF renderer). */
  rssMb(): { now: number; peak: number };
  /** CPU seconds used so far (user + system, every thread), summed over the server processes and the processes they started. */
  cpuSeconds(): number;
}

/**
 * The real server as its own process (`tsx apps/server/src/main.ts`, API + in-process job worker) on a
 * fresh test database, so its memory and CPU can be read from /proc without the benchmark's own. With
 * `apiNodes`, the deployment ARCHITECTURE.md describes for scale-out instead: that many API processes
 * without workers (RUN_WORKER=false) and one worker process (`apps/server/src/worker.ts`), sharing the
 * database and the files. With `root`, the processes run from another checkout (its code and node_modules).
 */
export async function withServerProcess(
  env: Record<string, string>,
  body: (server: ServerProcesses) => Promise<void>,
  options: { apiNodes?: number; root?: string } = {},
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
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-server-'));
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server processes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const children: ChildProcess[] = [];
  /** Starts one server process and waits until it prints `ready`. */
  const start = async (script: string, extraEnv: Record<string, string>, ready: string) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
      // Another checkout's server (request-cost.bench.ts's AB_TREE) runs from its own folder and node_modules.
      cwd: options.root ?? process.cwd(),
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATA_KEY: TEST_DATA_KEY,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(ready)) resolve();
      });
    });
  };
  const baseUrls: string[] = [];
  const apiNodes = options.apiNodes ?? 0;
  // One after another: each start migrates and runs the start-up recovery.
  for (let node = 0; node < Math.max(1, apiNodes); node++) {
    const port = await freePort();
    await start('apps/server/src/main.ts', { PORT: String(port), ...(apiNodes ? { RUN_WORKER: 'false' } : {}) }, 'is running at');
    baseUrls.push(`http://127.0.0.1:${port}`);
  }
  // The worker says it started at info level only.
  if (apiNodes) await start('apps/server/src/worker.ts', { LOG_LEVEL: 'info' }, 'worker started');
  const { db, pool } = createDb(database.url, { max: 4 });
  const proc = (pid: number | undefined, file: string) => fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  /** The server processes and their descendants (the background PDF render process), read afresh from /proc. */
  const serverPids = () => {
    const parents = new Map<number, number>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        parents.set(Number(entry), Number(proc(Number(entry), 'stat').split(') ')[1]!.split(' ')[1]));
      } catch {
        // A process that ended while the list was read.
      }
    }
    const pids = new Set(children.map((child) => child.pid!));
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, parent] of parents) {
        if (!pids.has(parent) || pids.has(pid)) continue;
        pids.add(pid);
        grew = true;
      }
    }
    return [...pids];
  };
  const readEach = (read: (pid: number) => number) =>
    serverPids().reduce((total, pid) => {
      try {
        return total + read(pid);
      } catch {
        return total; // it ended between the list and the read
      }
    }, 0);
  const rssMb = () => {
    const sum = (key: string) => readEach((pid) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(proc(pid, 'status'))?.[1] ?? 0));
    return { now: Math.round(sum('VmRSS') / 1024), peak: Math.round(sum('VmHWM') / 1024) };
  };
  // utime + stime of each server process (all its threads) and its descendants, from /proc/<pid>/stat, in clock ticks of 10 ms.
  const cpuSeconds = () => readEach(processCpuSeconds);
  try {
    await body({ baseUrl: baseUrls[0]!, baseUrls, db, rssMb, cpuSeconds });
  } finally {
    for (const child of children) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))),
    );
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

/** CPU seconds (user + system, every thread) process `pid` has used so far: /proc/<pid>/stat counts them in ticks of 10 ms. */
export function processCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** An s3rver in a process of its own (bench/s3rver-process.ts), with its FILE_STORAGE=s3 settings and its CPU. */
export interface S3ServerProcess {
  env: Record<string, string>;
  /** CPU seconds the s3rver process has used so far (user + system). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

/** Starts bench/s3rver-process.ts for `bucket` and waits for its settings line. */
export async function startS3ServerProcess(bucket: string): Promise<S3ServerProcess> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/s3rver-process.ts', bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`s3rver-process exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))) as Record<string, string>);
    });
  });
  child.removeAllListeners('exit');
  return {
    env,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The machine's speed this minute: the time of a fixed loop on one core. The same code reads 60 % slower
 * in some hours than in others here (the host's other tenants), so a figure is read beside this one.
 */
export function speedCheckMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 300_000_000; i++) sum += i % 7;
  if (sum < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return performance.now() - started;
}

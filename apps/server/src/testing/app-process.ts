import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../platform/db/free-port';
import { TEST_DATA_KEY } from './test-app';

/** The repository root (entry points and the tsx loader are found from it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const ENTRY_POINTS = {
  serve: 'apps/server/src/main.ts',
  worker: 'apps/server/src/worker.ts',
  'lists:import': 'apps/server/src/cli/import-list.ts',
  backup: 'apps/server/src/cli/backup.ts',
  restore: 'apps/server/src/cli/restore.ts',
  'files:migrate': 'apps/server/src/cli/migrate-files.ts',
} as const;

/** A real operating-system process of the app (not an in-process runtime), so it can be killed with SIGKILL. */
export interface AppProcess {
  readonly pid: number;
  /** http://127.0.0.1:PORT for `serve`; undefined for the others. */
  readonly baseUrl: string | undefined;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no graceful stop, no finally blocks, sockets dropped; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful stop) and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts `npm run serve`, `npm run worker` or a CLI as its own process (node --import tsx ENTRY) with the
 * test defaults (fixed DATA_KEY, no demo data, warn logs) under `env`, and resolves once it is ready:
 * `serve` when it prints its address, `worker` when it logs "worker started", a CLI at once.
 */
export async function startAppProcess(
  kind: keyof typeof ENTRY_POINTS,
  env: Record<string, string>,
  options: { args?: string[]; readyTimeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = kind === 'serve' ? String(await freePort()) : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY_POINTS[kind], ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_KEY: TEST_DATA_KEY,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The test lanes keep every core busy on purpose: a renderer at a lower priority would wait out the tests' time limits.
      PDF_BACKGROUND_NICE: '0',
      PDF_REQUEST_NICE: '0',
      ...(port ? { PORT: port } : {}),
      // The worker announces itself at info level.
      ...(kind === 'worker' ? { LOG_LEVEL: 'info' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    for (const wake of waiters.splice(0)) wake();
  });

  const handle: AppProcess = {
    pid: child.pid!,
    baseUrl: port ? `http://127.0.0.1:${port}` : undefined,
    exited,
    output: () => output,
    kill9: () => killAndWait(child, 'SIGKILL', exited),
    stop: () => killAndWait(child, 'SIGTERM', exited),
  };
  const readyMark = kind === 'serve' ? 'VendorProof is running at' : kind === 'worker' ? '"msg":"worker started"' : undefined;
  if (readyMark) {
    const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
    while (!output.includes(readyMark)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${kind} exited before it was ready:\n${output}`);
      if (Date.now() > deadline) {
        await handle.kill9();
        throw new Error(`${kind} was not ready in time:\n${output}`);
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 1_000).unref();
      });
    }
  }
  return handle;
}

async function killAndWait(child: ChildProcess, signal: NodeJS.Signals, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited;
}

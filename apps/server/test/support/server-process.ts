import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_DATA_KEY } from '../../src/testing/test-app';

/** The repository's root, where `npm start` runs. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A TCP port free on the loopback interface at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as `npm start` runs it (tsx, its own process) on a test database and data folder,
 * and resolves once it says it serves; rejects with what it printed if it exits first. `output()` is
 * everything it has printed so far; `env` adds to or overrides its environment.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATA_KEY: TEST_DATA_KEY,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let onExit: (code: number | null) => void = () => {};
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (!output.includes('is running at')) return;
      clearInterval(timer);
      resolve();
    }, 100);
    onExit = (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    };
    child.once('exit', onExit);
  });
  child.off('exit', onExit);
  return { child, output: () => output };
}

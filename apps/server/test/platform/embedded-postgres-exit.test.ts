import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/testing/app-process';
import { freePort } from '../../src/platform/db/free-port';

/** Runs a process that starts and stops the embedded server, then ends with exit code 3 on its own. */
async function exitCodeAfterEmbeddedServer(port: number): Promise<{ code: number | null; stderr: string }> {
  const script = `
    import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
    import { startEmbeddedPostgres } from './apps/server/src/platform/db/embedded-postgres.ts';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-exit-code-'));
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: ${port} });
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exitCode = 3;`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

describe('the embedded PostgreSQL wrapper', () => {
  it("keeps the process's own exit code (a test run with failures must not exit 0)", async () => {
    const { code, stderr } = await exitCodeAfterEmbeddedServer(await freePort());
    expect(stderr).toBe('');
    expect(code).toBe(3);
  }, 60_000);
});

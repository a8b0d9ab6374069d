// Runs commands at the same time, each line of their output prefixed with the command's label, and
// answers which passed. The checks and the two halves of the tests each use it (a 2-core machine runs
// two single-threaded tools in the time of one).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * @param {{ label: string, command: string, args: string[], env?: Record<string, string> }[]} runs
 * @returns {Promise<boolean>} whether every command exited 0 (each one's result is printed too)
 */
export async function runSideBySide(runs) {
  const results = await Promise.all(
    runs.map(
      (run) =>
        new Promise((resolve) => {
          const child = spawn(run.command, run.args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...run.env },
          });
          for (const stream of [child.stdout, child.stderr]) {
            readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${run.label}] ${line}`));
          }
          child.on('close', (code) => resolve({ label: run.label, code: code ?? 1 }));
        }),
    ),
  );
  for (const { label, code } of results) console.log(`${label}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
  return results.every((result) => result.code === 0);
}

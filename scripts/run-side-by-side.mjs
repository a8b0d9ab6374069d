// Runs commands at the same time, each line of their output prefixed with the command's label, and
// answers which passed. The checks and the two halves of the tests each use it (a 2-core machine runs
// two single-threaded tools in the time of one). A run may be a lane of steps, one after another, that
// stops at the first step that fails; a step may also be a function answering an exit code (e.g. waiting
// for a step another lane shares).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * @typedef {{ command: string, args: string[], env?: Record<string, string> }} Step
 * @param {({ label: string } & (Step | { steps: (Step | (() => Promise<number>))[] }))[]} runs
 * @returns {Promise<boolean>} whether every command exited 0 (each one's result is printed too)
 */
export async function runSideBySide(runs) {
  const results = await Promise.all(
    runs.map(async (run) => {
      let code = 0;
      for (const step of 'steps' in run ? run.steps : [run]) {
        code = await (typeof step === 'function' ? step() : runStep(run.label, step));
        if (code !== 0) break;
      }
      return { label: run.label, code };
    }),
  );
  for (const { label, code } of results) console.log(`${label}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
  return results.every((result) => result.code === 0);
}

/**
 * Runs one command, each line of its output prefixed with the label.
 * @param {string} label
 * @param {Step} step
 * @returns {Promise<number>} its exit code
 */
export function runStep(label, step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

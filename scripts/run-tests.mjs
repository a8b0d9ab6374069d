// `npm test`'s test step: the journeys (one browser at a time, sharing the demo database) run beside the
// unit and integration tests instead of after them, so the two halves overlap on a 2-core machine. Each
// half is its own vitest run with its own JSON report (test-results/*.json); a line of output is
// prefixed with its half. Extra arguments go to both runs (e.g. a file filter).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const extra = process.argv.slice(2);
// The closing summary counts every report here, so none may be left from an earlier run.
fs.rmSync('test-results', { recursive: true, force: true });
const runs = [
  {
    label: 'journeys',
    report: 'test-results/e2e.json',
    args: ['run', '--project', 'e2e'],
  },
  {
    label: 'unit+api',
    report: 'test-results/unit-api.json',
    // One worker keeps the API tests from starving the journeys' browser; TEST_API_WORKERS raises it.
    args: ['run', '--project', 'unit', '--project', 'integration', `--maxWorkers=${process.env.TEST_API_WORKERS ?? 1}`],
  },
];

const results = await Promise.all(
  runs.map(
    (run) =>
      new Promise((resolve) => {
        const child = spawn('npx', ['vitest', ...run.args, ...extra, '--passWithNoTests'], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', VITEST_JSON_REPORT: run.report },
        });
        for (const stream of [child.stdout, child.stderr]) {
          readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${run.label}] ${line}`));
        }
        child.on('close', (code) => resolve({ label: run.label, code: code ?? 1 }));
      }),
  ),
);

for (const { label, code } of results) console.log(`${label}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);

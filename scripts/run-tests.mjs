// `npm test`'s test step: the journeys (one browser at a time, sharing the demo database) run beside the
// unit and integration tests instead of after them, so the two halves overlap on a 2-core machine. Each
// half is its own vitest run with its own JSON report (test-results/*.json); a line of output is
// prefixed with its half. Extra arguments go to both runs (e.g. a file filter).
import fs from 'node:fs';
import { runSideBySide } from './run-side-by-side.mjs';

const extra = process.argv.slice(2);
// The closing summary counts every report here, so none may be left from an earlier run.
fs.rmSync('test-results', { recursive: true, force: true });
const vitest = (args, report) => ({
  command: 'npx',
  args: ['vitest', ...args, ...extra, '--passWithNoTests'],
  env: { VITEST_JSON_REPORT: report },
});
const passed = await runSideBySide([
  { label: 'journeys', ...vitest(['run', '--project', 'e2e'], 'test-results/e2e.json') },
  // One worker keeps the API tests from starving the journeys' browser; TEST_API_WORKERS raises it.
  {
    label: 'unit+api',
    ...vitest(
      ['run', '--project', 'unit', '--project', 'integration', `--maxWorkers=${process.env.TEST_API_WORKERS ?? 1}`],
      'test-results/unit-api.json',
    ),
  },
]);
process.exit(passed ? 0 : 1);

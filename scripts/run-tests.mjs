// `npm test`'s test step: the journeys (one browser at a time, sharing the demo database), then the unit
// tests, run beside the integration tests instead of after them, so the two lanes overlap on a 2-core
// machine. Each project is its own vitest run with its own JSON report (test-results/*.json); a line of
// output is prefixed with its lane. Extra arguments go to every run (e.g. a file filter).
//
// With --with-checks (what `npm test` passes), the web build and the static checks (scripts/run-checks.mjs)
// run first, side by side: the journeys start as soon as the build is done, instead of after the checks
// and the build, while the integration tests wait for both (their test apps serve apps/web/dist when it
// exists, so none starts while it is half written). Decision 381.
import fs from 'node:fs';
import { runSideBySide, runStep } from './run-side-by-side.mjs';

const withChecks = process.argv.includes('--with-checks');
const extra = process.argv.slice(2).filter((arg) => arg !== '--with-checks');
// The closing summary counts every report here, so none may be left from an earlier run.
fs.rmSync('test-results', { recursive: true, force: true });
const vitest = (args, report) => ({
  command: 'npx',
  args: ['vitest', ...args, ...extra, '--passWithNoTests'],
  env: { VITEST_JSON_REPORT: report },
});
const built = withChecks ? runStep('build:web', { command: 'npm', args: ['run', '--silent', 'build:web'] }) : Promise.resolve(0);
const afterBuild = () => built;
// The unit tests (pure logic, no app, no build) follow the journeys in their lane, also when a journey
// failed: after decisions 404–405 that lane ended minutes before the integration tests' lane, and a core
// idled meanwhile. Decision 406.
const journeysThenUnit = async () => {
  const journeys = await runStep('journeys', vitest(['run', '--project', 'e2e'], 'test-results/e2e.json'));
  const unit = await runStep('unit', vitest(['run', '--project', 'unit'], 'test-results/unit.json'));
  return journeys || unit;
};
const passed = await runSideBySide([
  { label: 'journeys+unit', steps: [afterBuild, journeysThenUnit] },
  // One worker keeps the API tests from starving the journeys' browser; TEST_API_WORKERS raises it.
  {
    label: 'api',
    steps: [
      ...(withChecks ? [{ command: 'node', args: ['scripts/run-checks.mjs'] }] : []),
      afterBuild,
      vitest(['run', '--project', 'integration', `--maxWorkers=${process.env.TEST_API_WORKERS ?? 1}`], 'test-results/integration.json'),
    ],
  },
]);
process.exit(passed ? 0 : 1);

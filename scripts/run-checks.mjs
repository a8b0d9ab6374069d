// `npm test`'s static checks: the type check, the lint (with knip) and the format check run side by side
// instead of one after another (each is single-threaded; together they took over three minutes in CI).
import { runSideBySide } from './run-side-by-side.mjs';

const checks = ['typecheck', 'lint', 'format:check'].map((script) => ({
  label: script,
  command: 'npm',
  args: ['run', '--silent', script],
}));
process.exit((await runSideBySide(checks)) ? 0 : 1);

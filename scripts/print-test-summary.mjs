// Prints the plain closing line "N passed, N failed" from the test runs' JSON reports, for CI logs.
import fs from 'node:fs';

const reports = fs
  .readdirSync('test-results')
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(`test-results/${name}`, 'utf8')));
const sum = (key) => reports.reduce((total, report) => total + report[key], 0);
const passed = sum('numPassedTests');
const failed = sum('numFailedTests');
const skipped = sum('numPendingTests') + sum('numTodoTests');
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

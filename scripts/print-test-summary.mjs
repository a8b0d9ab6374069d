// Prints the plain closing line "N passed, N failed" from vitest's JSON report, for CI logs.
import fs from 'node:fs';

const report = JSON.parse(fs.readFileSync('test-results/vitest.json', 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(report.numFailedTests === 0 && report.numPassedTests > 0 ? 0 : 1);

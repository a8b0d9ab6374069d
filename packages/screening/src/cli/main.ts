import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import type { ParseIssue } from '../model/list-record';
import { ListFormatError } from '../state-lists/list-format-error';
import { ALERT_COLUMNS, alertRow } from './alert-rows';
import { parseListArgs } from './parse-list-args';
import { loadListFiles, screenRosterFile } from './screen-files';

const USAGE = `usage: npm run screening -- match --list leie=FILE [--list sam=FILE] [--list ofac=FILE [--list ofac-alt=FILE]]
                              [--list state:XX=FILE ...] --subjects ROSTER.csv --out ALERTS.csv
                              [--min-score 0.2] [--all-candidates]
  --min-score S      also write candidates scored at or above S below the alert line (band NONE)
  --all-candidates   write every candidate the blocking keys found, whatever its score`;

/** `match`: screens a roster against list files and writes ALERTS.csv; figures go to stderr. */
async function match(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      list: { type: 'string', multiple: true },
      subjects: { type: 'string' },
      out: { type: 'string' },
      'min-score': { type: 'string' },
      'all-candidates': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.list?.length || !values.subjects || !values.out) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const minScore = values['min-score'] === undefined ? undefined : Number(values['min-score']);
  if (minScore !== undefined && !(minScore >= 0 && minScore <= 1)) {
    process.stderr.write(`--min-score must be a number from 0 to 1, got "${values['min-score']}"\n`);
    return 2;
  }
  const scoreOptions = { minScore, allCandidates: values['all-candidates'] };
  const issues: ParseIssue[] = [];
  const onIssue = (issue: ParseIssue): void => {
    issues.push(issue);
    process.stderr.write(`warning: ${issue.file}:${issue.line}: ${issue.reason}\n`);
  };

  const lists = await loadListFiles(parseListArgs(values.list), onIssue);
  const { index } = lists;
  process.stderr.write(
    `lists: ${lists.records} records (${[...lists.bySource].map(([s, n]) => `${s} ${n}`).join(', ')}); ` +
      `${lists.reinstated} reinstated, ${lists.duplicates} duplicate rows; parsed in ${lists.loadMs.toFixed(0)} ms\n` +
      `index: ${index.stats.names} names, ${index.stats.keys} keys, built in ${index.stats.buildMs.toFixed(0)} ms\n`,
  );

  const output = createWriteStream(values.out);
  const csv = stringify({ header: true, columns: [...ALERT_COLUMNS] });
  csv.pipe(output);
  let subjects = 0;
  let alerts = 0;
  let matches = 0;
  const started = performance.now();
  for await (const { results } of screenRosterFile(index, values.subjects, scoreOptions, onIssue)) {
    subjects++;
    for (const result of results) {
      if (result.band !== 'NONE') alerts++;
      if (result.band === 'MATCH') matches++;
      // Respect backpressure so a huge roster never buffers all alerts in memory.
      if (!csv.write(alertRow(result))) await once(csv, 'drain');
    }
  }
  const seconds = (performance.now() - started) / 1000;
  csv.end();
  await once(output, 'finish');
  process.stderr.write(
    `screened ${subjects} subjects in ${seconds.toFixed(2)} s (${Math.round(subjects / Math.max(seconds, 1e-9))} subjects/s); ` +
      `${alerts} alerts (${matches} MATCH, ${alerts - matches} POSSIBLE) → ${values.out}` +
      `${issues.length ? `; ${issues.length} input rows reported` : ''}\n`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'match') return match(rest);
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    // A list file refused as a whole is the caller's input, like a usage error.
    process.exitCode = error instanceof ListFormatError ? 2 : 1;
  },
);

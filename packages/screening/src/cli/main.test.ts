import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { fixturePath, packageDataPath } from '../test-support';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

async function match(args: string[]) {
  const out = join(mkdtempSync(join(tmpdir(), 'screening-cli-')), 'alerts.csv');
  const result = await run(tsx, ['packages/screening/src/cli/main.ts', 'match', ...args, '--out', out], { cwd: repoRoot });
  return {
    ...result,
    out,
    rows: parse(readFileSync(out, 'utf8'), { columns: true }) as Array<Record<string, string>>,
    text: readFileSync(out, 'utf8'),
  };
}

describe('screening CLI', () => {
  it('writes ALERTS.csv with the contract header and one row per hit, and prints throughput', async () => {
    const { rows, text, stderr } = await match([
      '--list',
      `leie=${fixturePath('leie-excl-sample.csv')}`,
      '--list',
      `leie=${fixturePath('leie-rein-sample.csv')}`,
      '--list',
      `sam=${packageDataPath('sam/sam_exclusions_sample.csv')}`,
      '--list',
      `state:NY=${fixturePath('ny-omig-exclusions.csv')}`,
      '--list',
      `state:CA=${fixturePath('ca-medi-cal-suspended-ineligible.csv')}`,
      '--subjects',
      fixturePath('roster.csv'),
    ]);
    expect(text.split('\n')[0]).toBe('subjectId,source,recordId,recordName,recordDob,score,band,reasons');
    expect(rows).toContainEqual(
      expect.objectContaining({
        subjectId: 'emp-1',
        source: 'leie',
        recordName: 'KELLY ANN ADAMS',
        recordDob: '1982-08-21',
        band: 'MATCH',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ subjectId: 'emp-2', source: 'state:NY', recordName: 'PATRICK FITZGERALD', band: 'POSSIBLE' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ subjectId: 'emp-3', source: 'state:CA', recordName: 'ROBERTO J ALVAREZ' }));
    // VICTOR MARTINEZ's SAM exclusion terminated on 2026-11-21: kept on the extract, never an alert.
    expect(rows.some((r) => r.subjectId === 'emp-5')).toBe(false);
    expect(rows.some((r) => r.subjectId === 'emp-4')).toBe(false);
    expect(rows.find((r) => r.subjectId === 'emp-1')?.reasons).toContain('DOB agrees');
    expect(Number(rows[0]!.score)).toBeGreaterThan(0);
    expect(stderr).toMatch(/subjects\/s/);
    expect(stderr).toMatch(/built in \d+ ms/);
    expect(stderr).toMatch(/\d+ records/);
    // Malformed list rows are reported with file and line, not fatal.
    expect(stderr).toMatch(/leie-excl-sample\.csv:8: expected 18 columns, found 2/);
  }, 30_000);

  it('writes candidates below the alert line with --min-score and --all-candidates, band NONE', async () => {
    const roster = join(mkdtempSync(join(tmpdir(), 'screening-roster-')), 'roster.csv');
    // Kelly Adams of the LEIE sample, born 30 years later: a candidate, far below the alert line.
    writeFileSync(roster, 'id,firstName,middleName,lastName,dob\nemp-1,Kelly,,Adams,2012-08-21\n');
    const lists = ['--list', `leie=${fixturePath('leie-excl-sample.csv')}`];
    const plain = await match([...lists, '--subjects', roster]);
    expect(plain.rows).toEqual([]);
    const all = await match([...lists, '--subjects', roster, '--all-candidates']);
    expect(all.rows).toContainEqual(expect.objectContaining({ subjectId: 'emp-1', recordName: 'KELLY ANN ADAMS', band: 'NONE' }));
    const some = await match([...lists, '--subjects', roster, '--min-score', '0.01']);
    for (const r of some.rows) expect(Number(r.score)).toBeGreaterThanOrEqual(0.01);
    await expect(
      run(tsx, ['packages/screening/src/cli/main.ts', 'match', ...lists, '--subjects', roster, '--out', '/dev/null', '--min-score', 'x'], {
        cwd: repoRoot,
      }),
    ).rejects.toThrow(/--min-score must be a number/);
  }, 30_000);

  it('screens a roster whose DOB is a year only', async () => {
    const roster = join(mkdtempSync(join(tmpdir(), 'screening-roster-')), 'roster.csv');
    writeFileSync(roster, 'id,firstName,middleName,lastName,dob\nemp-1,Kelly,,Adams,1982\n');
    const { rows, stderr } = await match(['--list', `leie=${fixturePath('leie-excl-sample.csv')}`, '--subjects', roster]);
    expect(stderr).not.toMatch(/invalid dob/);
    expect(rows).toContainEqual(expect.objectContaining({ subjectId: 'emp-1', recordName: 'KELLY ANN ADAMS', band: 'POSSIBLE' }));
    expect(rows[0]?.reasons).toContain('Only the year of the DOB is known and it agrees');
  }, 30_000);

  it('does not alert on an exclusion that a loaded REIN file reinstates', async () => {
    const { rows } = await match([
      '--list',
      `leie=${fixturePath('leie-excl-sample.csv')}`,
      '--list',
      `leie=${fixturePath('leie-rein-sample.csv')}`,
      '--subjects',
      fixturePath('roster.csv'),
    ]);
    expect(rows.some((r) => r.recordName?.includes('RAMIREZ'))).toBe(false);
    expect(rows.some((r) => r.subjectId === 'emp-6' && r.recordName === 'DEEQ WERAR ABDILLE')).toBe(true);
  }, 30_000);

  it('exits with usage when arguments are missing', async () => {
    await expect(run(tsx, ['packages/screening/src/cli/main.ts', 'match', '--subjects', 'x.csv'], { cwd: repoRoot })).rejects.toMatchObject(
      { code: 2 },
    );
  }, 30_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../test-support';
import { stateFixturePath } from '../state-lists/fixtures/state-fixtures';
import { STATE_SOURCES } from '../state-lists/registry';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const cli = (args: string[]) => run(tsx, ['packages/screening/src/cli/main.ts', 'match', ...args], { cwd: repoRoot });
const out = () => join(mkdtempSync(join(tmpdir(), 'state-cli-')), 'alerts.csv');

describe('screening CLI with state lists', () => {
  it('accepts --list state:XX=FILE for every state source and counts each in its lists line', async () => {
    const lists = STATE_SOURCES.flatMap((source) => ['--list', `${source.id.toLowerCase()}=${stateFixturePath(source)}`]);
    const { stderr } = await cli([...lists, '--subjects', fixturePath('roster.csv'), '--out', out()]);
    const line = stderr.split('\n').find((l) => l.startsWith('lists: '))!;
    for (const source of STATE_SOURCES) expect(line).toMatch(new RegExp(`${source.id} \\d+`));
  }, 60_000);

  it('refuses a file that is not the named list with exit code 2, the missing columns and no stack trace', async () => {
    const wrong = join(mkdtempSync(join(tmpdir(), 'state-cli-')), 'not-pa.csv');
    writeFileSync(wrong, 'Name,City\nJane Doe,Erie\n');
    const failure = await cli(['--list', `state:PA=${wrong}`, '--subjects', fixturePath('roster.csv'), '--out', out()]).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ code: 2 });
    const stderr = (failure as { stderr: string }).stderr;
    expect(stderr).toContain(
      'error: not a Pennsylvania Medicheck List file: the header lacks "ProviderName", "Status", "BeginDate", "NAM_LAST_PROVR"',
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('says that a state without a list has none', async () => {
    const failure = await cli([
      '--list',
      `state:VA=${fixturePath('roster.csv')}`,
      '--subjects',
      fixturePath('roster.csv'),
      '--out',
      out(),
    ]).catch((e: unknown) => e);
    expect((failure as { stderr: string }).stderr).toContain(
      'Virginia (no state list; relies on the OIG LEIE): there is no state list to read',
    );
  }, 60_000);
});

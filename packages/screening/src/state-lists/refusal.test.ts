import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from './list-format-error';
import { STATE_SOURCES } from './registry';
import { fixtureBytes, parseAs } from './state-test-support';

/**
 * A truncated file: a spreadsheet, PDF or workbook cut in half no longer opens; a text file cut
 * inside its header row no longer has the header. (A text file cut between rows reads as a shorter
 * list; the import's "under half of the last snapshot" check is what catches that.)
 */
function truncated(data: Buffer, format: string): Buffer {
  if (['xlsx', 'xls', 'pdf'].includes(format)) return data.subarray(0, Math.floor(data.length / 2));
  const text = data.toString('utf8');
  const headerRow = text.split('\n').find((line) => /[a-z]{3}/i.test(line) && line.length > 20) ?? text;
  return Buffer.from(text.slice(0, text.indexOf(headerRow) + 12));
}

const cases = STATE_SOURCES.flatMap((source, i) => {
  const other = STATE_SOURCES[(i + 1) % STATE_SOURCES.length]!;
  return [
    [source.state, 'a random file', () => randomBytes(2048)],
    [source.state, 'an empty file', () => Buffer.alloc(0)],
    [source.state, `the ${other.state} list`, () => fixtureBytes(other.state)],
    [source.state, 'a truncated file', () => truncated(fixtureBytes(source.state), source.format)],
  ] as const;
});

describe('every state parser refuses a file that is not its list', { timeout: 30_000 }, () => {
  it.each(cases)('%s refuses %s with a message naming what is wrong', async (state, _what, bytes) => {
    const attempt = parseAs(state, bytes());
    await expect(attempt).rejects.toBeInstanceOf(ListFormatError);
    await expect(attempt).rejects.toThrow(/^not a .+ file: (the header lacks "|the file is empty|unreadable as |expected the sheets)/);
  });

  it('names the missing columns of a recognisable but incomplete header', async () => {
    await expect(parseAs('PA', Buffer.from('ProviderName,LicenseNumber,Status\n"Doe, Jane",X1,Terminated\n'))).rejects.toThrow(
      'not a Pennsylvania Medicheck List file: the header lacks "BeginDate", "NAM_LAST_PROVR"',
    );
  });
});

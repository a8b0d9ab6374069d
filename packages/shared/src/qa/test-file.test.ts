import { describe, expect, it } from 'vitest';
import { seededRandom, testEmployeeRow } from './test-file';

describe('test employee file rows (spec 002 §9)', () => {
  const rows = Array.from(
    { length: 10_000 },
    (
      (random) => () =>
        testEmployeeRow(random)
    )(seededRandom(18)),
  );

  it('has the template columns in order with a 9-digit SSN in every row', () => {
    for (const row of rows) {
      expect(row).toHaveLength(9);
      expect(row[0]).toMatch(/^\d{9}$/);
    }
  });

  it('gives every DOB as a real MM/DD/YYYY date from 1930 through 2010', () => {
    for (const row of rows) {
      const [month, day, year] = row[3]!.split('/').map(Number) as [number, number, number];
      expect(row[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(year).toBeGreaterThanOrEqual(1930);
      expect(year).toBeLessThanOrEqual(2010);
      const date = new Date(Date.UTC(year, month - 1, day));
      expect(date.getUTCDate()).toBe(day);
    }
  });

  it('fills Street 2 in about a quarter of the rows', () => {
    const share = rows.filter((row) => row[5] !== '').length / rows.length;
    expect(share).toBeGreaterThan(0.23);
    expect(share).toBeLessThan(0.27);
  });

  it('repeats the same rows for the same seed', () => {
    const random = seededRandom(18);
    expect(testEmployeeRow(random)).toEqual(rows[0]);
  });
});

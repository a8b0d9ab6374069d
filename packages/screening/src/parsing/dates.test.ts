import { describe, expect, it } from 'vitest';
import { parseFlexibleDate, parseOfacDate, parseUsDate, parseYyyymmdd } from './dates';

describe('list date parsing', () => {
  it('reads LEIE YYYYMMDD dates as ISO', () => {
    expect(parseYyyymmdd('20160720')).toBe('2016-07-20');
  });

  it('treats LEIE all-zero dates as no date', () => {
    expect(parseYyyymmdd('00000000')).toBeUndefined();
    expect(parseYyyymmdd('')).toBeUndefined();
  });

  it('returns null for a present but impossible date so the parser can report it', () => {
    expect(parseYyyymmdd('19801340')).toBeNull();
    expect(parseUsDate('02/30/2019')).toBeNull();
  });

  it('reads SAM MM/DD/YYYY dates', () => {
    expect(parseUsDate('11/20/2023')).toBe('2023-11-20');
  });

  it('puts a two-digit year in the latest century not after the pivot year', () => {
    expect(parseUsDate('04/01/47', 2002)).toBe('1947-04-01');
    expect(parseUsDate('04/01/01', 2002)).toBe('2001-04-01');
    expect(parseUsDate('04/01/05', 2002)).toBe('1905-04-01');
  });

  it('reads ISO dates with or without a time part, and N/A as empty', () => {
    expect(parseFlexibleDate('2019-03-14T00:00:00.000')).toBe('2019-03-14');
    expect(parseFlexibleDate('2019-03-14')).toBe('2019-03-14');
    expect(parseFlexibleDate('N/A')).toBeUndefined();
  });

  it('reads OFAC remark dates at day, month and year precision', () => {
    expect(parseOfacDate('12 Jan 1960')).toBe('1960-01-12');
    expect(parseOfacDate('Sep 1971')).toBe('1971-09');
    expect(parseOfacDate('1946')).toBe('1946');
    expect(parseOfacDate('circa 1955')).toBe('1955');
  });
});

import { describe, expect, it } from 'vitest';
import { DOB_WEIGHTS, bestDobRelation, dobsCouldAgree, parseDob, relateDobs, swappedDobIso } from './compare-dob';

const rel = (a: string, b: string) => relateDobs(parseDob(a)!, parseDob(b)!);

describe('DOB comparison', () => {
  it('recognises an exact DOB', () => {
    expect(rel('1970-03-15', '1970-03-15')).toBe('exact');
  });

  it('recognises day and month swapped', () => {
    expect(rel('1970-03-05', '1970-05-03')).toBe('day-month-swap');
  });

  it('recognises one digit off in the day or month, and two adjacent digits swapped', () => {
    expect(rel('1970-03-15', '1970-03-16')).toBe('one-digit');
    expect(rel('1970-03-15', '1970-03-51'.replace('51', '15'))).toBe('exact');
    expect(rel('1970-12-13', '1970-12-31')).toBe('one-digit');
  });

  it('treats one digit off in the year as weaker evidence', () => {
    expect(rel('1957-09-02', '1977-09-02')).toBe('one-digit-year');
    expect(DOB_WEIGHTS['one-digit-year']).toBeLessThan(DOB_WEIGHTS['one-digit']);
  });

  it('uses only the year when the list knows only the year', () => {
    expect(rel('1960-07-04', '1960')).toBe('same-year');
    expect(rel('1960-07-04', '1960-07')).toBe('same-year-month');
    expect(rel('1960-07-04', '1961')).toBe('partial-adjacent-year');
    expect(rel('1960-07-04', '1975')).toBe('years-apart');
  });

  it('counts DOBs years apart as strong evidence against', () => {
    expect(rel('1980-01-10', '1962-06-30')).toBe('years-apart');
    expect(DOB_WEIGHTS['years-apart']).toBeLessThanOrEqual(-7);
  });

  it('counts a different date in the same year as evidence against', () => {
    expect(rel('1980-01-10', '1980-06-30')).toBe('same-year-other-date');
    expect(DOB_WEIGHTS['same-year-other-date']).toBeLessThan(0);
  });

  it('takes the best of several list DOBs (OFAC alt. DOB)', () => {
    const best = bestDobRelation(
      parseDob('1953-08-31')!,
      ['1960-08-31', '1953-08-31'].map((d) => parseDob(d)!),
    );
    expect(best?.relation).toBe('exact');
  });

  it('gives the swapped DOB for blocking only when the day can be a month', () => {
    expect(swappedDobIso(parseDob('1970-03-05')!)).toBe('1970-05-03');
    expect(swappedDobIso(parseDob('1970-03-25')!)).toBeUndefined();
    expect(swappedDobIso(parseDob('1970-04-04')!)).toBeUndefined();
  });

  it('rejects text that is not an ISO date', () => {
    expect(parseDob('03/05/1970')).toBeUndefined();
  });
});

describe('dobsCouldAgree (screening gate)', () => {
  const n = (iso: string) => Number(iso.replace(/-/g, ''));

  it('lets through DOBs within a year and DOBs one digit apart', () => {
    expect(dobsCouldAgree(n('1970-03-15'), n('1971-08-02'))).toBe(true);
    expect(dobsCouldAgree(n('1957-09-02'), n('1977-09-02'))).toBe(true);
    expect(dobsCouldAgree(n('1968-09-02'), n('1986-09-02'))).toBe(true);
  });

  it('stops DOBs years apart, agreeing with relateDobs', () => {
    expect(dobsCouldAgree(n('1957-09-02'), n('1977-09-03'))).toBe(false);
    expect(rel('1957-09-02', '1977-09-03')).toBe('years-apart');
  });
});

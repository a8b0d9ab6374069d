import { describe, expect, it } from 'vitest';
import { listOfDate, usDate, usDateTimeUtc } from './us-date';

describe('usDate', () => {
  it('writes a calendar date as MM/DD/YYYY without shifting its day', () => {
    expect(usDate('2026-11-01')).toBe('11/01/2026');
    expect(usDate('2026-03-07T23:30:00-08:00')).toBe('03/07/2026');
  });

  it('writes a Date as its UTC day', () => {
    expect(usDate(new Date('2026-01-05T23:59:00Z'))).toBe('01/05/2026');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(usDate(null)).toBe('');
    expect(usDate(undefined)).toBe('');
    expect(usDate('soon')).toBe('');
    expect(usDate(new Date('soon'))).toBe('');
  });
});

describe('usDateTimeUtc', () => {
  it('writes an instant as MM/DD/YYYY HH:mm UTC', () => {
    expect(usDateTimeUtc(new Date('2026-11-26T09:07:30Z'))).toBe('11/26/2026 09:07 UTC');
    expect(usDateTimeUtc('2026-11-26T23:59:00-05:00')).toBe('11/27/2026 04:59 UTC');
  });

  it('is empty for an unreadable instant', () => {
    expect(usDateTimeUtc('later')).toBe('');
  });
});

describe('listOfDate', () => {
  it('names a list by its source and the day it was published', () => {
    expect(listOfDate('OIG LEIE', '2026-11-01')).toBe('OIG LEIE, list of 11/01/2026');
  });

  it('is the source alone when no list was imported', () => {
    expect(listOfDate('SAM', null)).toBe('SAM');
  });
});

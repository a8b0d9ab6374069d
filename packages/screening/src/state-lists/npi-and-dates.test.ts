import { describe, expect, it } from 'vitest';
import { isValidNpi, splitNpiCell } from './npi';
import { NO_LIST_JURISDICTIONS, STATE_SOURCES, stateSource } from './registry';
import { parseStateDate } from './state-dates';

describe('NPI cells', () => {
  it('checks the Luhn digit over 80840 + the NPI', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
  });

  it('splits several NPIs and keeps failing values as provider numbers; reads "none" words as empty', () => {
    expect(splitNpiCell('1234567893; 1234646994 & 9000123456 and P1234567')).toEqual({
      npis: ['1234567893', '1234646994'],
      others: ['9000123456', 'P1234567'],
    });
    for (const none of ['NONE', 'Not Found', 'NRF', 'N/A']) expect(splitNpiCell(none)).toEqual({ npis: [], others: [] });
  });
});

describe('state list dates', () => {
  it.each([
    ['9/3/1997 0:00:00', '1997-09-03'],
    ['03/01/2023 12:00:00 AM', '2023-03-01'],
    ['2023\u201002\u201001', '2023-02-01'],
    ['20230115', '2023-01-15'],
    ['15-Mar-2023', '2023-03-15'],
    ['March 3, 2022', '2022-03-03'],
    ['January 2024', '2024-01-01'],
    ['01.15.23', '2023-01-15'],
    ['Termination 05/05/2023', '2023-05-05'],
    ['03/03/2022 and 04/04/2022', '2022-03-03'],
  ])('reads %s as %s', (cell, iso) => expect(parseStateDate(cell)).toEqual({ kind: 'date', iso }));

  it('reads the "no end" sentinels and two-digit years with a base', () => {
    for (const never of ['Indefinite', '2999-12-31', '12/31/2299', '9999', '99999999']) expect(parseStateDate(never).kind).toBe('never');
    expect(parseStateDate('01/02/76', 1977)).toEqual({ kind: 'date', iso: '2076-01-02' });
    expect(parseStateDate('01/02/98', 1977)).toEqual({ kind: 'date', iso: '1998-01-02' });
    expect(parseStateDate('1 year').kind).toBe('invalid');
    expect(parseStateDate('N/A').kind).toBe('none');
  });
});

describe('the state source registry', () => {
  it('names every state and DC once: 44 lists and the 7 states without one', () => {
    const codes = [...STATE_SOURCES, ...NO_LIST_JURISDICTIONS].map((s) => s.state).sort();
    expect(STATE_SOURCES).toHaveLength(44);
    expect(NO_LIST_JURISDICTIONS.map((j) => j.state)).toEqual(['NM', 'OK', 'RI', 'SD', 'UT', 'VA', 'WI']);
    expect(codes).toHaveLength(51);
    expect(new Set(codes).size).toBe(51);
    expect(stateSource('state:ny')?.name).toBe('New York OMIG Medicaid Exclusions');
  });

  it('gives every source a publisher page, a fetch strategy, a minimum size and a cadence', () => {
    for (const source of STATE_SOURCES) {
      expect(source.page).toMatch(/^https:\/\//);
      expect(source.fetch.kind).toBeTruthy();
      expect(source.minRecords).toBeGreaterThan(0);
      expect(source.cadence).toBeTruthy();
    }
  });
});

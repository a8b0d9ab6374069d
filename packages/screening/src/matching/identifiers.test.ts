import { describe, expect, it } from 'vitest';
import { buildBusinessRecord, buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { isValidNpi, relateLicenses, licenseKeys } from './identifiers';
import { screenSubject } from './screen';

// 1234567893 is CMS's worked example of a valid NPI; 1234567890 fails the check digit.
const VALID = '1234567893';
const OTHER_VALID = '1245319599';
const INVALID = '1234567890';

describe('NPI check digit', () => {
  it('accepts NPIs whose Luhn check over 80840 + the number holds and rejects others', () => {
    expect(isValidNpi(VALID)).toBe(true);
    expect(isValidNpi(OTHER_VALID)).toBe(true);
    expect(isValidNpi(INVALID)).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
  });
});

describe('identifiers as evidence', () => {
  const person = (npis: string[]) => buildPersonRecord({ identifiers: { npi: npis[0], npis } });

  it('makes an agreeing valid NPI decisive: MATCH with the name and no DOB, whichever of the record NPIs it is', () => {
    const index = buildIndex([person([OTHER_VALID, VALID])]);
    const [hit] = screenSubject(index, { id: 's', kind: 'person', firstName: 'William', lastName: 'Hartley', npi: VALID });
    expect(hit?.band).toBe('MATCH');
    expect(hit?.evidence.find((e) => e.field === 'npi')?.verdict).toBe('agree');
  });

  it('counts a disagreeing valid NPI against the match', () => {
    const index = buildIndex([person([OTHER_VALID])]);
    const same = screenSubject(index, { id: 's', kind: 'person', firstName: 'William', lastName: 'Hartley', dob: '1968-04-12' })[0];
    const other = screenSubject(index, {
      id: 's',
      kind: 'person',
      firstName: 'William',
      lastName: 'Hartley',
      dob: '1968-04-12',
      npi: VALID,
    })[0];
    expect(other!.score).toBeLessThan(same!.score);
    expect(other?.evidence.find((e) => e.field === 'npi')?.verdict).toBe('disagree');
  });

  it('ignores an NPI that fails the check digit on either side', () => {
    const index = buildIndex([person([OTHER_VALID])]);
    const [hit] = screenSubject(index, {
      id: 's',
      kind: 'person',
      firstName: 'William',
      lastName: 'Hartley',
      dob: '1968-04-12',
      npi: INVALID,
    });
    expect(hit?.band).toBe('MATCH');
    expect(hit?.evidence.find((e) => e.field === 'npi')?.verdict ?? 'missing').toBe('missing');
  });

  it('finds a record through its NPI even when the name is spelt differently, as POSSIBLE for review', () => {
    const index = buildIndex([person([VALID])]);
    const [hit] = screenSubject(index, { id: 's', kind: 'person', firstName: 'Ngozi', lastName: 'Okafor', npi: VALID });
    expect(hit?.band).toBe('POSSIBLE');
  });

  it('adds a licence of the same state as evidence and does not count a different licence against', () => {
    const record = buildPersonRecord({ dob: undefined, identifiers: { licenses: [{ number: 'RN-004471', state: 'NY' }] } });
    const index = buildIndex([record]);
    const base = { id: 's', kind: 'person' as const, firstName: 'William', lastName: 'Hartley' };
    const without = screenSubject(index, base)[0]!;
    const same = screenSubject(index, { ...base, licenses: [{ number: 'rn 004471', state: 'ny' }] })[0]!;
    const other = screenSubject(index, { ...base, licenses: [{ number: 'RN004471', state: 'NJ' }] })[0]!;
    expect(same.score).toBeGreaterThan(without.score);
    expect(same.reasons).toContain('License number agrees');
    expect(other.score).toBe(without.score);
    expect(relateLicenses(licenseKeys([{ number: '4471' }]), licenseKeys([{ number: '004471', state: 'NY' }]))).toBe('agree');
    expect(relateLicenses(licenseKeys([{ number: '4471', state: 'NJ' }]), licenseKeys([{ number: '004471', state: 'NY' }]))).toBe(
      'missing',
    );
  });

  it('makes an agreeing FEIN identity evidence for a business and a different FEIN evidence against', () => {
    const index = buildIndex([buildBusinessRecord('Sunrise Home Health LLC', { identifiers: { fein: '12-3456789' } })]);
    const same = screenSubject(index, { id: 'b', kind: 'business', businessName: 'Sunrise Home Health LLC', fein: '123456789' })[0];
    const other = screenSubject(index, { id: 'b', kind: 'business', businessName: 'Sunrise Home Health LLC', fein: '987654321' })[0];
    expect(same?.band).toBe('MATCH');
    expect(other === undefined || other.score < same!.score).toBe(true);
  });
});

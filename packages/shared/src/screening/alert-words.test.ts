import { describe, expect, it } from 'vitest';
import { alertChangeText, alertHistoryReason, alertStatusText, alertSubjectLabel } from './alerts';
import { labelledFieldsText, listRecordDetails } from './list-record-fields';

describe('alert words for documents (issue 31)', () => {
  it('names the subject with its role', () => {
    expect(alertSubjectLabel('Janice Allen', 'EMPLOYEE')).toBe('Janice Allen, employee');
    expect(alertSubjectLabel('Acme Medical Supply', 'VENDOR')).toBe('Acme Medical Supply, company');
    expect(alertSubjectLabel('Helga Quartermaine', 'OWNER')).toBe('Helga Quartermaine, owner');
  });

  it('puts statuses, changes and reasons in words, never the stored codes', () => {
    expect(alertChangeText(null, 'OPEN')).toBe('Raised (Under review)');
    expect(alertChangeText('VENDOR_RESPONDED', 'CONFIRMED')).toBe('Under review (vendor answered) to Excluded (confirmed)');
    expect(alertChangeText('OPEN', 'CLEARED')).toBe('Under review to Cleared: not the same person');
    expect(alertStatusText('SOMETHING_NEW')).toBe('Other status');
    expect(alertHistoryReason('REOPENED_RECORD_CHANGED')).toBe('reopened: the list record changed');
    expect(alertHistoryReason('UNKNOWN_CODE')).toBe('');
  });

  it('writes a list record on one line without the list name, placeholders or raw columns', () => {
    const ofac = {
      recordId: '36',
      names: { full: 'ACME' },
      address: { street: '-0-', city: 'Havana' },
      raw: { ent_num: '36', Vess_flag: '-0-' },
    };
    expect(labelledFieldsText(listRecordDetails(ofac, 'full'))).toBe('List Record ID: 36; Name on List: ACME; Address on List: Havana');
    const leie = { names: { full: 'ALLEN, JANICE' }, dob: '1979-04-23', exclusionDate: '2016-01-15', raw: { EXCLDATE: '20160115' } };
    expect(labelledFieldsText(listRecordDetails(leie, 'client'))).toBe(
      'Name on List: ALLEN, JANICE; Date of Birth on List: 1979 (year only); Exclusion Date: 01/15/2016',
    );
  });
});

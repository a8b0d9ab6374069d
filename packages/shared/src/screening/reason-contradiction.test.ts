import { describe, expect, it } from 'vitest';
import { reasonContradiction } from './reason-contradiction';

const subject = { 'First Name': 'Ann', 'Middle Name': 'Marie', 'Last Name': 'Lee', 'Date of Birth': '03/04/1970' };

describe('reasonContradiction', () => {
  it('warns when "Different date of birth" is chosen while the dates of birth shown are the same', () => {
    expect(reasonContradiction('OTHER_DOB', subject, { 'Date of Birth on List': '03/04/1970' })).toContain('(03/04/1970) is the same');
    expect(reasonContradiction('OTHER_DOB', subject, { 'Date of Birth on List': '01/01/1960, 03/04/1970' })).not.toBeNull();
  });

  it('stays quiet when the dates differ or one is missing', () => {
    expect(reasonContradiction('OTHER_DOB', subject, { 'Date of Birth on List': '03/05/1970' })).toBeNull();
    expect(reasonContradiction('OTHER_DOB', subject, {})).toBeNull();
    expect(reasonContradiction('OTHER_DOB', { 'First Name': 'Ann' }, { 'Date of Birth on List': '03/04/1970' })).toBeNull();
  });

  it('warns when "Different middle name" is chosen while the middle name is in the name on the list', () => {
    expect(reasonContradiction('OTHER_MIDDLE_NAME', subject, { 'Name on List': 'LEE, ANN MARIE' })).toContain('(Marie)');
    expect(reasonContradiction('OTHER_MIDDLE_NAME', subject, { 'Name on List': 'LEE, ANN' })).toBeNull();
  });

  it('does not judge the other reasons', () => {
    expect(reasonContradiction('OTHER', subject, { 'Date of Birth on List': '03/04/1970' })).toBeNull();
  });
});

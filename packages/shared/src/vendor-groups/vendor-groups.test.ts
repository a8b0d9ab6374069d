import { describe, expect, it } from 'vitest';
import { parseIdentifiers, regroupOutcome, SignupCodeParams } from './vendor-groups';

describe('Vendor Group Manager identifiers (spec 002 §2)', () => {
  it('splits several values on spaces and commas, keeping the typed order', () => {
    expect(parseIdentifiers('12, 7 31,,  4')).toEqual(['12', '7', '31', '4']);
    expect(parseIdentifiers('ABCD1234\tWXYZ9876\nQRST5678')).toEqual(['ABCD1234', 'WXYZ9876', 'QRST5678']);
  });

  it('drops repeats and answers nothing for blank input', () => {
    expect(parseIdentifiers('5 5,5')).toEqual(['5']);
    expect(parseIdentifiers(' , ')).toEqual([]);
  });
});

describe('regroup result texts (spec 002 §8)', () => {
  it('says no changes were made when nothing moved or failed', () => {
    expect(regroupOutcome({ covsThatMoved: [], covsThatCouldNotMove: [] })).toEqual({ severity: 'info', text: 'No changes were made' });
  });

  it('counts the moved COVs on success and lists the ids that could not move as an error', () => {
    expect(regroupOutcome({ covsThatMoved: [1, 2], covsThatCouldNotMove: [] })).toEqual({
      severity: 'success',
      text: 'Successfully moved 2 COV(s)',
    });
    expect(regroupOutcome({ covsThatMoved: [], covsThatCouldNotMove: [8, 9] })).toEqual({
      severity: 'error',
      text: '2 COV(s) could not be moved: 8, 9',
    });
  });

  it('warns with both when some moved and some did not', () => {
    expect(regroupOutcome({ covsThatMoved: [1], covsThatCouldNotMove: [9] })).toEqual({
      severity: 'warning',
      text: 'Successfully moved 1 COV(s). 1 COV(s) could not be moved: 9',
    });
  });
});

describe('signup code search value (spec 002 §5)', () => {
  it("requires a value: 'Enter a Signup Code'", () => {
    const result = SignupCodeParams.safeParse({ signupId: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a Signup Code');
  });
});

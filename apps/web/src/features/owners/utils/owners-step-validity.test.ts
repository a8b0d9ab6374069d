import { describe, expect, it } from 'vitest';
import { GENERIC_STEP_INVALID_REASON } from '../../../lib/wizard-step';
import { ownersStepProblem } from './owners-step-validity';

const valid = { ownerFormOpen: false, percentageProblem: null, ownerCount: 1, ownerRequiredAtSignup: true };

describe('owners step validity', () => {
  it('is valid with an owner and good percentages', () => {
    expect(ownersStepProblem(valid)).toBeNull();
  });

  it('asks to save or cancel while an owner form is open', () => {
    expect(ownersStepProblem({ ...valid, ownerFormOpen: true, percentageProblem: 'Total % must not exceed 100%' })).toBe(
      'Please save your changes or cancel out of them',
    );
  });

  it('refuses a total over 100 with the spec text and other bad percentages with the generic reason', () => {
    expect(ownersStepProblem({ ...valid, percentageProblem: 'Total % must not exceed 100%' })).toBe('Total % must not exceed 100%');
    expect(ownersStepProblem({ ...valid, percentageProblem: 'Must be a number' })).toBe(GENERIC_STEP_INVALID_REASON);
  });

  it('needs at least one owner only when the client requires owners at signup', () => {
    expect(ownersStepProblem({ ...valid, ownerCount: 0 })).toBe('Please enter at least one owner');
    expect(ownersStepProblem({ ...valid, ownerCount: 0, ownerRequiredAtSignup: false })).toBeNull();
  });
});

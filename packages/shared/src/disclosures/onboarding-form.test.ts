import { describe, expect, it } from 'vitest';
import { findFormIssues } from './form-issues';
import { onboardingForm } from './onboarding-form';
import { questionState } from './question-state';

describe('the demo onboarding form', () => {
  it('has no rule or choice issues', () => {
    expect(findFormIssues(onboardingForm)).toEqual([]);
  });

  it('asks for exclusion details only after a Yes, and then requires them', () => {
    const hidden = questionState(onboardingForm, { contactName: 'Ann', everExcluded: 'NO', usesSubcontractors: 'NO' });
    expect(hidden.questions.exclusionDetails?.visible).toBe(false);
    expect(hidden.valid).toBe(true);
    const shown = questionState(onboardingForm, { contactName: 'Ann', everExcluded: 'YES', usesSubcontractors: 'NO' });
    expect(shown.questions.exclusionDetails?.visible).toBe(true);
    expect(shown.valid).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CONDITIONS_BY_KIND, conditionKindOf } from './conditions';
import { findFormIssues } from './form-issues';
import { DisplayType, allQuestions } from './question-model';
import { questionState } from './question-state';
import { evaluateForm } from './rules';
import { sampleForm, sampleFormAnswers } from './sample-form';
import { validateAnswers } from './validate-answers';

const questions = allQuestions(sampleForm);
const visibleIds = (answers: Record<string, unknown>) =>
  Object.entries(evaluateForm(sampleForm, answers).questions)
    .filter(([, state]) => state.visible)
    .map(([id]) => id);

describe('sample disclosure form', () => {
  it('has the four named groups and no configuration issue', () => {
    expect(sampleForm.name).toBe('Vendor Disclosure Form');
    expect(sampleForm.questionGroups.map((group) => group.name)).toEqual([
      'Company Information',
      'Ownership and Control',
      'Exclusion History',
      'Attestation',
    ]);
    expect(findFormIssues(sampleForm)).toEqual([]);
  });

  it('uses every display type', () => {
    expect(new Set(questions.map((question) => question.displayType))).toEqual(new Set(DisplayType.options));
  });

  it('uses every condition of every question kind, and checkbox and dropdown each use all theirs', () => {
    const used = new Set(questions.flatMap((question) => question.expressions.map((e) => `${conditionKindOf(question)}:${e.condition}`)));
    for (const [kind, conditions] of Object.entries(CONDITIONS_BY_KIND)) {
      for (const condition of conditions) expect(used, `${kind}:${condition}`).toContain(`${kind}:${condition}`);
    }
    for (const displayType of ['CHECKBOX', 'DROPDOWN'] as const) {
      const conditions = new Set(
        questions.filter((q) => q.displayType === displayType).flatMap((q) => q.expressions.map((e) => e.condition)),
      );
      expect(conditions).toEqual(new Set(CONDITIONS_BY_KIND.choiceSet));
    }
  });

  it('has show and require rules', () => {
    expect(questions.some((question) => question.rulesThatWouldShowQuestion.length > 0)).toBe(true);
    expect(questions.some((question) => question.rulesThatWouldRequireQuestion.length > 0)).toBe(true);
  });

  it('accepts its sample answers without errors and keeps all of them', () => {
    const result = validateAnswers(sampleForm, sampleFormAnswers);
    expect(result.fieldErrors).toEqual({});
    expect(result.cleaned).toEqual(sampleFormAnswers);
  });

  it('an empty form shows the always-on questions and hints and asks for the required ones', () => {
    const state = questionState(sampleForm, {});
    expect(state.valid).toBe(false);
    expect(state.questions.entityTypeHint?.visible).toBe(true);
    expect(state.questions.servicesHint?.visible).toBe(true);
    expect(state.questions.exclusionPendingHint?.visible).toBe(true);
    expect(state.questions.parentHint?.visible).toBe(false);
    expect(state.questions.signature?.visible).toBe(false);
    expect(state.questions.servicesProvided?.error).toBe('One option is required');
    expect(state.questions.hqAddress?.partErrors).toMatchObject({ street1: 'Required', postalCode: 'Required' });
  });
});

describe('sample form journeys', () => {
  it('a staffing-only vendor must upload its license, a mixed one may skip it and is asked about subcontracting', () => {
    const staffingOnly = { ...sampleFormAnswers, servicesProvided: ['STAFFING'], staffingLicense: [], staffingLicenseExpiry: undefined };
    expect(validateAnswers(sampleForm, staffingOnly).fieldErrors).toEqual({ staffingLicense: 'A file is required to be uploaded' });
    expect(visibleIds(staffingOnly)).not.toContain('staffingSubcontracts');

    const mixed = { ...staffingOnly, servicesProvided: ['STAFFING', 'IT'] };
    expect(validateAnswers(sampleForm, mixed).fieldErrors).toEqual({});
    expect(visibleIds(mixed)).toEqual(expect.arrayContaining(['staffingSubcontracts', 'nonClinicalNote']));
  });

  it('a sole proprietor skips the ownership questions and their answers are reset', () => {
    const result = validateAnswers(sampleForm, { ...sampleFormAnswers, entityType: 'SOLE_PROP' });
    expect(result.fieldErrors).toEqual({});
    for (const id of [
      'ownerCount',
      'ownerNames',
      'parentCompany',
      'parentAddress',
      'parentOrgChart',
      'managingEmployees',
      'complianceOfficerEmail',
    ]) {
      expect(result.cleaned).not.toHaveProperty(id);
    }
  });

  it('an OIG exclusion asks for the details, the reinstatement date and the documents', () => {
    const answers = { ...sampleFormAnswers, everExcluded: 'YES', exclusionAgency: 'OIG LEIE' };
    expect(validateAnswers(sampleForm, answers).fieldErrors).toEqual({
      exclusionDate: 'Required',
      reinstatementDate: 'Required',
      exclusionExplanation: 'Required',
      exclusionDocuments: 'A file is required to be uploaded',
    });
    expect(visibleIds(answers)).toEqual(expect.arrayContaining(['exclusionDocsNote', 'screeningFrequency']));
  });

  it('a state Medicaid exclusion asks for the state but not for documents', () => {
    const answers = {
      ...sampleFormAnswers,
      everExcluded: 'YES',
      exclusionAgency: 'State medicaid',
      exclusionDate: '2019-03-01',
      exclusionExplanation: 'Billing error, resolved.',
    };
    expect(validateAnswers(sampleForm, answers).fieldErrors).toEqual({ exclusionState: 'Required' });
  });

  it('unticking the confirmation hides the signature and clears it', () => {
    const state = questionState(sampleForm, { ...sampleFormAnswers, attestationConfirm: [] });
    expect(state.questions.signature?.visible).toBe(false);
    expect(state.questions.signedNote?.visible).toBe(false);
    expect(state.answers).not.toHaveProperty('signature');
    expect(state.questions.attestationConfirm?.error).toBe('One option is required');
  });
});

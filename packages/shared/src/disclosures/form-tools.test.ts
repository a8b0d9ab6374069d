import { describe, expect, it } from 'vitest';
import { applyAnswers, answersFromDefinition } from './form-answers';
import { FormConfigError, assertSoundForm, findFormIssues } from './form-issues';
import { FormDefinition } from './question-model';
import type { QuestionInput } from './question-model';
import { questionState } from './question-state';

const form = (...questions: QuestionInput[]) => FormDefinition.parse({ questionGroups: [{ id: 'g', questions }] });
const text = (dataPointId: string, extra: Partial<QuestionInput> = {}): QuestionInput => ({
  dataPointId,
  labelText: dataPointId,
  dataType: 'STRING',
  displayType: 'TEXT',
  ...extra,
});

describe('form definition schema', () => {
  it('refuses two questions with the same dataPointId', () => {
    const result = FormDefinition.safeParse({
      questionGroups: [
        { id: 1, questions: [text('a')] },
        { id: 2, questions: [text('a')] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Duplicate dataPointId a');
  });

  it('fills in defaults for omitted lists and flags', () => {
    const question = form(text('a')).questionGroups[0]?.questions[0];
    expect(question).toMatchObject({
      required: false,
      choices: [],
      expressions: [],
      rulesThatWouldShowQuestion: [],
      rulesThatWouldRequireQuestion: [],
    });
  });
});

describe('form configuration issues', () => {
  const broken = form(
    text('a', { expressions: [{ ruleName: 'r1', condition: 'looksLike', value: 'x' }] }),
    text('b', { rulesThatWouldShowQuestion: ['r1', 'ghost'] }),
  );

  it('lists unknown conditions and rule names without expressions', () => {
    expect(findFormIssues(broken).map((issue) => [issue.code, issue.dataPointId, issue.ruleName])).toEqual([
      ['UNKNOWN_CONDITION', 'a', 'r1'],
      ['UNKNOWN_RULE', 'b', 'ghost'],
    ]);
  });

  it('assertSoundForm throws a FormConfigError carrying the issues', () => {
    expect(() => assertSoundForm(broken)).toThrow(FormConfigError);
    try {
      assertSoundForm(broken);
    } catch (error) {
      expect((error as FormConfigError).issues).toHaveLength(2);
    }
    expect(() => assertSoundForm(form(text('a')))).not.toThrow();
  });
});

describe('answers and the checklist item', () => {
  const definition = form(
    text('a', { value: 'stored', expressions: [{ ruleName: 'r', condition: 'is', value: 'yes', satisfied: true }] }),
    text('b', { value: null }),
  );

  it('reads stored question values into an answers map', () => {
    expect(answersFromDefinition(definition)).toEqual({ a: 'stored' });
  });

  it('writes answers back into the questions with fresh satisfied flags, without changing the original', () => {
    const applied = applyAnswers(definition, { b: 'new' });
    const [a, b] = applied.questionGroups[0]?.questions ?? [];
    expect(a?.value).toBeUndefined();
    expect(a?.expressions[0]?.satisfied).toBe(false);
    expect(b?.value).toBe('new');
    expect(definition.questionGroups[0]?.questions[0]?.value).toBe('stored');
  });
});

describe('question state for the web', () => {
  const definition = form(
    text('trigger', { expressions: [{ ruleName: 'show', condition: 'is', value: 'yes' }] }),
    text('shown', { required: true, characterLimit: 2, rulesThatWouldShowQuestion: ['show'] }),
    { dataPointId: 'addr', labelText: 'Address', dataType: 'ADDRESS', displayType: 'ADDRESS', required: true },
  );

  it('combines visibility, requiredness and each question error', () => {
    const state = questionState(definition, {
      trigger: 'yes',
      shown: 'abc',
      addr: { street1: '1 Main', city: 'Austin', state: 'TX', postalCode: '1', country: 'US' },
    });
    expect(state.rules).toEqual({ show: true });
    expect(state.questions.shown).toEqual({ visible: true, required: true, error: 'Max of 2 characters', partErrors: {} });
    expect(state.questions.addr).toEqual({
      visible: true,
      required: true,
      error: undefined,
      partErrors: { postalCode: 'Zip Code must be 5 or 9 digits, e.g: 12345 or 12345-1234' },
    });
    expect(state.valid).toBe(false);
  });

  it('hands back the answers with hidden ones reset and no error for hidden questions', () => {
    const state = questionState(definition, { trigger: 'no', shown: 'abc' });
    expect(state.answers).toEqual({ trigger: 'no' });
    expect(state.questions.shown).toMatchObject({ visible: false, error: undefined });
  });
});

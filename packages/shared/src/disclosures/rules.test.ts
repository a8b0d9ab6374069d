import { describe, expect, it } from 'vitest';
import { FormDefinition } from './question-model';
import type { QuestionInput } from './question-model';
import { evaluateForm, evaluateRules, resetHiddenAnswers, settleAnswers } from './rules';

const form = (...questions: QuestionInput[]) => FormDefinition.parse({ questionGroups: [{ id: 1, questions }] });
const text = (dataPointId: string, extra: Partial<QuestionInput> = {}): QuestionInput => ({
  dataPointId,
  labelText: dataPointId,
  dataType: 'STRING',
  displayType: 'TEXT',
  ...extra,
});

describe('rule satisfaction', () => {
  const definition = form(
    text('a', { expressions: [{ ruleName: 'both', condition: 'is', value: 'x' }] }),
    text('b', {
      expressions: [
        { ruleName: 'both', condition: 'is', value: 'y' },
        { ruleName: 'bOnly', condition: 'isNotBlank' },
      ],
    }),
  );

  it('a rule is satisfied only when all its expressions, across questions, are satisfied', () => {
    expect(evaluateRules(definition, { a: 'x', b: 'y' })).toEqual({ both: true, bOnly: true });
    expect(evaluateRules(definition, { a: 'x', b: 'z' })).toEqual({ both: false, bOnly: true });
    expect(evaluateRules(definition, { a: 'q', b: 'y' })).toEqual({ both: false, bOnly: true });
  });

  it('evaluates every rule even with no answers at all', () => {
    expect(evaluateForm(definition, {}).rules).toEqual({ both: false, bOnly: false });
  });
});

describe('visibility', () => {
  const definition = form(
    text('trigger', {
      expressions: [
        { ruleName: 'isYes', condition: 'is', value: 'yes' },
        { ruleName: 'isMaybe', condition: 'is', value: 'maybe' },
      ],
    }),
    text('always'),
    text('oneRule', { rulesThatWouldShowQuestion: ['isYes'] }),
    text('twoRules', { rulesThatWouldShowQuestion: ['isYes', 'isMaybe'] }),
    text('missingRule', { rulesThatWouldShowQuestion: ['noSuchRule'] }),
  );
  const visible = (answer: string | undefined) =>
    Object.fromEntries(Object.entries(evaluateForm(definition, { trigger: answer }).questions).map(([id, state]) => [id, state.visible]));

  it('a question without show rules is always visible', () => {
    expect(visible(undefined).always).toBe(true);
  });

  it('a question with one show rule is visible only while it is satisfied', () => {
    expect(visible('yes').oneRule).toBe(true);
    expect(visible('no').oneRule).toBe(false);
  });

  it('a question with several show rules is visible when any of them is satisfied', () => {
    expect(visible('yes').twoRules).toBe(true);
    expect(visible('maybe').twoRules).toBe(true);
    expect(visible('no').twoRules).toBe(false);
  });

  it('ignores a show rule that no expression defines, so the question is still asked', () => {
    expect(visible('no').missingRule).toBe(true);
    expect(evaluateForm(definition, {}).rules).not.toHaveProperty('noSuchRule');
  });
});

describe('requiredness', () => {
  const definition = form(
    text('trigger', {
      expressions: [
        { ruleName: 'needA', condition: 'is', value: 'a' },
        { ruleName: 'needB', condition: 'is', value: 'b' },
      ],
    }),
    text('flagged', { required: true }),
    text('byRule', { rulesThatWouldRequireQuestion: ['needA', 'needB'] }),
    text('optional'),
  );

  it('a question marked required is always required', () => {
    expect(evaluateForm(definition, {}).questions.flagged?.required).toBe(true);
  });

  it('a question is required when any of its require rules is satisfied', () => {
    expect(evaluateForm(definition, { trigger: 'a' }).questions.byRule?.required).toBe(true);
    expect(evaluateForm(definition, { trigger: 'B' }).questions.byRule?.required).toBe(true);
    expect(evaluateForm(definition, { trigger: 'c' }).questions.byRule?.required).toBe(false);
  });

  it('a question with neither flag nor satisfied rule is optional', () => {
    expect(evaluateForm(definition, { trigger: 'a' }).questions.optional).toEqual({ visible: true, required: false });
  });
});

describe('resetting hidden answers', () => {
  it('removes the answer of a hidden question and keeps the others', () => {
    const definition = form(
      text('hasOther', { expressions: [{ ruleName: 'other', condition: 'is', value: 'yes' }] }),
      text('otherText', { rulesThatWouldShowQuestion: ['other'] }),
    );
    expect(resetHiddenAnswers(definition, { hasOther: 'no', otherText: 'stale' })).toEqual({ hasOther: 'no' });
    expect(resetHiddenAnswers(definition, { hasOther: 'yes', otherText: 'kept' })).toEqual({ hasOther: 'yes', otherText: 'kept' });
  });

  it('follows a chain: clearing a hidden answer hides the questions that depended on it', () => {
    const definition = form(
      text('a', { expressions: [{ ruleName: 'showB', condition: 'is', value: 'go' }] }),
      text('b', { rulesThatWouldShowQuestion: ['showB'], expressions: [{ ruleName: 'showC', condition: 'isNotBlank' }] }),
      text('c', { rulesThatWouldShowQuestion: ['showC'], expressions: [{ ruleName: 'showD', condition: 'isNotBlank' }] }),
      text('d', { rulesThatWouldShowQuestion: ['showD'] }),
    );
    const answers = { a: 'go', b: 'x', c: 'y', d: 'z' };
    expect(resetHiddenAnswers(definition, answers)).toEqual(answers);
    expect(resetHiddenAnswers(definition, { ...answers, a: 'stop' })).toEqual({ a: 'stop' });
  });

  it('keeps an answer whose question shows again once a stale earlier answer is cleared', () => {
    const definition = form(
      text('z', { expressions: [{ ruleName: 'showY', condition: 'is', value: 'on' }] }),
      text('y', { rulesThatWouldShowQuestion: ['showY'], expressions: [{ ruleName: 'showX', condition: 'isNot', value: 'a' }] }),
      text('x', { rulesThatWouldShowQuestion: ['showX'] }),
    );
    // y is hidden with a stale 'a' that also hides x; once y is cleared, x is visible and keeps its answer.
    expect(resetHiddenAnswers(definition, { z: 'off', y: 'a', x: 'kept' })).toEqual({ z: 'off', x: 'kept' });
  });

  it('stops on mutually dependent questions and leaves no hidden answer', () => {
    const definition = form(
      text('p', { rulesThatWouldShowQuestion: ['qSet'], expressions: [{ ruleName: 'pSet', condition: 'isNotBlank' }] }),
      text('q', { rulesThatWouldShowQuestion: ['pSet'], expressions: [{ ruleName: 'qSet', condition: 'is', value: 'on' }] }),
    );
    const result = settleAnswers(definition, { p: 'x', q: 'off' });
    expect(result.settled).toBe(true);
    expect(result.answers).toEqual({});
    expect(result.evaluation.questions).toEqual({ p: { visible: false, required: false }, q: { visible: false, required: false } });
  });

  it('leaves answers to unknown questions alone and does not change its input', () => {
    const definition = form(text('a'));
    const answers = { a: 'x', unknown: 'y' };
    expect(resetHiddenAnswers(definition, answers)).toEqual({ a: 'x', unknown: 'y' });
    expect(answers).toEqual({ a: 'x', unknown: 'y' });
  });
});

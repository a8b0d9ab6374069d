import { z } from 'zod';
import { choiceValue } from './question-model';
import type { Expression, Question } from './question-model';

/**
 * Evaluation of one expression against the answer of the question that owns it (spec 000 §4,
 * Expression conditions by question kind).
 *
 * Semantics decided here (the spec lists the conditions, not their edge cases):
 * - Blank means: no value, '' or only spaces, an empty list, a signature without a name, an address
 *   with every part blank. A value of the wrong shape for the question reads as blank, so a broken
 *   answer never satisfies a condition that needs content (validation reports it separately).
 * - text (TEXT and DATE displays, whatever the data type: e-mail, phone, number and date are compared as
 *   text): both sides trimmed and lower-cased, so comparisons ignore case and surrounding spaces.
 *   isNot / doesNotContain are the exact negations of is / contains, so they hold for a blank answer.
 * - radio: the selected choice value equals (is) or differs from (isNot) the expression value, exactly:
 *   choice values are identifiers, and `findFormIssues` flags expression values that are not a choice.
 * - checkbox and dropdown (single or multi): the answer is the set of selected values.
 *   is = exactly one selected and it is the value; isNot = not that; contains = the value is among the
 *   selected; doesNotContain = not that. So with A and B selected, `is A` fails and `isNot A` holds.
 * - file, signature, address, display text: isBlank / isNotBlank only (display text is always blank).
 * - A condition the kind does not list, or an unknown one, is never satisfied; `conditionIssue` says why.
 */

export const Condition = z.enum(['isBlank', 'isNotBlank', 'is', 'isNot', 'contains', 'doesNotContain', 'startsWith', 'endsWith']);
export type Condition = z.infer<typeof Condition>;

/** How a question's answer is read by conditions. */
export type ConditionKind = 'radio' | 'text' | 'choiceSet' | 'presence';

/** The conditions each kind understands (spec 000 §4). */
export const CONDITIONS_BY_KIND: Readonly<Record<ConditionKind, readonly Condition[]>> = {
  radio: ['isBlank', 'isNotBlank', 'is', 'isNot'],
  text: ['isBlank', 'isNotBlank', 'contains', 'doesNotContain', 'is', 'isNot', 'startsWith', 'endsWith'],
  choiceSet: ['isBlank', 'isNotBlank', 'is', 'contains', 'isNot', 'doesNotContain'],
  presence: ['isBlank', 'isNotBlank'],
};

/** Conditions that compare with the expression's value (the others only look at blankness). */
export const VALUE_CONDITIONS: readonly Condition[] = ['is', 'isNot', 'contains', 'doesNotContain', 'startsWith', 'endsWith'];

/** The condition kind of a question, from its display type. */
export function conditionKindOf(question: Pick<Question, 'displayType'>): ConditionKind {
  switch (question.displayType) {
    case 'RADIO':
      return 'radio';
    case 'TEXT':
    case 'DATE':
      return 'text';
    case 'CHECKBOX':
    case 'DROPDOWN':
      return 'choiceSet';
    case 'FILE':
    case 'SIGNATURE':
    case 'ADDRESS':
    case 'DISPLAY_TEXT':
      return 'presence';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlankString = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** A text answer; anything that is not a string (lists, objects, numbers) reads as no answer. */
export function answerText(answer: unknown): string {
  return typeof answer === 'string' ? answer : '';
}

/** The selected values of a choice question: a string is one selection, a list many; blanks ignored. */
export function selectedValues(answer: unknown): string[] {
  const values = Array.isArray(answer) ? answer : [answer];
  return values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** Whether an answer counts as blank for a question (see the module comment). */
export function isBlankAnswer(question: Pick<Question, 'displayType'>, answer: unknown): boolean {
  switch (question.displayType) {
    case 'DISPLAY_TEXT':
      return true;
    case 'RADIO':
    case 'TEXT':
    case 'DATE':
      return answerText(answer).trim() === '';
    case 'CHECKBOX':
    case 'DROPDOWN':
      return selectedValues(answer).length === 0;
    case 'FILE':
      return !Array.isArray(answer) || answer.length === 0;
    case 'SIGNATURE':
      return !isRecord(answer) || isBlankString(answer.name);
    case 'ADDRESS':
      return !isRecord(answer) || Object.values(answer).every(isBlankString);
  }
}

const allowed = (kind: ConditionKind, condition: string): condition is Condition =>
  (CONDITIONS_BY_KIND[kind] as readonly string[]).includes(condition);

/**
 * Whether `expression` holds for `answer`, the current answer of `question` (the expression's owner).
 * Never throws: an unknown or inapplicable condition is simply not satisfied.
 */
export function evaluateExpression(
  question: Pick<Question, 'displayType'>,
  expression: Pick<Expression, 'condition' | 'value'>,
  answer: unknown,
): boolean {
  const kind = conditionKindOf(question);
  const { condition } = expression;
  if (!allowed(kind, condition)) return false;
  if (condition === 'isBlank') return isBlankAnswer(question, answer);
  if (condition === 'isNotBlank') return !isBlankAnswer(question, answer);
  const expected = expression.value ?? '';

  if (kind === 'text') {
    const actual = answerText(answer).trim().toLowerCase();
    const wanted = expected.trim().toLowerCase();
    switch (condition) {
      case 'is':
        return actual === wanted;
      case 'isNot':
        return actual !== wanted;
      case 'contains':
        return actual.includes(wanted);
      case 'doesNotContain':
        return !actual.includes(wanted);
      case 'startsWith':
        return actual.startsWith(wanted);
      case 'endsWith':
        return actual.endsWith(wanted);
    }
    return false;
  }

  if (kind === 'radio') {
    const actual = typeof answer === 'string' ? answer : '';
    return condition === 'is' ? actual === expected : actual !== expected;
  }

  // choiceSet; presence never gets here because it only allows the blank conditions.
  const selected = selectedValues(answer);
  const is = selected.length === 1 && selected[0] === expected;
  const contains = selected.includes(expected);
  switch (condition) {
    case 'is':
      return is;
    case 'isNot':
      return !is;
    case 'contains':
      return contains;
    case 'doesNotContain':
      return !contains;
  }
  return false;
}

/** Why an expression cannot work as written (a configuration problem, not a user error). */
export type ConditionIssueCode = 'UNKNOWN_CONDITION' | 'CONDITION_NOT_FOR_KIND' | 'MISSING_VALUE' | 'VALUE_NOT_A_CHOICE';

/** A problem with one expression of one question, for logs, admin screens or a form-config check. */
export interface ConditionIssue {
  code: ConditionIssueCode;
  dataPointId: string;
  ruleName: string;
  condition: string;
  message: string;
}

/**
 * The problem with an expression, or null when it is sound. Unknown conditions and conditions the
 * question kind does not list are never satisfied, so a form that has them cannot behave as meant.
 */
export function conditionIssue(
  question: Pick<Question, 'dataPointId' | 'displayType' | 'choices'>,
  expression: Pick<Expression, 'ruleName' | 'condition' | 'value'>,
): ConditionIssue | null {
  const kind = conditionKindOf(question);
  const base = { dataPointId: question.dataPointId, ruleName: expression.ruleName, condition: expression.condition };
  const where = `rule ${expression.ruleName}, question ${question.dataPointId}`;
  if (!Condition.safeParse(expression.condition).success) {
    return { ...base, code: 'UNKNOWN_CONDITION', message: `Unknown condition '${expression.condition}' (${where})` };
  }
  if (!allowed(kind, expression.condition)) {
    const list = CONDITIONS_BY_KIND[kind].join(', ');
    return {
      ...base,
      code: 'CONDITION_NOT_FOR_KIND',
      message: `Condition '${expression.condition}' does not apply to a ${question.displayType} question; use one of ${list} (${where})`,
    };
  }
  const needsValue = (VALUE_CONDITIONS as readonly string[]).includes(expression.condition);
  if (needsValue && (expression.value ?? '') === '') {
    return { ...base, code: 'MISSING_VALUE', message: `Condition '${expression.condition}' needs a value (${where})` };
  }
  if (needsValue && kind !== 'text' && question.choices.length > 0 && !question.choices.map(choiceValue).includes(expression.value ?? '')) {
    return {
      ...base,
      code: 'VALUE_NOT_A_CHOICE',
      message: `Value '${expression.value ?? ''}' is not one of the question's choices (${where})`,
    };
  }
  return null;
}

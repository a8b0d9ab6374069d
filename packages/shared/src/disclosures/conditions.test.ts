import { describe, expect, it } from 'vitest';
import { conditionIssue, conditionKindOf, evaluateExpression, isBlankAnswer } from './conditions';
import { Question } from './question-model';
import type { QuestionInput } from './question-model';

const question = (input: Partial<QuestionInput> & Pick<QuestionInput, 'displayType'>) =>
  Question.parse({ dataPointId: 'q', labelText: 'Q', dataType: 'STRING', ...input });
const holds = (q: Question, condition: string, answer: unknown, value?: string) => evaluateExpression(q, { condition, value }, answer);

describe('radio conditions', () => {
  const radio = question({
    displayType: 'RADIO',
    dataType: 'BOOLEAN',
    choices: [
      { text: 'Yes', value: 'Y' },
      { text: 'No', value: 'N' },
    ],
  });

  it('isBlank holds only while nothing is picked', () => {
    expect(holds(radio, 'isBlank', undefined)).toBe(true);
    expect(holds(radio, 'isBlank', '')).toBe(true);
    expect(holds(radio, 'isBlank', 'Y')).toBe(false);
  });

  it('isNotBlank holds once a choice is picked', () => {
    expect(holds(radio, 'isNotBlank', 'N')).toBe(true);
    expect(holds(radio, 'isNotBlank', null)).toBe(false);
  });

  it('is compares the picked choice value, not its text', () => {
    expect(holds(radio, 'is', 'Y', 'Y')).toBe(true);
    expect(holds(radio, 'is', 'N', 'Y')).toBe(false);
    expect(holds(radio, 'is', 'Y', 'Yes')).toBe(false);
  });

  it('isNot holds for another choice and for no answer', () => {
    expect(holds(radio, 'isNot', 'N', 'Y')).toBe(true);
    expect(holds(radio, 'isNot', undefined, 'Y')).toBe(true);
    expect(holds(radio, 'isNot', 'Y', 'Y')).toBe(false);
  });

  it('does not understand text conditions such as contains', () => {
    expect(holds(radio, 'contains', 'Y', 'Y')).toBe(false);
    expect(holds(radio, 'startsWith', 'Y', 'Y')).toBe(false);
  });
});

describe('text conditions (case-insensitive)', () => {
  const text = question({ displayType: 'TEXT' });

  it('isBlank treats missing, empty and all-space answers as blank', () => {
    expect(holds(text, 'isBlank', undefined)).toBe(true);
    expect(holds(text, 'isBlank', '   ')).toBe(true);
    expect(holds(text, 'isBlank', 'a')).toBe(false);
  });

  it('isNotBlank needs a visible character', () => {
    expect(holds(text, 'isNotBlank', ' x ')).toBe(true);
    expect(holds(text, 'isNotBlank', ' ')).toBe(false);
  });

  it('is ignores case and surrounding spaces', () => {
    expect(holds(text, 'is', '  ACME Inc ', 'acme inc')).toBe(true);
    expect(holds(text, 'is', 'Acme Incorporated', 'acme inc')).toBe(false);
  });

  it('isNot is the negation of is', () => {
    expect(holds(text, 'isNot', 'Other', 'none')).toBe(true);
    expect(holds(text, 'isNot', 'NONE', 'none')).toBe(false);
    expect(holds(text, 'isNot', '', 'none')).toBe(true);
  });

  it('contains finds the value anywhere, in any case', () => {
    expect(holds(text, 'contains', 'Best PHARMACY Ltd', 'pharma')).toBe(true);
    expect(holds(text, 'contains', 'Best Supplies', 'pharma')).toBe(false);
  });

  it('doesNotContain is the negation of contains, and holds for a blank answer', () => {
    expect(holds(text, 'doesNotContain', 'Best Supplies', 'Pharma')).toBe(true);
    expect(holds(text, 'doesNotContain', 'pharmaCo', 'PHARMA')).toBe(false);
    expect(holds(text, 'doesNotContain', undefined, 'pharma')).toBe(true);
  });

  it('startsWith compares the beginning, in any case', () => {
    expect(holds(text, 'startsWith', 'OIG LEIE', 'oig')).toBe(true);
    expect(holds(text, 'startsWith', 'The OIG', 'oig')).toBe(false);
  });

  it('endsWith compares the end, in any case', () => {
    expect(holds(text, 'endsWith', 'Ann@GMAIL.com', '@gmail.com')).toBe(true);
    expect(holds(text, 'endsWith', 'ann@gmail.com.evil', '@gmail.com')).toBe(false);
  });

  it('treats e-mail, phone and date questions as text', () => {
    expect(holds(question({ displayType: 'TEXT', dataType: 'EMAIL' }), 'endsWith', 'a@X.org', '.ORG')).toBe(true);
    expect(holds(question({ displayType: 'TEXT', dataType: 'PHONE' }), 'startsWith', '555-1234', '555')).toBe(true);
    expect(holds(question({ displayType: 'DATE', dataType: 'DATE' }), 'startsWith', '2024-05-01', '2024')).toBe(true);
  });

  it('reads a non-string answer as blank', () => {
    expect(holds(text, 'isBlank', { street1: 'x' })).toBe(true);
    expect(holds(text, 'contains', ['abc'], 'a')).toBe(false);
  });
});

describe.each([
  ['checkbox', question({ displayType: 'CHECKBOX', dataType: 'MULTI_SELECT', choices: ['A', 'B', 'C'] })],
  ['multi dropdown', question({ displayType: 'DROPDOWN', dataType: 'MULTI_SELECT', choices: ['A', 'B', 'C'] })],
])('%s conditions', (_kind, q) => {
  it('isBlank holds with nothing selected', () => {
    expect(holds(q, 'isBlank', [])).toBe(true);
    expect(holds(q, 'isBlank', undefined)).toBe(true);
    expect(holds(q, 'isBlank', ['A'])).toBe(false);
  });

  it('isNotBlank holds with anything selected', () => {
    expect(holds(q, 'isNotBlank', ['B'])).toBe(true);
    expect(holds(q, 'isNotBlank', [])).toBe(false);
  });

  it('is needs exactly one option selected, equal to the value', () => {
    expect(holds(q, 'is', ['A'], 'A')).toBe(true);
    expect(holds(q, 'is', ['A', 'B'], 'A')).toBe(false);
    expect(holds(q, 'is', ['B'], 'A')).toBe(false);
  });

  it('isNot is the negation of is, so it holds when more options are selected', () => {
    expect(holds(q, 'isNot', ['A', 'B'], 'A')).toBe(true);
    expect(holds(q, 'isNot', [], 'A')).toBe(true);
    expect(holds(q, 'isNot', ['A'], 'A')).toBe(false);
  });

  it('contains holds when the value is among the selected options', () => {
    expect(holds(q, 'contains', ['A', 'C'], 'C')).toBe(true);
    expect(holds(q, 'contains', ['A'], 'C')).toBe(false);
  });

  it('doesNotContain holds when the value is not selected', () => {
    expect(holds(q, 'doesNotContain', ['A'], 'C')).toBe(true);
    expect(holds(q, 'doesNotContain', ['A', 'C'], 'C')).toBe(false);
  });

  it('does not understand startsWith or endsWith', () => {
    expect(holds(q, 'startsWith', ['A'], 'A')).toBe(false);
    expect(holds(q, 'endsWith', ['A'], 'A')).toBe(false);
  });
});

describe('single dropdown conditions', () => {
  const dropdown = question({
    displayType: 'DROPDOWN',
    dataType: 'SINGLE_SELECT',
    choices: [
      { text: 'Corporation', value: 'CORP' },
      { text: 'Other', value: 'OTHER' },
    ],
  });

  it('reads the single selected value as a one-option selection', () => {
    expect(holds(dropdown, 'is', 'OTHER', 'OTHER')).toBe(true);
    expect(holds(dropdown, 'contains', 'OTHER', 'OTHER')).toBe(true);
    expect(holds(dropdown, 'isNot', 'CORP', 'OTHER')).toBe(true);
    expect(holds(dropdown, 'doesNotContain', 'CORP', 'OTHER')).toBe(true);
  });

  it('compares object choices by value, not by text', () => {
    expect(holds(dropdown, 'is', 'CORP', 'Corporation')).toBe(false);
    expect(holds(dropdown, 'is', 'CORP', 'CORP')).toBe(true);
  });

  it('is blank with an empty string and not blank with a selection', () => {
    expect(holds(dropdown, 'isBlank', '')).toBe(true);
    expect(holds(dropdown, 'isNotBlank', 'CORP')).toBe(true);
  });
});

describe('file, signature, address and display text conditions', () => {
  const file = question({ displayType: 'FILE', dataType: 'FILE' });
  const signature = question({ displayType: 'SIGNATURE', dataType: 'SIGNATURE' });
  const address = question({ displayType: 'ADDRESS', dataType: 'ADDRESS' });
  const display = question({ displayType: 'DISPLAY_TEXT' });

  it('file is blank until a file is uploaded', () => {
    expect(holds(file, 'isBlank', [])).toBe(true);
    expect(holds(file, 'isNotBlank', [{ id: 1, name: 'a.pdf' }])).toBe(true);
    expect(holds(file, 'isNotBlank', undefined)).toBe(false);
  });

  it('signature is blank until a name is typed', () => {
    expect(holds(signature, 'isBlank', { name: '  ', signedAt: '' })).toBe(true);
    expect(holds(signature, 'isNotBlank', { name: 'Jane Doe', signedAt: '2025-01-01T00:00:00Z' })).toBe(true);
  });

  it('address is blank while every part is blank', () => {
    expect(holds(address, 'isBlank', { street1: '', city: ' ' })).toBe(true);
    expect(holds(address, 'isNotBlank', { street1: '', city: 'Austin' })).toBe(true);
  });

  it('display text is always blank', () => {
    expect(holds(display, 'isBlank', 'anything')).toBe(true);
    expect(isBlankAnswer(display, 'anything')).toBe(true);
  });

  it('only isBlank and isNotBlank apply to them', () => {
    expect(holds(file, 'is', [{ id: 1, name: 'a.pdf' }], 'a.pdf')).toBe(false);
    expect(holds(signature, 'contains', { name: 'Jane', signedAt: '2025-01-01T00:00:00Z' }, 'Jane')).toBe(false);
  });
});

describe('condition kinds and configuration issues', () => {
  it('derives the kind from the display type', () => {
    expect(conditionKindOf({ displayType: 'DATE' })).toBe('text');
    expect(conditionKindOf({ displayType: 'DROPDOWN' })).toBe('choiceSet');
    expect(conditionKindOf({ displayType: 'ADDRESS' })).toBe('presence');
  });

  it('an unknown condition is never satisfied and is reported as UNKNOWN_CONDITION', () => {
    const text = question({ displayType: 'TEXT' });
    expect(holds(text, 'matches', 'abc', 'abc')).toBe(false);
    expect(holds(text, 'matches', undefined)).toBe(false);
    expect(conditionIssue(text, { ruleName: 'r', condition: 'matches', value: 'x' })).toMatchObject({
      code: 'UNKNOWN_CONDITION',
      dataPointId: 'q',
      ruleName: 'r',
      condition: 'matches',
    });
  });

  it('reports a condition the kind does not list, a missing value and a value that is not a choice', () => {
    const radio = question({ displayType: 'RADIO', choices: ['Yes', 'No'] });
    expect(conditionIssue(radio, { ruleName: 'r', condition: 'contains', value: 'Y' })?.code).toBe('CONDITION_NOT_FOR_KIND');
    expect(conditionIssue(radio, { ruleName: 'r', condition: 'is', value: null })?.code).toBe('MISSING_VALUE');
    expect(conditionIssue(radio, { ruleName: 'r', condition: 'is', value: 'yes' })?.code).toBe('VALUE_NOT_A_CHOICE');
    expect(conditionIssue(radio, { ruleName: 'r', condition: 'is', value: 'Yes' })).toBeNull();
    expect(conditionIssue(radio, { ruleName: 'r', condition: 'isBlank' })).toBeNull();
  });
});

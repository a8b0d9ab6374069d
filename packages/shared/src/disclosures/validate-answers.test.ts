import { describe, expect, it } from 'vitest';
import { FormDefinition, Question } from './question-model';
import type { QuestionInput } from './question-model';
import { answerSchemaFor, validateAnswers } from './validate-answers';

const form = (...questions: QuestionInput[]) => FormDefinition.parse({ questionGroups: [{ id: 'g', questions }] });
const q = (dataPointId: string, displayType: QuestionInput['displayType'], extra: Partial<QuestionInput> = {}): QuestionInput => ({
  dataPointId,
  labelText: dataPointId,
  dataType: 'STRING',
  displayType,
  ...extra,
});
const errorsOf = (definition: FormDefinition, answers: Record<string, unknown>) => validateAnswers(definition, answers).fieldErrors;

describe('required questions', () => {
  it("a required question left blank shows 'Required'", () => {
    const definition = form(
      q('name', 'TEXT', { required: true }),
      q('pick', 'RADIO', { required: true, choices: ['A'] }),
      q('when', 'DATE', { required: true }),
    );
    expect(errorsOf(definition, { name: '   ' })).toEqual({ name: 'Required', pick: 'Required', when: 'Required' });
  });

  it('a question required by a satisfied rule shows Required, and not otherwise', () => {
    const definition = form(
      q('kind', 'TEXT', { expressions: [{ ruleName: 'needDetail', condition: 'is', value: 'other' }] }),
      q('detail', 'TEXT', { rulesThatWouldRequireQuestion: ['needDetail'] }),
    );
    expect(errorsOf(definition, { kind: 'Other' })).toEqual({ detail: 'Required' });
    expect(errorsOf(definition, { kind: 'mine' })).toEqual({});
  });

  it("a required file shows 'A file is required to be uploaded'", () => {
    const definition = form(q('doc', 'FILE', { dataType: 'FILE', required: true }));
    expect(errorsOf(definition, {})).toEqual({ doc: 'A file is required to be uploaded' });
    expect(errorsOf(definition, { doc: [] })).toEqual({ doc: 'A file is required to be uploaded' });
    expect(errorsOf(definition, { doc: [{ id: 7, name: 'a.pdf' }] })).toEqual({});
  });

  it("a required checkbox shows 'One option is required'", () => {
    const definition = form(q('roles', 'CHECKBOX', { dataType: 'MULTI_SELECT', required: true, choices: ['CEO', 'CFO'] }));
    expect(errorsOf(definition, { roles: [] })).toEqual({ roles: 'One option is required' });
    expect(errorsOf(definition, { roles: ['CFO'] })).toEqual({});
  });

  it('a required signature needs a typed name', () => {
    const definition = form(q('sig', 'SIGNATURE', { dataType: 'SIGNATURE', required: true }));
    expect(errorsOf(definition, {})).toEqual({ sig: 'Required' });
    expect(errorsOf(definition, { sig: { name: ' ', signedAt: '' } })).toEqual({ sig: 'Required' });
    expect(errorsOf(definition, { sig: { name: 'Jane Doe', signedAt: '2025-02-03T04:05:06Z' } })).toEqual({});
  });

  it('skips required checks on request (draft save) but still checks formats', () => {
    const definition = form(q('name', 'TEXT', { required: true }), q('mail', 'TEXT', { dataType: 'EMAIL' }));
    expect(validateAnswers(definition, { mail: 'nope' }, { checkRequired: false }).fieldErrors).toEqual({ mail: 'Invalid email' });
  });
});

describe('hidden questions', () => {
  const definition = form(
    q('excluded', 'RADIO', { choices: ['Yes', 'No'], expressions: [{ ruleName: 'wasExcluded', condition: 'is', value: 'Yes' }] }),
    q('details', 'TEXT', { required: true, characterLimit: 5, rulesThatWouldShowQuestion: ['wasExcluded'] }),
  );

  it('a hidden required question is not reported and its answer is dropped', () => {
    const result = validateAnswers(definition, { excluded: 'No', details: 'far too long an answer' });
    expect(result.fieldErrors).toEqual({});
    expect(result.cleaned).toEqual({ excluded: 'No' });
    expect(result.evaluation.questions.details).toEqual({ visible: false, required: true });
  });

  it('the same question once visible is checked', () => {
    expect(errorsOf(definition, { excluded: 'Yes' })).toEqual({ details: 'Required' });
    expect(errorsOf(definition, { excluded: 'Yes', details: 'too long' })).toEqual({ details: 'Max of 5 characters' });
  });
});

describe('text formats', () => {
  it('enforces a character limit above 0 with the maxChars text', () => {
    const definition = form(q('short', 'TEXT', { characterLimit: 3 }), q('free', 'TEXT', { characterLimit: 0 }));
    expect(errorsOf(definition, { short: 'abcd', free: 'x'.repeat(5000) })).toEqual({ short: 'Max of 3 characters' });
    expect(errorsOf(definition, { short: 'abc' })).toEqual({});
  });

  it('applies the phone rule to dataType PHONE', () => {
    const definition = form(q('phone', 'TEXT', { dataType: 'PHONE' }));
    expect(errorsOf(definition, { phone: '12345' })).toEqual({ phone: 'Must be a 10 digit number' });
    expect(errorsOf(definition, { phone: '+1 (555) 123-4567' })).toEqual({});
  });

  it('applies the email rule to dataType EMAIL', () => {
    const definition = form(q('mail', 'TEXT', { dataType: 'EMAIL' }));
    expect(errorsOf(definition, { mail: 'jane@' })).toEqual({ mail: 'Invalid email' });
    expect(errorsOf(definition, { mail: 'jane@example.com' })).toEqual({});
  });

  it('leaves an optional blank phone or email alone', () => {
    const definition = form(q('phone', 'TEXT', { dataType: 'PHONE' }), q('mail', 'TEXT', { dataType: 'EMAIL' }));
    expect(validateAnswers(definition, { phone: '', mail: ' ' })).toMatchObject({ fieldErrors: {}, cleaned: {} });
  });

  it('accepts only ISO calendar dates for a date question', () => {
    const definition = form(q('when', 'DATE', { dataType: 'DATE' }));
    expect(errorsOf(definition, { when: '2024-02-29' })).toEqual({});
    expect(errorsOf(definition, { when: '02/29/2024' })).toEqual({ when: 'Invalid answer' });
  });
});

describe('address questions', () => {
  const address = { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' };

  it('a required address needs Address 1, City, State, Zip and Country, each reported on its part', () => {
    const definition = form(q('hq', 'ADDRESS', { dataType: 'ADDRESS', required: true }));
    expect(errorsOf(definition, {})).toEqual({
      'hq.street1': 'Required',
      'hq.city': 'Required',
      'hq.state': 'Required',
      'hq.postalCode': 'Required',
      'hq.country': 'Required',
    });
    expect(errorsOf(definition, { hq: { ...address, city: ' ', country: '' } })).toEqual({
      'hq.city': 'Required',
      'hq.country': 'Required',
    });
    expect(errorsOf(definition, { hq: address })).toEqual({});
  });

  it('an optional address may stay empty or be partly filled', () => {
    const definition = form(q('mail', 'ADDRESS', { dataType: 'ADDRESS' }));
    expect(errorsOf(definition, {})).toEqual({});
    expect(validateAnswers(definition, { mail: { city: 'Austin' } }).cleaned).toEqual({
      mail: { street1: '', street2: '', city: 'Austin', state: '', postalCode: '', country: '' },
    });
  });

  it('checks the zip with the zip text, for a US or unspecified country', () => {
    const definition = form(q('hq', 'ADDRESS', { dataType: 'ADDRESS' }));
    const zipText = 'Zip Code must be 5 or 9 digits, e.g: 12345 or 12345-1234';
    expect(errorsOf(definition, { hq: { ...address, postalCode: '1234' } })).toEqual({ 'hq.postalCode': zipText });
    expect(errorsOf(definition, { hq: { ...address, postalCode: '1234', country: '' } })).toEqual({ 'hq.postalCode': zipText });
    expect(errorsOf(definition, { hq: { ...address, postalCode: '12345-6789' } })).toEqual({});
    expect(errorsOf(definition, { hq: { ...address, postalCode: 'SW1A 1AA', country: 'GB' } })).toEqual({});
  });
});

describe('choices', () => {
  it("a single-choice answer must be one of the choice values: 'Choose one of the options'", () => {
    const definition = form(
      q('radio', 'RADIO', { choices: [{ text: 'Yes', value: 'Y' }] }),
      q('drop', 'DROPDOWN', { dataType: 'SINGLE_SELECT', choices: ['One', 'Two'] }),
    );
    expect(errorsOf(definition, { radio: 'Yes', drop: 'Three' })).toEqual({
      radio: 'Choose one of the options',
      drop: 'Choose one of the options',
    });
    expect(errorsOf(definition, { radio: 'Y', drop: 'Two' })).toEqual({});
  });

  it('every selected option of a multi-choice answer must be a choice', () => {
    const definition = form(
      q('boxes', 'CHECKBOX', { dataType: 'MULTI_SELECT', choices: ['A', 'B'] }),
      q('multi', 'DROPDOWN', { dataType: 'MULTI_SELECT', choices: ['A', 'B'] }),
    );
    expect(errorsOf(definition, { boxes: ['A', 'Z'], multi: ['B', 'Z'] })).toEqual({
      boxes: 'Choose one of the options',
      multi: 'Choose one of the options',
    });
    expect(validateAnswers(definition, { boxes: ['A', 'B', 'A'], multi: ['B'] })).toMatchObject({
      fieldErrors: {},
      cleaned: { boxes: ['A', 'B'], multi: ['B'] },
    });
  });

  it('accepts any value for a choice question configured without choices', () => {
    expect(errorsOf(form(q('drop', 'DROPDOWN', { dataType: 'SINGLE_SELECT' })), { drop: 'anything' })).toEqual({});
  });
});

describe('answers of the wrong shape', () => {
  const definition = form(
    q('text', 'TEXT'),
    q('radio', 'RADIO', { choices: ['A'] }),
    q('boxes', 'CHECKBOX', { dataType: 'MULTI_SELECT', choices: ['A'] }),
    q('file', 'FILE', { dataType: 'FILE' }),
    q('sig', 'SIGNATURE', { dataType: 'SIGNATURE' }),
    q('addr', 'ADDRESS', { dataType: 'ADDRESS' }),
  );

  it("reports 'Invalid answer' instead of throwing, and drops the value", () => {
    const result = validateAnswers(definition, {
      text: { street1: 'x' },
      radio: ['A'],
      boxes: 'A',
      file: [{ name: 'no id' }],
      sig: { name: 'Jane', signedAt: 'yesterday' },
      addr: 'Main Street',
    });
    expect(result.fieldErrors).toEqual({
      text: 'Invalid answer',
      radio: 'Invalid answer',
      boxes: 'Invalid answer',
      file: 'Invalid answer',
      sig: 'Invalid answer',
      addr: 'Invalid answer',
    });
    expect(result.cleaned).toEqual({});
  });

  it('copes with numbers, booleans and arrays where objects are expected', () => {
    expect(() => validateAnswers(definition, { text: 5, radio: true, file: 'x', sig: [], addr: [1] })).not.toThrow();
    expect(errorsOf(definition, { text: 5 })).toEqual({ text: 'Invalid answer' });
  });

  it('drops display text answers and answers to unknown questions', () => {
    const withDisplay = form(q('intro', 'DISPLAY_TEXT'), q('name', 'TEXT'));
    expect(validateAnswers(withDisplay, { intro: 'typed anyway', name: 'Jane', ghost: 'x' })).toMatchObject({
      fieldErrors: {},
      cleaned: { name: 'Jane' },
    });
  });

  it('has no answer schema for display text', () => {
    expect(answerSchemaFor(Question.parse(q('intro', 'DISPLAY_TEXT')))).toBeUndefined();
  });
});

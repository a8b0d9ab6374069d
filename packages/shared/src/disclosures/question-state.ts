import { allQuestions } from './question-model';
import type { AddressPart, Answers, AnswersInput, FormDefinition } from './question-model';
import { validateAnswers } from './validate-answers';
import type { ValidateOptions } from './validate-answers';

/** What the web needs to draw one question. */
export interface QuestionState {
  visible: boolean;
  required: boolean;
  /** The question's own error ('Required', 'Max of 40 characters', …); undefined when fine or hidden. */
  error: string | undefined;
  /** Errors of an address question's parts, by part. */
  partErrors: Partial<Record<AddressPart, string>>;
}

export interface FormState {
  /** Every rule with expressions, by name: satisfied or not. */
  rules: Record<string, boolean>;
  /** Every question by dataPointId. */
  questions: Record<string, QuestionState>;
  /** The answers with hidden questions reset: put these back into the form state so hidden values clear. */
  answers: AnswersInput;
  /** Well-formed visible answers (see `validateAnswers`). */
  cleaned: Answers;
  /** True when no visible question has an error. */
  valid: boolean;
}

/**
 * Visibility, requiredness and errors of every question for the current answers, in one call, for
 * live rendering. Cheap enough to run on every change (a few passes over the expressions), so it has
 * no debounce of its own; debouncing, if wanted, belongs to the caller.
 */
export function questionState(definition: FormDefinition, answers: AnswersInput, options: ValidateOptions = {}): FormState {
  const { fieldErrors, cleaned, evaluation, visibleAnswers } = validateAnswers(definition, answers, options);
  const questions: Record<string, QuestionState> = {};
  for (const question of allQuestions(definition)) {
    const id = question.dataPointId;
    const rule = evaluation.questions[id] ?? { visible: true, required: question.required };
    const partErrors: Partial<Record<AddressPart, string>> = {};
    for (const [key, message] of Object.entries(fieldErrors)) {
      if (key.startsWith(`${id}.`)) partErrors[key.slice(id.length + 1) as AddressPart] = message;
    }
    questions[id] = { visible: rule.visible, required: rule.required, error: fieldErrors[id], partErrors };
  }
  return { rules: evaluation.rules, questions, answers: visibleAnswers, cleaned, valid: Object.keys(fieldErrors).length === 0 };
}

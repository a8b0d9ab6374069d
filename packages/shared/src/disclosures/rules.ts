import { evaluateExpression } from './conditions';
import { allQuestions } from './question-model';
import type { AnswersInput, FormDefinition } from './question-model';

/**
 * Show / require rules of a disclosure form (spec 000 §4 Conditional questions).
 *
 * - A rule exists through its expressions, collected across all questions. It is satisfied only when
 *   every one of them is satisfied, each tested against the answer of the question that owns it.
 * - A question is visible when it names no show rule, or any of them is satisfied; required when
 *   `required` is set, or any of its require rules is satisfied.
 * - A rule named by a question but owning no expression does not exist: it is left out of `rules` and
 *   ignored (a question whose only show rule is missing stays visible, so it is still asked).
 *   `findFormIssues` reports such names.
 */

/** Visibility and requiredness of one question. */
export interface QuestionRuleState {
  visible: boolean;
  required: boolean;
}

/** The outcome of one evaluation of a form's rules. */
export interface FormEvaluation {
  /** Every rule that has expressions, by name: satisfied or not. */
  rules: Record<string, boolean>;
  /** Every question, by dataPointId. */
  questions: Record<string, QuestionRuleState>;
}

/** Every rule's satisfied flag, for the given answers. */
export function evaluateRules(definition: FormDefinition, answers: AnswersInput): Record<string, boolean> {
  const rules: Record<string, boolean> = {};
  for (const question of allQuestions(definition)) {
    const answer = answers[question.dataPointId];
    for (const expression of question.expressions) {
      const satisfied = evaluateExpression(question, expression, answer);
      rules[expression.ruleName] = (rules[expression.ruleName] ?? true) && satisfied;
    }
  }
  return rules;
}

/** Whether any of the named rules is satisfied, and whether any of them exists at all. */
function anyRule(rules: Record<string, boolean>, names: readonly string[]): { exists: boolean; satisfied: boolean } {
  const known = names.filter((name) => Object.hasOwn(rules, name));
  return { exists: known.length > 0, satisfied: known.some((name) => rules[name] === true) };
}

/**
 * Rules and per-question visibility / requiredness for the answers as given, in one pass. Answers of
 * hidden questions still count here; use `settleAnswers` (or `questionState`) for the state after
 * hidden answers have been reset.
 */
export function evaluateForm(definition: FormDefinition, answers: AnswersInput): FormEvaluation {
  const rules = evaluateRules(definition, answers);
  const questions: Record<string, QuestionRuleState> = {};
  for (const question of allQuestions(definition)) {
    const show = anyRule(rules, question.rulesThatWouldShowQuestion);
    const require = anyRule(rules, question.rulesThatWouldRequireQuestion);
    questions[question.dataPointId] = { visible: !show.exists || show.satisfied, required: question.required || require.satisfied };
  }
  return { rules, questions };
}

/** Answers with hidden ones reset, and the evaluation that holds for them. */
export interface SettledForm<T extends AnswersInput> {
  answers: T;
  evaluation: FormEvaluation;
  /** False only when the iteration cap stopped the loop (cannot happen with well-formed input). */
  settled: boolean;
}

/**
 * Resets (removes) the answers of hidden questions until no hidden question has an answer.
 *
 * Clearing an answer can hide further questions, or show one again (an `isBlank` or `isNot` rule),
 * so it loops. It clears ONE answer per round, the first hidden answered question in form order, and
 * re-evaluates: questions usually depend on earlier ones, and clearing a stale earlier answer may
 * reveal that a later one was hidden only because of it, so its answer is kept. This mirrors how
 * the live form cascades a change. Each round removes an answer, so the loop ends; the cap is a guard.
 * Answers for unknown dataPointIds are left alone.
 */
export function settleAnswers<T extends AnswersInput>(definition: FormDefinition, answers: T): SettledForm<T> {
  const questions = allQuestions(definition);
  const current: Record<string, unknown> = { ...answers };
  const cap = questions.length + 1;
  for (let round = 0; round <= cap; round++) {
    const evaluation = evaluateForm(definition, current);
    const stale = questions.find(
      (question) => evaluation.questions[question.dataPointId]?.visible === false && Object.hasOwn(current, question.dataPointId),
    );
    if (!stale) return { answers: current as T, evaluation, settled: true };
    delete current[stale.dataPointId];
  }
  return { answers: current as T, evaluation: evaluateForm(definition, current), settled: false };
}

/** The answers with every hidden question's answer removed (iterated to a fixed point; see `settleAnswers`). */
export function resetHiddenAnswers<T extends AnswersInput>(definition: FormDefinition, answers: T): T {
  return settleAnswers(definition, answers).answers;
}

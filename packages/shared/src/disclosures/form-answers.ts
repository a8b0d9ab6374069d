import { evaluateExpression } from './conditions';
import type { AnswersInput, FormDefinition } from './question-model';

/**
 * Moving answers between the answers map the engine works on and the checklist item the API carries
 * (spec 000 §7: the whole item, each question with its `value`, is saved).
 */

/** The answers stored in a form's questions (`question.value`), by dataPointId; unanswered ones left out. */
export function answersFromDefinition(definition: FormDefinition): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const group of definition.questionGroups) {
    for (const question of group.questions) {
      if (question.value !== undefined && question.value !== null) answers[question.dataPointId] = question.value;
    }
  }
  return answers;
}

/**
 * A copy of the form with each question's `value` set from `answers` (removed when it has none) and
 * every expression's `satisfied` flag evaluated, as the legacy API returns them. Pass cleaned answers.
 */
export function applyAnswers<T extends FormDefinition>(definition: T, answers: AnswersInput): T {
  return {
    ...definition,
    questionGroups: definition.questionGroups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => {
        const answer = answers[question.dataPointId];
        const expressions = question.expressions.map((expression) => ({
          ...expression,
          satisfied: evaluateExpression(question, expression, answer),
        }));
        const { value: _previous, ...rest } = question;
        return answer === undefined ? { ...rest, expressions } : { ...rest, value: answer, expressions };
      }),
    })),
  };
}

import { answerFiles, answerText } from '@app/shared/client/answer-text';
import type { ClientSubmissionAnswer } from '@app/shared/client/vendor-detail';
import { FormDefinition, type Question } from '@app/shared/disclosures/question-model';

const UNKNOWN_QUESTION: Pick<Question, 'choices' | 'dataType'> = { choices: [], dataType: 'STRING' };

/** A form's questions by dataPointId, in the form's own order (a Map keeps insertion order). */
export function questionsOf(definition: unknown): Map<string, Question> {
  const parsed = FormDefinition.safeParse(definition);
  const questions = new Map<string, Question>();
  if (parsed.success) for (const group of parsed.data.questionGroups) for (const q of group.questions) questions.set(q.dataPointId, q);
  return questions;
}

/**
 * A submission's answers as the client reads them (issue 30): in the order of the form as it was
 * submitted (then the current form's, for a question the submitted version lacked), so the Signature
 * comes last as on the form, not in the database's key order; each with its text and attached files.
 * An answer to no known question follows the others, labelled by its key.
 */
export function submissionAnswers(
  answers: Record<string, unknown>,
  submitted: Map<string, Question>,
  current: Map<string, Question>,
): ClientSubmissionAnswer[] {
  const order = [...new Set([...submitted.keys(), ...current.keys()])];
  const rank = (questionId: string) => {
    const index = order.indexOf(questionId);
    return index === -1 ? order.length : index;
  };
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([questionId, value]) => {
      const question = submitted.get(questionId) ?? current.get(questionId);
      return {
        questionId,
        label: question?.labelText ?? questionId,
        value: answerText(question ?? UNKNOWN_QUESTION, value),
        files: answerFiles(value),
      };
    });
}

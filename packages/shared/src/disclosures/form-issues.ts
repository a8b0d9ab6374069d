import { conditionIssue } from './conditions';
import type { ConditionIssue } from './conditions';
import { allQuestions } from './question-model';
import type { FormDefinition } from './question-model';

/**
 * Configuration checks of a disclosure form, for whoever stores or seeds one (the engine itself
 * tolerates every problem listed here; they only make the form behave other than meant).
 */

/** A question names a show or require rule that no expression belongs to. */
export interface UnknownRuleIssue {
  code: 'UNKNOWN_RULE';
  dataPointId: string;
  ruleName: string;
  message: string;
}

export type FormIssue = ConditionIssue | UnknownRuleIssue;

/** Every configuration problem of a form: unusable expressions and rule names without expressions. */
export function findFormIssues(definition: FormDefinition): FormIssue[] {
  const questions = allQuestions(definition);
  const ruleNames = new Set(questions.flatMap((question) => question.expressions.map((expression) => expression.ruleName)));
  const issues: FormIssue[] = [];
  for (const question of questions) {
    for (const expression of question.expressions) {
      const issue = conditionIssue(question, expression);
      if (issue) issues.push(issue);
    }
    for (const ruleName of [...question.rulesThatWouldShowQuestion, ...question.rulesThatWouldRequireQuestion]) {
      if (!ruleNames.has(ruleName)) {
        issues.push({
          code: 'UNKNOWN_RULE',
          dataPointId: question.dataPointId,
          ruleName,
          message: `Rule ${ruleName} of question ${question.dataPointId} has no expressions`,
        });
      }
    }
  }
  return issues;
}

/** Thrown by `assertSoundForm`, carrying every issue found. */
export class FormConfigError extends Error {
  readonly issues: FormIssue[];
  constructor(issues: FormIssue[]) {
    super(`Disclosure form has ${issues.length} configuration issue(s): ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'FormConfigError';
    this.issues = issues;
  }
}

/** Throws a FormConfigError when the form has configuration issues (for seeds and admin saves). */
export function assertSoundForm(definition: FormDefinition): void {
  const issues = findFormIssues(definition);
  if (issues.length > 0) throw new FormConfigError(issues);
}

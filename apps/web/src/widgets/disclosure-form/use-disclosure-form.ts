import { useCallback, useMemo, useState } from 'react';
import type { AddressPart, FormDefinition } from '@app/shared/disclosures/question-model';
import { questionState, type FormState } from '@app/shared/disclosures/question-state';

export type DisclosureAnswers = Record<string, unknown>;

/** Which errors are on show: none yet, format errors (after a draft save) or all (after Complete / Submit). */
type Reveal = 'touched' | 'format' | 'all';

export interface DisclosureFormControl {
  definition: FormDefinition;
  answers: DisclosureAnswers;
  /** The evaluation of the current answers: visibility and requiredness of every question. */
  evaluation: FormState;
  setAnswer: (dataPointId: string, value: unknown) => void;
  touch: (dataPointId: string) => void;
  /** The error to show for a question (server first, then the rules once revealed). */
  errorOf: (dataPointId: string) => string | undefined;
  partErrorOf: (dataPointId: string, part: AddressPart) => string | undefined;
  /** Checks the current answers and reveals the errors; returns the answers to send when valid, otherwise null. */
  check: (checkRequired: boolean) => DisclosureAnswers | null;
  /** Shows the server's field errors (keyed by dataPointId or dataPointId.part) against their questions. */
  showServerErrors: (fieldErrors: Record<string, string>) => void;
  /** Starts over from saved answers (Cancel of an edit). */
  reset: (answers: DisclosureAnswers) => void;
  /** Puts answers in without touching them (the prefill): what they hide is reset as for any answer. */
  fill: (values: DisclosureAnswers) => void;
}

/** Removes the answers of questions the evaluation hides; the same object when nothing changes. */
function withoutHidden(answers: DisclosureAnswers, evaluation: FormState): DisclosureAnswers {
  const hidden = Object.keys(answers).filter((id) => evaluation.questions[id] && !evaluation.questions[id].visible);
  if (hidden.length === 0) return answers;
  const next = { ...answers };
  for (const id of hidden) delete next[id];
  return next;
}

/**
 * State of a disclosure form: the answers, the conditional-question evaluation, hidden answers reset
 * into the state (spec 000 §4), and which errors are shown (after a question is left, or all after a
 * save attempt).
 *
 * The spec debounces the evaluation by 500 ms; here it runs on every change instead. `questionState`
 * is a cheap local function (no server call to spare), and a delayed show/hide moves questions under
 * the pointer half a second after the person acted, so a click meant for one question lands on another.
 */
export function useDisclosureForm(definition: FormDefinition, initialAnswers: DisclosureAnswers): DisclosureFormControl {
  const [answers, setAnswers] = useState<DisclosureAnswers>(() => withoutHidden(initialAnswers, questionState(definition, initialAnswers)));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [reveal, setReveal] = useState<Reveal>('touched');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const evaluation = useMemo(() => questionState(definition, answers), [definition, answers]);
  const draftEvaluation = useMemo(() => questionState(definition, answers, { checkRequired: false }), [definition, answers]);

  const setAnswer = useCallback(
    (dataPointId: string, value: unknown) => {
      // Questions this answer hides lose their answers at once (spec 000 §4).
      setAnswers((current) => {
        const next = { ...current, [dataPointId]: value };
        return withoutHidden(next, questionState(definition, next));
      });
      setServerErrors((current) => {
        const stale = Object.keys(current).filter((key) => key === dataPointId || key.startsWith(`${dataPointId}.`));
        if (stale.length === 0) return current;
        const next = { ...current };
        for (const key of stale) delete next[key];
        return next;
      });
    },
    [definition],
  );

  const touch = useCallback((dataPointId: string) => {
    setTouched((current) => (current.has(dataPointId) ? current : new Set(current).add(dataPointId)));
  }, []);

  const shownFrom = (dataPointId: string): FormState | undefined => {
    if (reveal === 'all' || touched.has(dataPointId)) return evaluation;
    if (reveal === 'format') return draftEvaluation;
    return undefined;
  };

  const errorOf = (dataPointId: string) => serverErrors[dataPointId] ?? shownFrom(dataPointId)?.questions[dataPointId]?.error;
  const partErrorOf = (dataPointId: string, part: AddressPart) =>
    serverErrors[`${dataPointId}.${part}`] ?? shownFrom(dataPointId)?.questions[dataPointId]?.partErrors[part];

  const check = (checkRequired: boolean): DisclosureAnswers | null => {
    const now = questionState(definition, answers, { checkRequired });
    setReveal((current) => (checkRequired ? 'all' : current === 'all' ? 'all' : 'format'));
    return now.valid ? now.cleaned : null;
  };

  const reset = (next: DisclosureAnswers) => {
    setAnswers(withoutHidden(next, questionState(definition, next)));
    setTouched(new Set());
    setReveal('touched');
    setServerErrors({});
  };

  const fill = useCallback(
    (values: DisclosureAnswers) => {
      setAnswers((current) => {
        const next = { ...current, ...values };
        return withoutHidden(next, questionState(definition, next));
      });
    },
    [definition],
  );

  return { definition, answers, evaluation, setAnswer, touch, errorOf, partErrorOf, check, showServerErrors: setServerErrors, reset, fill };
}

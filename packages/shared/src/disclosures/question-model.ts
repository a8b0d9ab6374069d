import { z } from 'zod';

/**
 * Disclosure (EVD) form model (spec 000 §3 Checklist item / Question): a client-configured questionnaire
 * made of question groups, each question carrying the expressions that test its own answer.
 */

/** What a question's answer means. The display type, not this, decides the answer's shape. */
export const DataType = z.enum([
  'STRING',
  'SINGLE_SELECT',
  'MULTI_SELECT',
  'PHONE',
  'EMAIL',
  'DATE',
  'FILE',
  'SIGNATURE',
  'ADDRESS',
  'BOOLEAN',
  'NUMBER',
]);
export type DataType = z.infer<typeof DataType>;

/** How a question is shown; decides the answer's shape and which conditions apply to it. */
export const DisplayType = z.enum(['RADIO', 'TEXT', 'DATE', 'FILE', 'CHECKBOX', 'DROPDOWN', 'DISPLAY_TEXT', 'SIGNATURE', 'ADDRESS']);
export type DisplayType = z.infer<typeof DisplayType>;

/** One option of a radio, checkbox or dropdown: a plain string (text = value) or a labelled value. */
export const Choice = z.union([z.string(), z.object({ text: z.string(), value: z.string() })]);
export type Choice = z.infer<typeof Choice>;

/** The value an answer stores for a choice (the `value` of an object choice). */
export const choiceValue = (choice: Choice): string => (typeof choice === 'string' ? choice : choice.value);
/** The text a person sees for a choice. */
export const choiceText = (choice: Choice): string => (typeof choice === 'string' ? choice : choice.text);

/** Answer of an ADDRESS question. Missing parts read as '' so a half-filled address still parses. */
export const AddressValue = z.object({
  street1: z.string().default(''),
  street2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  postalCode: z.string().default(''),
  country: z.string().default(''),
});
export type AddressValue = z.infer<typeof AddressValue>;
/** The address parts, in form order. */
export const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Answer of a SIGNATURE question: a typed name and when it was signed (ISO date-time). */
export const SignatureValue = z.object({ name: z.string(), signedAt: z.iso.datetime({ offset: true }) });
export type SignatureValue = z.infer<typeof SignatureValue>;

/** One uploaded file of a FILE question (the id returned by the file upload call, and its name). */
export const FileRef = z.object({ id: z.union([z.string().min(1), z.number().int()]), name: z.string() });
export type FileRef = z.infer<typeof FileRef>;

/** Answer of a DATE question: an ISO calendar date, as an `<input type="date">` gives it. */
export const DateValue = z.iso.date();

/**
 * Any well-formed answer. Radio, single dropdown, text and date hold a string; checkbox and multi
 * dropdown a string[]; file a FileRef[]; signature and address their objects.
 */
export const AnswerValue = z.union([z.string(), z.array(z.string()), z.array(FileRef), SignatureValue, AddressValue]);
export type AnswerValue = z.infer<typeof AnswerValue>;

/** Well-formed answers by dataPointId (what `validateAnswers` hands back as `cleaned`). */
export const Answers = z.record(z.string(), AnswerValue);
export type Answers = z.infer<typeof Answers>;
/**
 * Answers as they arrive (from a request body or form state): values not yet checked. Every engine
 * function accepts this, so a wrong-shaped value becomes a field error instead of a parse failure.
 */
export type AnswersInput = Readonly<Record<string, unknown>>;

/**
 * One test of the owning question's answer, belonging to a named rule. `value` is the text or choice
 * value compared with (unused by isBlank / isNotBlank). `condition` stays a plain string on the wire so
 * a form with an unknown condition still loads; see `conditions.ts` for what is understood.
 */
export const Expression = z.object({
  ruleName: z.string().min(1),
  condition: z.string(),
  value: z.string().nullish(),
  /** Result of the last evaluation, as the legacy API carries it; the engine never reads it. */
  satisfied: z.boolean().optional(),
});
export type Expression = z.infer<typeof Expression>;

/** One question of a disclosure form (spec 000 §3 Question). */
export const Question = z.object({
  /** Unique key of the question within its form; answers are keyed by it. */
  dataPointId: z.string().min(1),
  required: z.boolean().default(false),
  /** Maximum answer length of a text question; 0 or absent means no limit. */
  characterLimit: z.number().int().nonnegative().nullish(),
  labelText: z.string(),
  instructionText: z.string().nullish(),
  dataType: DataType,
  displayType: DisplayType,
  /** The client's note asking for this answer to be revised. */
  revisionNote: z.string().nullish(),
  /** The stored answer. Unchecked here on purpose: the server re-validates it with `validateAnswers`. */
  value: z.unknown().optional(),
  choices: z.array(Choice).default([]),
  /** The expressions that test THIS question's answer, each belonging to a rule by name. */
  expressions: z.array(Expression).default([]),
  /** Show the question when any of these rules is satisfied (none: always shown). */
  rulesThatWouldShowQuestion: z.array(z.string()).default([]),
  /** Require the question when any of these rules is satisfied (besides `required`). */
  rulesThatWouldRequireQuestion: z.array(z.string()).default([]),
});
export type Question = z.infer<typeof Question>;
/** A question as written by hand (fixtures, seeds): defaults may be left out. */
export type QuestionInput = z.input<typeof Question>;

export const QuestionGroup = z.object({
  id: z.union([z.string().min(1), z.number().int()]),
  name: z.string().nullish(),
  questions: z.array(Question),
});
export type QuestionGroup = z.infer<typeof QuestionGroup>;

/** A disclosure form's questions. A checklist item extends this with its own fields. */
export const FormDefinition = z.object({ name: z.string().nullish(), questionGroups: z.array(QuestionGroup) }).superRefine((form, ctx) => {
  // Answers are keyed by dataPointId, so two questions sharing one would share an answer.
  const seen = new Set<string>();
  form.questionGroups.forEach((group, g) =>
    group.questions.forEach((question, q) => {
      if (seen.has(question.dataPointId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questionGroups', g, 'questions', q, 'dataPointId'],
          message: `Duplicate dataPointId ${question.dataPointId}`,
        });
      }
      seen.add(question.dataPointId);
    }),
  );
});
export type FormDefinition = z.infer<typeof FormDefinition>;
export type FormDefinitionInput = z.input<typeof FormDefinition>;

/** Every question of a form, in form order. */
export const allQuestions = (definition: FormDefinition): Question[] => definition.questionGroups.flatMap((group) => group.questions);

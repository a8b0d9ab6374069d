import { messages } from '../validation/messages';
import { EMAIL_PATTERN, PHONE_PATTERN, ZIP_PATTERN } from '../validation/fields';
import { isBlankAnswer } from './conditions';
import { AddressValue, DateValue, FileRef, SignatureValue, allQuestions, choiceValue } from './question-model';
import type { AnswerValue, Answers, AnswersInput, FormDefinition, Question } from './question-model';
import { settleAnswers } from './rules';
import type { FormEvaluation } from './rules';
import { z } from 'zod';
import { text } from '../validation/text';

/**
 * Validation of disclosure answers (spec 000 §5 Disclosure questions), identical on server and web.
 * Only visible questions are checked; hidden ones lose their answers first (spec 000 §4).
 */

/** Texts of the disclosure rules; the first three are the spec's, the others name shape problems. */
export const disclosureMessages = {
  required: 'Required',
  fileRequired: 'A file is required to be uploaded',
  checkboxRequired: 'One option is required',
  notAChoice: 'Choose one of the options',
  invalid: 'Invalid answer',
} as const;

/** Address parts a required address must have (Address 1, City, State, Zip, Country); Address 2 is optional. */
export const REQUIRED_ADDRESS_PARTS = ['street1', 'city', 'state', 'postalCode', 'country'] as const;

/** Field errors by dataPointId, or `dataPointId.part` for address parts (e.g. `hq.postalCode`). */
export type FieldErrors = Record<string, string>;

export interface ValidationResult {
  fieldErrors: FieldErrors;
  /** Answers to keep: visible, answerable, well-formed (hidden, display-text, unknown and broken ones dropped). */
  cleaned: Answers;
  /** Rule state once hidden answers are reset (the same for `cleaned`). */
  evaluation: FormEvaluation;
  /** The answers as given, minus those of hidden questions (`resetHiddenAnswers`), unchecked. */
  visibleAnswers: AnswersInput;
}

export interface ValidateOptions {
  /** Check required questions (default true). False suits a draft save: shapes and formats only. */
  checkRequired?: boolean;
}

const MultiValue = z.array(text());
const isMulti = (question: Question) =>
  question.displayType === 'CHECKBOX' || (question.displayType === 'DROPDOWN' && question.dataType === 'MULTI_SELECT');

/** The zod schema of a question's answer shape (undefined for DISPLAY_TEXT, which has no answer). */
export function answerSchemaFor(question: Question): z.ZodType<AnswerValue> | undefined {
  switch (question.displayType) {
    case 'DISPLAY_TEXT':
      return undefined;
    case 'FILE':
      return z.array(FileRef);
    case 'SIGNATURE':
      return SignatureValue;
    case 'ADDRESS':
      return AddressValue;
    case 'DATE':
      return DateValue;
    default:
      return isMulti(question) ? MultiValue : text({ multiline: true });
  }
}

/** The message for an answer that is present (not blank), or undefined when it is fine. */
function formatError(question: Question, value: AnswerValue, errors: FieldErrors): string | undefined {
  const choices = question.choices.map(choiceValue);
  // Choice membership is checked only when the form lists choices; a choice question without any is
  // a configuration gap, and refusing every answer to it would block the vendor.
  const isChoice = question.displayType === 'RADIO' || question.displayType === 'DROPDOWN' || question.displayType === 'CHECKBOX';
  if (isChoice && choices.length > 0) {
    const picked = Array.isArray(value) ? value : [value];
    if (picked.some((item) => typeof item !== 'string' || !choices.includes(item))) return disclosureMessages.notAChoice;
  }
  if (question.displayType === 'TEXT' && typeof value === 'string') {
    const limit = question.characterLimit ?? 0;
    if (limit > 0 && value.length > limit) return messages.maxChars(limit);
    if (question.dataType === 'PHONE' && !PHONE_PATTERN.test(value.trim())) return messages.phone;
    if (question.dataType === 'EMAIL' && !EMAIL_PATTERN.test(value.trim())) return messages.email;
  }
  if (question.displayType === 'ADDRESS' && typeof value === 'object' && 'postalCode' in value) {
    const zip = value.postalCode.trim();
    // The zip rule is a US rule: it applies when the country is the US or not given.
    const usOrUnknown = ['', 'US', 'USA', 'UNITED STATES'].includes(value.country.trim().toUpperCase());
    if (zip !== '' && usOrUnknown && !ZIP_PATTERN.test(zip)) errors[`${question.dataPointId}.postalCode`] = messages.zip;
  }
  return undefined;
}

/** The message for a required question left blank (address parts go straight into `errors`). */
function requiredError(question: Question, errors: FieldErrors): string | undefined {
  if (question.displayType === 'FILE') return disclosureMessages.fileRequired;
  if (question.displayType === 'CHECKBOX') return disclosureMessages.checkboxRequired;
  if (question.displayType === 'ADDRESS') {
    for (const part of REQUIRED_ADDRESS_PARTS) errors[`${question.dataPointId}.${part}`] = disclosureMessages.required;
    return undefined;
  }
  return disclosureMessages.required;
}

/** A value that means "not answered" before its shape is looked at. */
function isAbsent(question: Question, raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  // The web may keep an unsigned signature as { name: '', signedAt: '' }: that is no signature, not a broken one.
  return question.displayType === 'SIGNATURE' && isBlankAnswer(question, raw);
}

/**
 * Checks the answers of a form's visible questions and returns the errors and the answers worth
 * keeping. Never throws for user input: a value of the wrong shape is the field error 'Invalid answer'.
 *
 * `cleaned` holds every visible, well-formed, non-blank answer, normalised (address parts filled in,
 * duplicate selections removed). Answers with a format error (too long, phone, e-mail, zip, not a
 * choice) stay in it so a draft keeps what was typed; store it once `fieldErrors` is empty.
 */
export function validateAnswers(definition: FormDefinition, answers: AnswersInput, options: ValidateOptions = {}): ValidationResult {
  const checkRequired = options.checkRequired ?? true;
  const { answers: visibleAnswers, evaluation } = settleAnswers(definition, answers);
  const fieldErrors: FieldErrors = {};
  const cleaned: Answers = {};

  for (const question of allQuestions(definition)) {
    const id = question.dataPointId;
    const state = evaluation.questions[id];
    const schema = answerSchemaFor(question);
    if (!state?.visible || !schema) continue;
    const raw = visibleAnswers[id];
    const parsed = isAbsent(question, raw) ? undefined : schema.safeParse(raw);
    if (parsed && !parsed.success) {
      fieldErrors[id] = disclosureMessages.invalid;
      continue;
    }
    const value = parsed?.data;
    if (value === undefined || isBlankAnswer(question, value)) {
      const error = checkRequired && state.required ? requiredError(question, fieldErrors) : undefined;
      if (error) fieldErrors[id] = error;
      continue;
    }
    cleaned[id] = isMulti(question) && Array.isArray(value) ? [...new Set(value as string[])] : value;
    if (question.displayType === 'ADDRESS' && checkRequired && state.required) {
      const address = value as AddressValue;
      for (const part of REQUIRED_ADDRESS_PARTS) {
        if (address[part].trim() === '') fieldErrors[`${id}.${part}`] = disclosureMessages.required;
      }
    }
    const error = formatError(question, value, fieldErrors);
    if (error) fieldErrors[id] = error;
  }
  return { fieldErrors, cleaned, evaluation, visibleAnswers };
}

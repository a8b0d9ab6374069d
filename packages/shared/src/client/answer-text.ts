import { choiceText, choiceValue, FileRef, type Question } from '../disclosures/question-model';
import { usDate } from '../platform/us-date';

/**
 * A submitted answer as one line of text for the client's review: choices by their text, files by name,
 * dates (a DATE question's answer, a signature's day) as MM/DD/YYYY.
 */
export function answerText(question: Pick<Question, 'choices' | 'dataType'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  const choice = (raw: string) => {
    const match = question.choices.find((c) => choiceValue(c) === raw);
    return match ? choiceText(match) : raw;
  };
  if (typeof value === 'string') return question.dataType === 'DATE' ? usDate(value) || value : choice(value);
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'string' ? choice(item) : typeof item === 'object' && item && 'name' in item ? String(item.name) : '',
      )
      .join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.signedAt === 'string')
      return `Signed by ${record.name} on ${usDate(record.signedAt)}`;
    return ['street1', 'street2', 'city', 'state', 'postalCode', 'country']
      .map((part) => record[part])
      .filter((part) => typeof part === 'string' && part !== '')
      .join(', ');
  }
  return String(value);
}

/** The files a FILE answer holds (stored file ids and names), for download links; none for any other answer. */
export function answerFiles(value: unknown): Array<{ id: number; name: string }> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const file = FileRef.safeParse(item);
    if (!file.success) return [];
    const id = Number(file.data.id);
    return Number.isSafeInteger(id) && id > 0 ? [{ id, name: file.data.name }] : [];
  });
}

import { choiceText, choiceValue, type Question } from '../disclosures/question-model';

/** A submitted answer as one line of text for the client's review (choices by their text, files by name). */
export function answerText(question: Pick<Question, 'choices'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  const choice = (raw: string) => {
    const match = question.choices.find((c) => choiceValue(c) === raw);
    return match ? choiceText(match) : raw;
  };
  if (typeof value === 'string') return choice(value);
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
      return `Signed by ${record.name} on ${record.signedAt.slice(0, 10)}`;
    return ['street1', 'street2', 'city', 'state', 'postalCode', 'country']
      .map((part) => record[part])
      .filter((part) => typeof part === 'string' && part !== '')
      .join(', ');
  }
  return String(value);
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * Puts the server's field errors (envelope `fieldErrors`, keyed by dot-joined path) onto the form
 * fields the form knows. Returns the field names that received an error.
 */
export function applyFieldErrors<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  knownFields: readonly Path<TForm>[],
): Path<TForm>[] {
  if (!isApiError(error) || !error.fieldErrors) return [];
  const applied: Path<TForm>[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = knownFields.find((name) => name === field);
    if (!known) continue;
    setError(known, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(known);
  }
  return applied;
}

import type { ErrorCode } from '@app/shared/api/error-envelope';

/**
 * A failure the client can act on. Thrown from services; the error handler turns it into the one
 * envelope `{ error: { code, message, fieldErrors? } }` with its HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationFailed = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fieldErrors);
export const unauthenticated = (message = 'You must be logged in to do this.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = "You don't have permission to do this.") => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new AppError(409, 'CONFLICT', message, fieldErrors);
export const gone = (message: string) => new AppError(410, 'GONE', message);
export const businessRule = (message: string) => new AppError(422, 'BUSINESS_RULE', message);
export const rateLimited = (message: string) => new AppError(429, 'RATE_LIMITED', message);

/** PostgreSQL's unique violation (23505): a concurrent request stored the same thing first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * For a `.catch` after a write that a check guards: the request that loses a race to the unique index
 * gets the check's own answer (`duplicate`) instead of the error handler's general 409.
 */
export function answerUniqueViolationWith(duplicate: AppError) {
  return (error: unknown): never => {
    throw isUniqueViolation(error) ? duplicate : error;
  };
}

import { UiErrorType } from '@app/shared/platform/analytic';

/** Why a call failed: the server answered with an error status, the client gave up, or the network failed. */
export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A failed call. `status` is 0 when no response arrived. `body` keeps the parsed answer, for the few
 * endpoints (login) whose failure answers are not the error envelope.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly body: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    method: string;
    url: string;
    code?: string;
    fieldErrors?: Record<string, string>;
    body?: unknown;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads `{ error: { code, message, fieldErrors? } }`; undefined when the body has another shape. */
export function parseErrorEnvelope(
  body: unknown,
): { code: string; message: string; fieldErrors?: Record<string, string> } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fieldErrors } = error as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  return {
    code: typeof code === 'string' ? code : 'UNKNOWN',
    message,
    ...(isStringRecord(fieldErrors) ? { fieldErrors } : {}),
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The UI Error type of a failed call (spec 002 §7): Client Timeout when no response came and the
 * message says the timeout was exceeded, Server Timeout for 504, Server Error for other 5xx,
 * Client Error for 4xx, Unknown Error otherwise.
 */
export function classifyError(failure: { status: number; message: string }): UiErrorType {
  const { status, message } = failure;
  if (!status && /timeout.*exceeded/i.test(message)) return 'Client Timeout';
  if (status === 504) return 'Server Timeout';
  if (status >= 500 && status <= 599) return 'Server Error';
  if (status >= 400 && status <= 499) return 'Client Error';
  return 'Unknown Error';
}

/** The message a user may see for a failed call: the server's text, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.status < 500 && error.message) return error.message;
  return fallback;
}

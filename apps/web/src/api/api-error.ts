import { ErrorEnvelope, type ErrorCode } from '@app/shared/api/error-envelope';
import type { UiErrorType } from '@app/shared/platform/ui-error-event';

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
  readonly code: ErrorCode | undefined;
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
    code?: ErrorCode;
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

/**
 * The server's error from `{ error: { code, message, fieldErrors? } }`, read with the shared schema the
 * server answers with; undefined when the body has another shape (a proxy's page, a login answer) or
 * breaks the envelope (an unknown code, no message), so the caller falls back to the status text.
 */
export function parseErrorEnvelope(body: unknown): ErrorEnvelope['error'] | undefined {
  const parsed = ErrorEnvelope.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
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

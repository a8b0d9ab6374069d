import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AppError, isUniqueViolation } from '../errors';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BUSINESS_RULE',
  429: 'RATE_LIMITED',
};

const RACE_LOST_MESSAGE = 'Another request just made this same change. Refresh to see it.';

const REFUSED_TEXT_MESSAGE = 'The request contains characters that cannot be stored, such as a NUL byte. Remove them and try again.';

/**
 * The one error envelope for every failure. Request validation errors carry field errors keyed by the
 * field path; user input never produces a 500 (malformed JSON, wrong content type and oversized bodies
 * are 4xx); unexpected errors are logged with the request id and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(envelope(error.code, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        // A record key that breaks its rule is the bad input itself: the error goes on the record, with the key rule's message.
        const badKey = issue.keyword === 'invalid_key';
        const path = badKey ? issue.instancePath.replace(/\/[^/]*$/, '') : issue.instancePath;
        const field = path.replace(/^\//, '').replace(/\//g, '.') || '_';
        const keyIssues = badKey ? (issue.params.issues as Array<{ message?: string }> | undefined) : undefined;
        fieldErrors[field] ??= keyIssues?.[0]?.message ?? issue.message ?? 'Invalid value';
      }
      const first = Object.values(fieldErrors)[0] ?? 'Invalid request';
      return reply.status(400).send(envelope('VALIDATION_FAILED', first, fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(envelope('INTERNAL', 'Something went wrong. Please try again later.'));
    }
    if (isRefusedText(error)) {
      // A string the request schemas should have refused (text() / jsonValue()): the input is at fault, not the server.
      request.log.warn({ err: error }, 'PostgreSQL refused text from a request');
      return reply.status(400).send(envelope('VALIDATION_FAILED', REFUSED_TEXT_MESSAGE));
    }
    if (isUniqueViolation(error)) {
      // Two requests raced past a service's check and the unique index decided (issue 29): the loser's
      // request is a duplicate, answered like the check would have, never as a server fault.
      request.log.warn({ constraint: (error as { constraint?: string }).constraint }, 'a concurrent duplicate lost to a unique constraint');
      return reply.status(409).send(envelope('CONFLICT', RACE_LOST_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(envelope(STATUS_CODES[status] ?? 'VALIDATION_FAILED', clientMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('INTERNAL', 'Something went wrong. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('NOT_FOUND', `No such resource: ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** PostgreSQL's 22021 (invalid byte sequence, e.g. NUL in text) and 22P05 (untranslatable character, e.g. \u0000 in jsonb). */
function isRefusedText(error: { code?: unknown }): boolean {
  return error.code === '22021' || error.code === '22P05';
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}

function envelope(code: ErrorCode, message: string, fieldErrors?: Record<string, string>): ErrorEnvelope {
  return { error: { code, message, ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}) } };
}

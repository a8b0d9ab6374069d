// zod/mini: every page's HTTP layer reads this, the login page's included (issue 20, decision 224).
import { z } from 'zod/mini';

/** Machine-readable error codes of the one error envelope. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_RULE',
  'EXPORT_TOO_LARGE',
  'RATE_LIMITED',
  'MAINTENANCE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** `{ error: { code, message, fieldErrors? } }` — every non-2xx JSON answer has this shape. */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Field path (dot-joined) → first message for that field. */
    fieldErrors: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

import { LoginResponse } from '@app/shared/auth/login-request';
import { isApiError } from '../../../api/api-error';

/**
 * Login-style calls answer LoginResponse even when they fail (401 bad credentials, 429 locked), so the
 * body is read in all cases. A client error with the error envelope becomes status 'other' with the
 * envelope message; server and network failures are rethrown for the generic login error.
 */
export function loginResponseFromError(error: unknown): LoginResponse {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) throw error;
  const parsed = LoginResponse.safeParse(error.body);
  if (parsed.success) return parsed.data;
  return { status: 'other', messages: error.code ? [error.message] : [] };
}

import { useMutation } from '@tanstack/react-query';
import { type PasswordResetRequest } from '@app/shared/auth/login';
import { LoginResponse } from '@app/shared/auth/login-request';
import { http } from '../../../api/http';
import { loginResponseFromError } from './login-response';

/** POST /auth/password-reset {username, oldPassword, newPassword} → LoginResponse (expired password). */
async function resetExpiredPassword(request: PasswordResetRequest): Promise<LoginResponse> {
  try {
    return LoginResponse.parse(await http.post('/auth/password-reset', request));
  } catch (error) {
    return loginResponseFromError(error);
  }
}

export function useResetExpiredPassword() {
  return useMutation({ mutationFn: resetExpiredPassword });
}

import { useMutation } from '@tanstack/react-query';
import { type PasswordResetByTokenRequest } from '@app/shared/auth/login';
import { LoginResponse } from '@app/shared/auth/login-request';
import { http } from '../../../api/http';

/** POST /auth/password-reset/token {token, newPassword} → LoginResponse; a bad token answers 400. */
async function resetPasswordByToken(request: PasswordResetByTokenRequest): Promise<LoginResponse> {
  return LoginResponse.parse(await http.post('/auth/password-reset/token', request));
}

export function useResetPasswordByToken() {
  return useMutation({ mutationFn: resetPasswordByToken });
}

import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginRequest } from '@app/shared/auth/login-request';
import { http } from '../../../api/http';
import { loginResponseFromError } from './login-response';

/** POST /auth/login {username, password} → {status, messages}. */
async function login(request: LoginRequest): Promise<LoginResponse> {
  try {
    return LoginResponse.parse(await http.post('/auth/login', request));
  } catch (error) {
    return loginResponseFromError(error);
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ForgotPasswordRequest } from '@app/shared/auth/login';
import { http } from '../../../api/http';

const ForgotPasswordResponse = z.object({ message: z.string() });

/** POST /auth/forgot-password {username} → {message}; the answer never says whether the user exists. */
async function forgotPassword(request: ForgotPasswordRequest): Promise<string> {
  return ForgotPasswordResponse.parse(await http.post('/auth/forgot-password', request)).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

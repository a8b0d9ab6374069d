import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateAccountRequest } from '@app/shared/auth/create-account';
import { CurrentUser } from '@app/shared/users/current-user';
import { http } from '../../../api/http';

/** POST /auth/create-account → 201 with the new (signed-in) user. */
async function createAccount(request: z.output<typeof CreateAccountRequest>): Promise<CurrentUser> {
  return CurrentUser.parse(await http.post('/auth/create-account', request));
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}

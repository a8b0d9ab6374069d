import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AccountUser, type AddAccountUserRequest } from '@app/shared/account/account-users';
import { http } from '../../../api/http';
import { accountUserKeys } from './account-user-query-keys';

/** POST /account/users with the new user's login name, names, e-mail and password → the user. */
async function addAccountUser(input: z.output<typeof AddAccountUserRequest>): Promise<AccountUser> {
  return AccountUser.parse(await http.post('/account/users', input));
}

export function useAddAccountUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAccountUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserKeys.list() }),
  });
}

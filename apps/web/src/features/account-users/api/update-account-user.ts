import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AccountUser, type UpdateAccountUserRequest } from '@app/shared/account/account-users';
import { http } from '../../../api/http';
import { accountUserKeys } from './account-user-query-keys';

/** PUT /account/users/{id} with names, e-mail and (only for oneself, optional) a new password → the user. */
async function updateAccountUser({ id, input }: { id: number; input: z.output<typeof UpdateAccountUserRequest> }): Promise<AccountUser> {
  return AccountUser.parse(await http.put(`/account/users/${id}`, input));
}

export function useUpdateAccountUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserKeys.list() }),
  });
}

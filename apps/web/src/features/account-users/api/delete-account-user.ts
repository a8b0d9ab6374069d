import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { accountUserKeys } from './account-user-query-keys';

const DeletedUser = z.object({ name: z.string() });

/** DELETE /account/users/{id} → the removed user's name. The server refuses (422) to remove the last user. */
async function deleteAccountUser(id: number): Promise<{ name: string }> {
  return DeletedUser.parse(await http.delete(`/account/users/${id}`));
}

export function useDeleteAccountUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserKeys.list() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { clientUserKeys } from './client-user-query-keys';

const DeactivatedUser = z.object({ name: z.string() });

/** DELETE /client/users/{id} → the user's name. Refused (422) for the last user with UsersAccess. */
async function deactivateClientUser(id: number): Promise<{ name: string }> {
  return DeactivatedUser.parse(await http.delete(`/client/users/${id}`));
}

export function useDeactivateClientUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateClientUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientUserKeys.list() }),
  });
}

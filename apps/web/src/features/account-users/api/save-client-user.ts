import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ClientUser, type AddClientUserRequest, type UpdateClientUserRequest } from '@app/shared/account/client-users';
import { http } from '../../../api/http';
import { clientUserKeys } from './client-user-query-keys';

export type AddClientUserInput = z.output<typeof AddClientUserRequest>;
export type UpdateClientUserInput = z.output<typeof UpdateClientUserRequest>;

/** POST /client/users (the new user is e-mailed a set-password link) or PUT /client/users/{id}. */
async function saveClientUser(input: { id?: number; values: AddClientUserInput | UpdateClientUserInput }): Promise<ClientUser> {
  const answer =
    input.id === undefined ? await http.post('/client/users', input.values) : await http.put(`/client/users/${input.id}`, input.values);
  return ClientUser.parse(answer);
}

export function useSaveClientUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientUserKeys.list() }),
  });
}

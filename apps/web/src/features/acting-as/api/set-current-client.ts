import { useMutation } from '@tanstack/react-query';
import { CurrentUser } from '@app/shared/users/current-user';
import { http } from '../../../api/http';

/** PUT /current-client {clientId} → the updated current user. */
async function setCurrentClient(clientId: number): Promise<CurrentUser> {
  return CurrentUser.parse(await http.put('/current-client', { clientId }));
}

export function useSetCurrentClient() {
  return useMutation({ mutationFn: setCurrentClient });
}

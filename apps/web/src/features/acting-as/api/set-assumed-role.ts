import { useMutation } from '@tanstack/react-query';
import { CurrentUser, type AssumedRole } from '@app/shared/users/current-user';
import { http } from '../../../api/http';
import { useSetCurrentUser } from '../../../api/get-current-user';

/** PUT /account/users/current/assumed-role {assumedRole} → the updated current user. */
async function setAssumedRole(assumedRole: AssumedRole): Promise<CurrentUser> {
  return CurrentUser.parse(await http.put('/account/users/current/assumed-role', { assumedRole }));
}

export function useSetAssumedRole() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({ mutationFn: setAssumedRole, onSuccess: setCurrentUser });
}

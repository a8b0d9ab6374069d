import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientUserList } from '@app/shared/account/client-users';
import { http } from '../../../api/http';
import { clientUserKeys } from './client-user-query-keys';

/** GET /client/users: the acting client's active users with their flags, and the client's products. */
async function getClientUsers(): Promise<ClientUserList> {
  return ClientUserList.parse(await http.get('/client/users'));
}

const clientUsersQuery = () => queryOptions({ queryKey: clientUserKeys.list(), queryFn: getClientUsers });

export function useClientUsers(enabled = true) {
  return useQuery({ ...clientUsersQuery(), enabled });
}

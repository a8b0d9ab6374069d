import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AccountUser } from '@app/shared/account/account-users';
import { http } from '../../../api/http';
import { accountUserKeys } from './account-user-query-keys';

/** GET /account/users: the users of the vendor's account, by login name. */
async function getAccountUsers(): Promise<AccountUser[]> {
  return z.array(AccountUser).parse(await http.get('/account/users'));
}

const accountUsersQuery = () => queryOptions({ queryKey: accountUserKeys.list(), queryFn: getAccountUsers });

export function useAccountUsers() {
  return useQuery(accountUsersQuery());
}

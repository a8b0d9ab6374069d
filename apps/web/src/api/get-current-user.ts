import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrentUser } from '@app/shared/users/current-user';
import { isApiError } from './api-error';
import { http } from './http';
import { browserMayHaveSession } from './session-expiry';
import { queryKeys } from './query-keys';

/** GET /account/users/current: the signed-in user, or null when nobody is signed in (401). */
async function getCurrentUser(): Promise<CurrentUser | null> {
  // Without the auth-expiry cookie no session was ever set here (or it was ended): the call could only answer
  // 401, which the browser logs as an error on every anonymous first load (Lighthouse best practices, issue 20).
  if (!browserMayHaveSession()) return null;
  try {
    return CurrentUser.parse(await http.get('/account/users/current'));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: getCurrentUser,
  staleTime: Infinity,
  retry: false,
});

/** The signed-in user (null when anonymous). Loaded before the app mounts, so it is always present. */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQuery).data ?? null;
}

/** Re-reads the current user from the server (after login, role switch, vendor/client pick). */
export function useReloadCurrentUser(): () => Promise<CurrentUser | null> {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
}

/** Replaces the cached current user with one a call already returned. */
export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(queryKeys.currentUser, user);
}

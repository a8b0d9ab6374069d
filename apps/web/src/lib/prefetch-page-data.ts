import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/shared/users/current-user';

/**
 * What a page's module may export beside its screen: starts the page's first calls into the query cache
 * while its code is still being evaluated and rendered, for the signed-in `user` (decision 226).
 */
export type PrefetchPageData = (queryClient: QueryClient, user: CurrentUser) => void;

import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/shared/users/current-user';

/**
 * What a page's module may export beside its screen: starts the page's first calls into the query cache
 * while its code is still being evaluated and rendered, for the signed-in `user` (decision 226).
 */
export type PrefetchPageData = (queryClient: QueryClient, user: CurrentUser) => void;

/**
 * How long the answer to a call a page starts ahead (`prefetch`) stays fresh: the page, mounting once its
 * code is in, uses it instead of asking again straight away. Changes invalidate the queries as before.
 */
export const PREFETCHED_FRESH_MS = 10_000;

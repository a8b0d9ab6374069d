import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CurrentUser } from '@app/shared/users/current-user';

/**
 * What a page's module may export beside its screen: starts the page's first calls into the query cache
 * while its code is still being evaluated and rendered, for the signed-in `user` and the address's query
 * `search` (decision 226), and answers once they are in (the start-up waits for them, decision 233).
 */
export type PrefetchPageData = (queryClient: QueryClient, user: CurrentUser, search: URLSearchParams) => Promise<unknown> | undefined;

/** Queries started ahead by a page's `prefetch` whose answer no page has mounted on yet, by query hash. */
const prefetchedUnseen = new Set<string>();

/** Starts one of a page's first calls ahead of its render (from its `prefetch`); answers once it is in, never failing. */
export function prefetchFirstCall<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  prefetchedUnseen.add(queryClient.getQueryCache().build(queryClient, options).queryHash);
  return queryClient.prefetchQuery(options);
}

/**
 * `refetchOnMount` of the queries a page starts ahead: the first page to mount on a prefetched answer uses it
 * instead of asking again at once; every other mount refetches a stale answer as usual.
 */
export function refetchUnlessPrefetched(query: Pick<Query, 'queryHash'>): boolean {
  return !prefetchedUnseen.delete(query.queryHash);
}

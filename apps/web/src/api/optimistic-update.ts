import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What onMutate hands to onError: the cached value the optimistic one replaced. */
export interface OptimisticContext<TData> {
  previous: TData | undefined;
}

/**
 * The callbacks of a mutation whose outcome is certain and cheap to undo (decision 216), for one cached
 * query:
 *  - onMutate: running fetches of the query are cancelled (an older answer must not overwrite the new
 *    value), then the cache takes `update(current, variables)` at once, so the screen changes before the
 *    server answers;
 *  - onError: the value it replaced goes back, unless another of these mutations on the same key is still
 *    running (its own value would be lost; the re-fetch below settles it);
 *  - onSettled: once the last of them settles, the query (or the wider `refetch` key, for writes that
 *    change more than it) is re-fetched so the screen ends on the server's state.
 * `mutationKey` groups the mutations that touch the same query, so they can count each other.
 */
export function optimisticUpdate<TData, TVariables>(
  queryClient: QueryClient,
  options: {
    mutationKey: QueryKey;
    queryKey: (variables: TVariables) => QueryKey;
    update: (current: TData, variables: TVariables) => TData;
    refetch?: QueryKey;
  },
) {
  const { mutationKey, queryKey, update, refetch } = options;
  const othersRunning = () => queryClient.isMutating({ mutationKey }) > 1;
  return {
    mutationKey,
    onMutate: async (variables: TVariables): Promise<OptimisticContext<TData>> => {
      const key = queryKey(variables);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TData>(key);
      if (previous !== undefined) queryClient.setQueryData<TData>(key, update(previous, variables));
      return { previous };
    },
    onError: (_error: unknown, variables: TVariables, context: OptimisticContext<TData> | undefined) => {
      if (context?.previous === undefined || othersRunning()) return;
      queryClient.setQueryData<TData>(queryKey(variables), context.previous);
    },
    onSettled: async (_data: unknown, _error: unknown, variables: TVariables) => {
      if (othersRunning()) return;
      await queryClient.invalidateQueries({ queryKey: refetch ?? queryKey(variables) });
    },
  };
}

import { MutationObserver, QueryClient, type MutationObserverOptions, type QueryKey } from '@tanstack/react-query';

/**
 * For unit tests of optimistic mutations (decision 216): a client holding `data` under `queryKey`, and a
 * run of the mutation whose server call answers only when the test says so, so the test can read the
 * cache before and after the answer.
 */
export function optimisticHarness<TData>(queryKey: QueryKey, data: TData) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKey, data);
  return {
    queryClient,
    cached: () => queryClient.getQueryData<TData>(queryKey),
    /** Starts the mutation with `options` (its mutationFn replaced by a held call). */
    start<TResult, TVariables, TContext>(options: MutationObserverOptions<TResult, Error, TVariables, TContext>, variables: TVariables) {
      let answer!: (value: TResult) => void;
      let refuse!: (error: Error) => void;
      const call = new Promise<TResult>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      });
      const run = new MutationObserver(queryClient, { ...options, mutationFn: () => call }).mutate(variables);
      run.catch(() => undefined);
      return { run, answer, refuse };
    },
  };
}

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchFirstCall, refetchUnlessPrefetched } from './prefetch-page-data';

/** Mounts an observer (as a page's useQuery does) and answers once it has settled. */
async function mount(queryClient: QueryClient, options: ConstructorParameters<typeof QueryObserver>[1]) {
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await queryClient.getQueryCache().find({ queryKey: options.queryKey! })?.promise;
  unsubscribe();
}

describe('calls a page starts ahead (decision 226)', () => {
  it('serve the first page that mounts without asking again, and let every later mount refetch as usual', async () => {
    const queryClient = new QueryClient();
    let calls = 0;
    const options = {
      queryKey: ['todos'],
      queryFn: async () => ++calls,
      refetchOnMount: refetchUnlessPrefetched,
    };
    void prefetchFirstCall(queryClient, options);
    await queryClient.getQueryCache().find({ queryKey: ['todos'] })?.promise;
    expect(calls).toBe(1);
    await mount(queryClient, options);
    expect(calls).toBe(1);
    await mount(queryClient, options);
    expect(calls).toBe(2);
  });

  it('answer once the answer is in the cache, and settle without failing when the call fails (decision 233)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstCall(queryClient, { queryKey: ['customers'], queryFn: async () => ['Acme'] });
    expect(queryClient.getQueryData(['customers'])).toEqual(['Acme']);
    await expect(
      prefetchFirstCall(queryClient, {
        queryKey: ['broken'],
        queryFn: async () => {
          throw new Error('offline');
        },
      }),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryState(['broken'])?.status).toBe('error');
  });

  it('leave queries nobody prefetched to refetch on mount', () => {
    expect(refetchUnlessPrefetched({ queryHash: '["never-prefetched"]' })).toBe(true);
  });
});

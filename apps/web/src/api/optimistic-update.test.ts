import { MutationObserver, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { optimisticUpdate } from './optimistic-update';

/** A call that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const KEY: QueryKey = ['counters'];
let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const stop of cleanup) stop();
  cleanup = [];
});

/** A client whose query of KEY is on screen (an active observer) and answers `server()` when fetched. */
function clientWithQuery(server: () => Record<string, number>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let fetches = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: KEY,
    queryFn: () => {
      fetches += 1;
      return server();
    },
  });
  cleanup.push(observer.subscribe(() => undefined));
  return { queryClient, fetches: () => fetches };
}

/** Sets one counter; the server's answer is `call`. */
function setCounter(queryClient: QueryClient, call: () => Promise<unknown>) {
  return new MutationObserver(queryClient, {
    mutationFn: call,
    ...optimisticUpdate<Record<string, number>, { name: string; value: number }>(queryClient, {
      mutationKey: ['counters', 'set'],
      queryKey: () => KEY,
      update: (counters, { name, value }) => ({ ...counters, [name]: value }),
    }),
  });
}

const cached = (queryClient: QueryClient) => queryClient.getQueryData(KEY);

describe('an optimistic update', () => {
  it('shows the expected value before the server answers, then re-reads the server once it did', async () => {
    let stored = { a: 1, b: 2 };
    const { queryClient, fetches } = clientWithQuery(() => stored);
    await queryClient.refetchQueries({ queryKey: KEY });
    const answer = deferred<void>();
    const running = setCounter(queryClient, () => answer.promise).mutate({ name: 'a', value: 5 });

    await expect.poll(() => cached(queryClient)).toEqual({ a: 5, b: 2 });
    const before = fetches();
    stored = { a: 5, b: 3 };
    answer.resolve();
    await running;
    expect(fetches()).toBe(before + 1);
    expect(cached(queryClient)).toEqual({ a: 5, b: 3 });
  });

  it('puts the replaced value back when the server refuses', async () => {
    const { queryClient } = clientWithQuery(() => ({ a: 1 }));
    await queryClient.refetchQueries({ queryKey: KEY });
    const answer = deferred<void>();
    const running = setCounter(queryClient, () => answer.promise).mutate({ name: 'a', value: 9 });
    await expect.poll(() => cached(queryClient)).toEqual({ a: 9 });

    answer.reject(new Error('refused'));
    await expect(running).rejects.toThrow('refused');
    expect(cached(queryClient)).toEqual({ a: 1 });
  });

  it('keeps a later change shown when an earlier one is refused, and re-reads only after the last answered', async () => {
    let stored = { a: 1, b: 1 };
    const { queryClient, fetches } = clientWithQuery(() => stored);
    await queryClient.refetchQueries({ queryKey: KEY });
    const first = deferred<void>();
    const second = deferred<void>();
    const firstRun = setCounter(queryClient, () => first.promise).mutate({ name: 'a', value: 7 });
    await expect.poll(() => cached(queryClient)).toEqual({ a: 7, b: 1 });
    const secondRun = setCounter(queryClient, () => second.promise).mutate({ name: 'b', value: 8 });
    await expect.poll(() => cached(queryClient)).toEqual({ a: 7, b: 8 });
    const before = fetches();

    first.reject(new Error('refused'));
    await expect(firstRun).rejects.toThrow('refused');
    expect(cached(queryClient)).toEqual({ a: 7, b: 8 });
    expect(fetches()).toBe(before);

    stored = { a: 1, b: 8 };
    second.resolve();
    await secondRun;
    expect(fetches()).toBe(before + 1);
    expect(cached(queryClient)).toEqual({ a: 1, b: 8 });
  });

  it('leaves a query that was never loaded alone', async () => {
    const queryClient = new QueryClient();
    const answer = deferred<void>();
    const running = setCounter(queryClient, () => answer.promise).mutate({ name: 'a', value: 1 });
    answer.resolve();
    await running;
    expect(cached(queryClient)).toBeUndefined();
  });
});

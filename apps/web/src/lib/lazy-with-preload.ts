import { lazy, type LazyExoticComponent } from 'react';

/** Any component `lazy` accepts (its own constraint, read from its signature). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/** A lazy component whose module can be fetched before it first renders; `preload` answers the module (undefined if it failed). */
export type PreloadableComponent<T extends LazyComponent, M extends { default: T }> = LazyExoticComponent<T> & {
  preload: () => Promise<M | undefined>;
};

/**
 * React's `lazy` with a `preload()` that starts fetching the module now: the start-up fetches the page the
 * address asks for alongside its first calls instead of after them (issue 20, decision 226). Both share the
 * browser's module map, so the chunk is fetched once; a failed preload is left to `lazy` to retry and report.
 *
 * Once the module is here, `lazy` is handed it synchronously (a thenable that calls back at once), so the
 * first render uses it without suspending. `import()` of a module already loaded still answers a promise,
 * settled only after the render has asked for it: the Suspense boundary would commit its fallback, and React
 * would then hold the page's commit for its 300 ms reveal throttling (decision 230).
 */
export function lazyWithPreload<T extends LazyComponent, M extends { default: T }>(load: () => Promise<M>): PreloadableComponent<T, M> {
  let loaded: M | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => (loaded ? alreadySettled(loaded) : loadAndKeep()));
  return Object.assign(component, { preload: () => loadAndKeep().catch(() => undefined) });
}

/**
 * A thenable that calls back synchronously. React's `lazy` reads a module handed to it that way at once
 * (it records the result inside the `then` call); a real promise always calls back on a later microtask.
 */
function alreadySettled<M>(module: M): Promise<M> {
  const thenable = {
    then: (onFulfilled?: (value: M) => unknown) => {
      onFulfilled?.(module);
    },
  };
  // Typed as a Promise for `lazy`, which only calls `then` once and ignores what it answers.
  return thenable as unknown as Promise<M>;
}

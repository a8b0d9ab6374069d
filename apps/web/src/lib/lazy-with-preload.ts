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
 */
export function lazyWithPreload<T extends LazyComponent, M extends { default: T }>(load: () => Promise<M>): PreloadableComponent<T, M> {
  return Object.assign(lazy(load), { preload: () => load().catch(() => undefined) });
}

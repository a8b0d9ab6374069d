import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How one query parameter is read: its default, and a parser that answers undefined for a value it refuses. */
export interface UrlParam<T> {
  defaultValue: T;
  parse: (raw: string) => T | undefined;
}

/** A list's state, one typed parameter per key (the key is the query parameter's name). */
export type UrlParams<S> = { readonly [K in keyof S]: UrlParam<S[K]> };

/** The usual parameters of a list: free text, a whole number in a range, one of a set, a flag, a day. */
export const urlParam = {
  text: (defaultValue = ''): UrlParam<string> => ({ defaultValue, parse: (raw) => raw }),
  int: (defaultValue: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): UrlParam<number> => ({
    defaultValue,
    parse: (raw) => {
      const value = /^-?\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
      return value >= min && value <= max ? value : undefined;
    },
  }),
  oneOf: <T extends string | number>(values: readonly T[], defaultValue: T): UrlParam<T> => ({
    defaultValue,
    parse: (raw) => values.find((value) => String(value) === raw),
  }),
  flag: (defaultValue = false): UrlParam<boolean> => ({
    defaultValue,
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  }),
  /** A yyyy-mm-dd day that exists on the calendar. */
  day: (defaultValue = ''): UrlParam<string> => ({
    defaultValue,
    parse: (raw) => {
      const time = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : Number.NaN;
      return Number.isNaN(time) || !new Date(time).toISOString().startsWith(raw) ? undefined : raw;
    },
  }),
};

/** The state in `search`: each parameter parsed, its default when absent or refused. */
export function readUrlState<S>(params: UrlParams<S>, search: URLSearchParams): S {
  const state = {} as S;
  for (const key of Object.keys(params) as Array<keyof S & string>) {
    const raw = search.get(key);
    const parsed = raw === null ? undefined : params[key].parse(raw);
    state[key] = parsed === undefined ? params[key].defaultValue : parsed;
  }
  return state;
}

/**
 * `search` with the state written in: a value equal to its default is dropped, so a plain list has a
 * plain address; parameters that are not the list's (another widget's, `tab`) are kept.
 */
export function writeUrlState<S>(params: UrlParams<S>, state: S, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.keys(params) as Array<keyof S & string>) {
    const value = state[key];
    if (value === params[key].defaultValue || value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * How a change enters history: push (page changes, so Back returns to the page before) or replace
 * (typing); `state` is kept with the entry (history state outlives a reload).
 */
export interface UrlStateChange {
  replace?: boolean;
  state?: unknown;
}

/**
 * A list's filters, sort and page kept in the address, so a reload, Back and a shared link show the same
 * view. `params` should be stable (a module constant); returns the state, a setter that merges a change
 * (pushing a history entry unless `replace`), and a reset to the defaults.
 */
export function useUrlState<S>(params: UrlParams<S>) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readUrlState(params, search), [params, search]);
  // The address as last shown, not as of the render that made the setter (a debounced search runs later).
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const set = useCallback(
    (change: Partial<S>, options: UrlStateChange = {}) => {
      const now = latest.current;
      const next = writeUrlState(params, { ...readUrlState(params, now), ...change }, now);
      // A change to what is already shown adds no history entry (Back would seem to do nothing).
      if (next.toString() === now.toString()) return;
      // Two changes before the next render (a choice, then a typed date) build on each other, not on the
      // address the first one replaced.
      latest.current = next;
      setSearch(next, options);
    },
    [params, setSearch],
  );
  const reset = useCallback(
    (options: UrlStateChange = {}) => {
      latest.current = writeUrlState(params, readUrlState(params, new URLSearchParams()), latest.current);
      setSearch(latest.current, options);
    },
    [params, setSearch],
  );
  return [state, set, reset] as const;
}

/**
 * What a filter form holds before Search: starts as the applied filters and starts again from them
 * whenever they change (Back, a link, Reset), so the boxes always show what the list shows after.
 */
export function useDraft<T>(applied: T) {
  const key = JSON.stringify(applied);
  const [held, setHeld] = useState({ key, value: applied });
  if (held.key !== key) setHeld({ key, value: applied });
  const value = held.key === key ? held.value : applied;
  return [value, (next: T) => setHeld({ key, value: next })] as const;
}

// First: zod must be jitless before any schema is built (lib/zod-jitless.ts), whatever the import order below.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './api/get-current-user';
import { featureFlagsQuery } from './api/get-feature-flags';
import { queryKeys } from './api/query-keys';
import { configureHttpContext } from './api/http-context';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { findRoute, hashPath, hashSearch, routeNeedsSession } from './app/routes';
import { preloadRoutePage } from './app/route-pages';
import { preloadSignedInMenus } from './app/shell/top-bar';
import { browserMayHaveSession } from './api/session-expiry';
import { forgetStartUpCalls } from './api/start-up-calls';
import type { CurrentUser } from '@app/shared/users/current-user';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

configureHttpContext({
  currentUser: () => {
    const user = queryClient.getQueryData<CurrentUser | null>(queryKeys.currentUser);
    return user ? { id: user.userId, username: user.username, role: user.role } : null;
  },
  currentRouteNeedsSession: () => routeNeedsSession(findRoute(hashPath(window.location.hash))),
});

/** How long the first render waits for the first screen's code and first answers once the start-up calls are in. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Waits (at most FIRST_SCREEN_WAIT_MS) for what the first screen needs that the start-up asked for ahead:
 * the code of the page and of the signed-in menus, and the page's first answers.
 * - Code: rendered before it is here, their Suspense boundaries commit their fallbacks first, and React
 *   then holds the page's own commit until 300 ms after that fallback (its reveal throttling), however
 *   soon the code arrives (decision 230).
 * - Answers: one arriving while React renders the first screen in slices changes a store the render has
 *   read (TanStack Query's, through useSyncExternalStore), and React then renders the whole screen again
 *   at once, in one long task (150 ms seen on this machine; decision 233). Waiting for them also draws the
 *   page's content at once instead of placeholders first.
 * index.html's bar shows meanwhile.
 */
async function firstScreenReady(...loads: Array<Promise<unknown> | undefined>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
  await Promise.race([Promise.all(loads), cap]);
  clearTimeout(timer);
}

/** Start-up (spec 002 §4): the current user and the feature flags load first, then the app mounts. */
async function start(): Promise<void> {
  // The code of the page the address asks for (and of the signed-in menus, when a session may exist) is
  // fetched alongside the start-up calls instead of after them: one round trip less before the page paints.
  const pageModule = preloadRoutePage(findRoute(hashPath(window.location.hash)));
  const signedInMenus = browserMayHaveSession() ? preloadSignedInMenus() : undefined;
  await Promise.all([
    queryClient.fetchQuery(currentUserQuery).catch((error: unknown) => {
      console.error('Error loading current user', error);
      queryClient.setQueryData(queryKeys.currentUser, null);
    }),
    queryClient.fetchQuery(featureFlagsQuery).catch((error: unknown) => {
      console.error('Unable to fetch feature flags.', error);
      queryClient.setQueryData(queryKeys.featureFlags, {});
    }),
  ]);
  forgetStartUpCalls();
  // Once signed in and its code is here, the page's first calls start, not only once it has rendered.
  const user = queryClient.getQueryData<CurrentUser | null>(queryKeys.currentUser);
  const firstAnswers = user ? pageModule.then((page) => page?.prefetch?.(queryClient, user, hashSearch(window.location.hash))) : undefined;
  await firstScreenReady(pageModule, signedInMenus, firstAnswers);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // A transition, so React renders the first screen in slices of a few milliseconds and the browser stays
  // responsive meanwhile (no long task to block a tap; Total Blocking Time, issue 20, decision 226).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();

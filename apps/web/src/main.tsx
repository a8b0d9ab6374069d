// First: zod must be jitless before any schema is built (lib/zod-jitless.ts), whatever the import order below.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './api/get-current-user';
import { featureFlagsQuery } from './api/get-feature-flags';
import { queryKeys } from './api/query-keys';
import { configureHttpContext } from './api/http-context';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { findRoute, hashPath, routeNeedsSession } from './app/routes';
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

/** Start-up (spec 002 §4): the current user and the feature flags load first, then the app mounts. */
async function start(): Promise<void> {
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
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

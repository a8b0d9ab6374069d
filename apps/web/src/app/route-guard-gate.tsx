import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/get-current-user';
import { useFeatureFlags } from '../api/get-feature-flags';
import { useNotify } from '../components/notifications/notification-context';
import { decideNavigation, type GuardDecision } from './route-guard';
import { routeTitle, type RouteMeta } from './routes';

/**
 * Applies the route guard (spec 002 §2) on every navigation: sets the page title, renders the page
 * when allowed, otherwise shows the permission message and redirects or goes back to the last
 * allowed location.
 */
export function RouteGuardGate({ route, children }: { route: RouteMeta | undefined; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const { notify } = useNotify();
  const lastAllowed = useRef<string | null>(null);

  const decision: GuardDecision = route
    ? decideNavigation({ route, path: location.pathname, user, flags, hasPreviousRoute: lastAllowed.current !== null })
    : { action: 'proceed' };
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    document.title = routeTitle(route);
  }, [route]);

  useEffect(() => {
    if (decision.action === 'proceed') {
      if (route) lastAllowed.current = here;
      return;
    }
    if (decision.message) notify({ text: decision.message, mode: 'error' });
    const target = decision.action === 'redirect' ? decision.to : (lastAllowed.current ?? '/');
    void navigate(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The decision is re-evaluated for each new location or signed-in user.
  }, [location.key, decision.action, user]);

  return decision.action === 'proceed' ? children : null;
}

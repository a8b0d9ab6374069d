import { useNavigate } from 'react-router';
import { useReloadCurrentUser } from '../../../api/get-current-user';
import { useReloadFeatureFlags } from '../../../api/get-feature-flags';
import { landingPath } from '../../../lib/role-home';

/**
 * After a successful login: load the current user and the feature flags, then go to the user's home
 * (admins the hub, vendors the dashboard, client users /client/dashboard).
 */
export function useFinishLogin(): () => Promise<void> {
  const reloadCurrentUser = useReloadCurrentUser();
  const reloadFeatureFlags = useReloadFeatureFlags();
  const navigate = useNavigate();
  return async () => {
    const [user] = await Promise.all([reloadCurrentUser(), reloadFeatureFlags()]);
    await navigate(landingPath(user), { replace: true });
  };
}

import { useQuery } from '@tanstack/react-query';
import { AdminFeatureFlagList, type AdminFeatureFlag } from '@app/shared/platform/feature-flags';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/feature-flags: every flag with its whole row (admins only). */
async function getAdminFeatureFlags(): Promise<AdminFeatureFlag[]> {
  return AdminFeatureFlagList.parse(await http.get('/admin/feature-flags'));
}

export function useAdminFeatureFlags() {
  return useQuery({ queryKey: adminKeys.featureFlags, queryFn: getAdminFeatureFlags, retry: false });
}

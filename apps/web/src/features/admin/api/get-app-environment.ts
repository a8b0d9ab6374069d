import { useQuery } from '@tanstack/react-query';
import { AppEnvironment } from '@app/shared/platform/environment';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /util/environment: whether this deployment counts as production (decision 113). */
async function getAppEnvironment(): Promise<AppEnvironment> {
  return AppEnvironment.parse(await http.get('/util/environment'));
}

export function useAppEnvironment() {
  return useQuery({ queryKey: adminKeys.environment, queryFn: getAppEnvironment, staleTime: Infinity, retry: false });
}

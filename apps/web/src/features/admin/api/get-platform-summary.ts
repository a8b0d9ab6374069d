import { useQuery } from '@tanstack/react-query';
import { PlatformSummary } from '@app/shared/platform/platform-summary';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/platform-summary: the admin home's platform figures. */
export function usePlatformSummary() {
  return useQuery({
    queryKey: adminKeys.platformSummary,
    queryFn: async (): Promise<PlatformSummary> => PlatformSummary.parse(await http.get('/admin/platform-summary')),
  });
}

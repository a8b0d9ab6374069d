import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertPage } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/screening/alerts?status&sourceId&band&minAgeDays&page&size: one page of the review queue. */
export function useScreeningAlerts(query: Record<string, string | number>) {
  return useQuery({
    queryKey: adminKeys.screeningAlerts(query),
    queryFn: async () => AlertPage.parse(await http.get('/admin/screening/alerts', { query })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

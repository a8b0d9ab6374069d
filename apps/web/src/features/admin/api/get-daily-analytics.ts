import { useQuery } from '@tanstack/react-query';
import { AnalyticDailyCounts, type AnalyticDailyCount } from '@app/shared/platform/analytic-events';
import { http } from '../../../api/http';

/** GET /admin/analytics/daily?days: how many of each UI event were sent per UTC day, newest day first. */
export function useDailyAnalytics(days: number) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'daily', days],
    queryFn: async (): Promise<AnalyticDailyCount[]> =>
      AnalyticDailyCounts.parse(await http.get('/admin/analytics/daily', { query: { days } })),
  });
}

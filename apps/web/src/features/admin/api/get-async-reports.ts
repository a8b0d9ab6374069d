import { useQuery } from '@tanstack/react-query';
import { ASYNC_REPORTS_REFRESH_MS, GeneratedReportList, isGenerationOpen, type GeneratedReport } from '@app/shared/reports/async-reports';
import { http } from '../../../api/http';

/** Cache key of GET /asyncReports (kept here: only the Reports tab reads it). */
export const asyncReportsKey = ['admin', 'async-reports'] as const;

/** GET /asyncReports: the latest 100 generated reports, newest first (read as data.content). */
async function getAsyncReports(): Promise<GeneratedReport[]> {
  return GeneratedReportList.parse(await http.get('/asyncReports')).content;
}

/** The generated reports, refreshed every 5 seconds while any is NOT_STARTED or GENERATING (spec 002 §4). */
export function useAsyncReports() {
  return useQuery({
    queryKey: asyncReportsKey,
    queryFn: getAsyncReports,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((report) => isGenerationOpen(report.generationStatus)) ? ASYNC_REPORTS_REFRESH_MS : false,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ScheduledReport } from '@app/shared/reports/scheduled-report';
import { http } from '../../../api/http';
import { reportKeys } from './report-query-keys';

const ScheduledReports = z.array(ScheduledReport);

/** GET /scheduled-reports: every scheduled shared report (all rows, no paging) with its deliveries. */
async function getScheduledReports(): Promise<ScheduledReport[]> {
  return ScheduledReports.parse(await http.get('/scheduled-reports'));
}

const scheduledReportsQuery = queryOptions({ queryKey: reportKeys.scheduled(), queryFn: getScheduledReports });

/** Only asked for with the employee-monitoring subscription: the server refuses otherwise. */
export function useScheduledReports(enabled: boolean) {
  return useQuery({ ...scheduledReportsQuery, enabled });
}

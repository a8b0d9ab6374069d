import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GeneratedReport, type GenerateReportRequest } from '@app/shared/reports/async-reports';
import { http } from '../../../api/http';
import { asyncReportsKey } from './get-async-reports';

/** POST /asyncReports with identifier, name and parameters → the report, NOT_STARTED. */
async function generateAsyncReport(request: GenerateReportRequest): Promise<GeneratedReport> {
  return GeneratedReport.parse(await http.post('/asyncReports', request));
}

/** Asks for a report; the table is re-read so it shows the new row (and keeps refreshing until it is done). */
export function useGenerateAsyncReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAsyncReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: asyncReportsKey }),
  });
}

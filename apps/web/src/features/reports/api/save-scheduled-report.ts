import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { ScheduledReport, type ScheduledReportInput } from '@app/shared/reports/scheduled-report';
import { http } from '../../../api/http';
import { reportKeys } from './report-query-keys';

interface SaveScheduledReport {
  /** Present in edit mode: PUT that report; otherwise POST a new one. */
  id?: number;
  input: ScheduledReportInput;
}

/** POST /scheduled-reports, or PUT /scheduled-reports/{id} when the report has an id. */
async function saveScheduledReport({ id, input }: SaveScheduledReport): Promise<ScheduledReport> {
  const saved = id === undefined ? await http.post('/scheduled-reports', input) : await http.put(`/scheduled-reports/${id}`, input);
  return ScheduledReport.parse(saved);
}

export function useSaveScheduledReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScheduledReport,
    onMutate: ({ id, input }) => trackEvent(ANALYTIC_EVENTS.scheduleReport, { frequency: input.frequency, isNew: id === undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.scheduled() }),
  });
}

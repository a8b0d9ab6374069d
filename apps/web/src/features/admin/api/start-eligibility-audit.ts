import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Job } from '@app/shared/jobs/jobs';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** POST /eligibility/audit?clientId= → the audit's job. */
async function startEligibilityAudit(clientId: number): Promise<Job> {
  return Job.parse(await http.post('/eligibility/audit', undefined, { query: { clientId } }));
}

/** Starts an eligibility audit of a client; the jobs list is re-read so it shows (and follows) the audit. */
export function useStartEligibilityAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEligibilityAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs }),
  });
}

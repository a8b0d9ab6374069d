import { useQuery } from '@tanstack/react-query';
import { EligibilityJobDetails, isJobOpen } from '@app/shared/jobs/jobs';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /jobs/eligibility/{jobId}: the audit and the COVGs whose status it changed. */
async function getEligibilityJob(jobId: number): Promise<EligibilityJobDetails> {
  return EligibilityJobDetails.parse(await http.get(`/jobs/eligibility/${jobId}`));
}

/** One eligibility audit, refreshed every 2 seconds until it is over. */
export function useEligibilityJob(jobId: number) {
  return useQuery({
    queryKey: adminKeys.eligibilityJob(jobId),
    queryFn: () => getEligibilityJob(jobId),
    retry: false,
    enabled: Number.isInteger(jobId) && jobId > 0,
    refetchInterval: (query) => (query.state.data && isJobOpen(query.state.data.job.status) ? 2_000 : false),
  });
}

import { useQuery } from '@tanstack/react-query';
import { isJobOpen, JobList, type Job } from '@app/shared/jobs/jobs';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** How often the Jobs tab refreshes while a job waits or runs. */
const RUNNING_REFRESH_MS = 2_000;

/** GET /jobs: the latest jobs, newest first (read as data.content). */
async function getJobs(): Promise<Job[]> {
  return JobList.parse(await http.get('/jobs')).content;
}

/** The jobs list, refreshed every 2 seconds while any job waits or runs. */
export function useJobs() {
  return useQuery({
    queryKey: adminKeys.jobs,
    queryFn: getJobs,
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((job) => isJobOpen(job.status)) ? RUNNING_REFRESH_MS : false),
  });
}

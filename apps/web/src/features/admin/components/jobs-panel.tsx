import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ELIGIBILITY_AUDIT_JOB_TYPE, ERROR_STARTING_JOB, type Job } from '@app/shared/jobs/jobs';
import type { PickerOption } from '@app/shared/users/acting-as';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { ListPagination } from '../../../components/list-pagination';
import { SearchPicker } from '../../../components/search-picker';
import { useClientOptions } from '../api/get-client-options';
import { useJobs } from '../api/get-jobs';
import { useStartEligibilityAudit } from '../api/start-eligibility-audit';
import { JobProgress } from './job-progress';
import { JobStatusChip } from './job-status-chip';

const COLUMNS = 8;
/** The server sends the latest 100 jobs; they are shown a page at a time (issue 33). */
const JOB_PAGE_SIZES = [25, 50, 100] as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The eligibility audit form: a client picker and Start; 'Error starting job.' when the server refuses. */
function StartEligibilityAudit() {
  const [client, setClient] = useState<PickerOption | null>(null);
  const start = useStartEligibilityAudit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (client) start.mutate(client.id);
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="eligibility-audit-heading" sx={{ mb: 3 }}>
      <Typography id="eligibility-audit-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        Start eligibility audit
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Recomputes the compliance status of every vendor group of the client and records the changes.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchPicker
          id="eligibility-audit-client"
          label="Client"
          current={client}
          useOptions={useClientOptions}
          onPick={setClient}
          busy={start.isPending}
        />
        <Button type="submit" variant="contained" disabled={!client || start.isPending}>
          Start audit
        </Button>
      </Box>
      {start.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {ERROR_STARTING_JOB}
        </Alert>
      )}
    </Box>
  );
}

function JobRow({ job }: { job: Job }) {
  const eligibility = job.jobType === ELIGIBILITY_AUDIT_JOB_TYPE;
  return (
    <TableRow>
      <TableCell sx={{ wordBreak: 'break-word' }}>
        {eligibility ? (
          <Link component={RouterLink} to={`/jobs/eligibility/${job.jobId}`}>
            {job.description}
          </Link>
        ) : (
          job.description
        )}
        <Typography variant="caption" component="div" color="text.secondary">
          {job.jobType}
        </Typography>
      </TableCell>
      <TableCell>
        <JobStatusChip status={job.status} />
      </TableCell>
      <TableCell>
        <JobProgress job={job} />
      </TableCell>
      <TableCell sx={{ ...wide, wordBreak: 'break-word' }}>{job.outcome ?? ''}</TableCell>
      <TableCell sx={wide}>{job.clientId ?? ''}</TableCell>
      <TableCell sx={wide}>{job.startTime ? formatLocalDateTime(job.startTime) : ''}</TableCell>
      <TableCell sx={wide}>{job.endTime ? formatLocalDateTime(job.endTime) : ''}</TableCell>
      <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>{job.jobId}</TableCell>
    </TableRow>
  );
}

/**
 * Jobs tab (spec 002 §2, §7): the latest background jobs (list imports, screening, renewals, report
 * deliveries, eligibility audits) newest first, with a progress bar for the running ones; the list
 * refreshes while any waits or runs, a page at a time. Eligibility audits link to their changes.
 */
export default function JobsPanel() {
  const jobs = useJobs();
  const [requestedPage, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(JOB_PAGE_SIZES[0]);
  const count = jobs.data?.length ?? 0;
  // The list refreshes while jobs run: a page past its end shows the last one.
  const page = Math.min(requestedPage, Math.max(0, Math.ceil(count / rowsPerPage) - 1));
  const shown = jobs.data?.slice(page * rowsPerPage, (page + 1) * rowsPerPage) ?? [];
  return (
    <Box component="section" aria-labelledby="jobs-heading">
      <Typography id="jobs-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Jobs
      </Typography>
      <StartEligibilityAudit />
      {jobs.isError && <Alert severity="error">Couldn&apos;t load the jobs.</Alert>}
      {jobs.isPending && <BlockSkeleton label="Loading jobs" variant="rectangular" height={240} />}
      {jobs.data && (
        <>
          <TableScrollRegion label="Jobs" outlined>
            <Table size="small" aria-label="Jobs">
              <TableHead>
                <TableRow>
                  <TableCell>Job</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Progress</TableCell>
                  <TableCell sx={wide}>Outcome</TableCell>
                  <TableCell sx={wide}>Client ID</TableCell>
                  <TableCell sx={wide}>Start Time</TableCell>
                  <TableCell sx={wide}>End Time</TableCell>
                  <TableCell sx={wide}>Job ID</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.data.length === 0 && <EmptyTableRow colSpan={COLUMNS}>No jobs yet.</EmptyTableRow>}
                {shown.map((job) => (
                  <JobRow key={`${job.jobType} ${job.jobId}`} job={job} />
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
          {jobs.data.length > 0 && (
            <ListPagination
              count={count}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={JOB_PAGE_SIZES}
              onPageChange={setPage}
              onRowsPerPageChange={(size) => {
                setRowsPerPage(size);
                setPage(0);
              }}
            />
          )}
        </>
      )}
    </Box>
  );
}

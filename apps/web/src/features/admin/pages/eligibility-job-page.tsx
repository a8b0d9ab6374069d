import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { ApiError } from '../../../api/api-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useEligibilityJob } from '../api/get-eligibility-job';
import { JobProgress } from '../components/job-progress';
import { JobStatusChip } from '../components/job-status-chip';

/**
 * An eligibility audit (/jobs/eligibility/{jobId}, admins only; spec 002 §2): the COVGs whose compliance
 * status it changed, with the old and the new status (no old status before a COVG's first audit).
 */
export default function EligibilityJobPage({ title = 'Eligibility Job' }: { title?: string }) {
  const { jobId = '' } = useParams();
  const id = Number(jobId);
  const details = useEligibilityJob(id);
  const missing = !(Number.isInteger(id) && id > 0) || (details.error instanceof ApiError && details.error.status === 404);
  return (
    <>
      <PageHeader title={title} subtitle={details.data?.job.description} />
      <Link component={RouterLink} to="/admin" sx={{ display: 'inline-block', mb: 2 }}>
        To Old Admin
      </Link>
      {missing && <Alert severity="error">This job was not found.</Alert>}
      {!missing && details.isError && <Alert severity="error">Couldn&apos;t load the job.</Alert>}
      {!missing && details.isPending && <BlockSkeleton label="Loading the job" variant="rectangular" height={200} />}
      {details.data && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <JobStatusChip status={details.data.job.status} />
            <JobProgress job={details.data.job} />
            {details.data.job.outcome && <Typography variant="body2">{details.data.job.outcome}</Typography>}
          </Box>
          <TableScrollRegion label="Status changes" outlined>
            <Table size="small" aria-label="Status changes">
              <TableHead>
                <TableRow>
                  <TableCell>COVG ID</TableCell>
                  <TableCell>Old Status</TableCell>
                  <TableCell>New Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {details.data.content.length === 0 && <EmptyTableRow colSpan={3}>No status changed.</EmptyTableRow>}
                {details.data.content.map((item) => (
                  <TableRow key={item.covgId}>
                    <TableCell>{item.covgId}</TableCell>
                    <TableCell>{item.oldStatus ?? 'Not recorded'}</TableCell>
                    <TableCell>{item.newStatus}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
        </>
      )}
    </>
  );
}

import Chip from '@mui/material/Chip';
import type { JobStatus } from '@app/shared/jobs/jobs';

const COLORS: Record<JobStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  CREATED: 'default',
  RETRY: 'warning',
  ACTIVE: 'info',
  COMPLETED: 'success',
  CANCELLED: 'default',
  FAILED: 'error',
};

const LABELS: Record<JobStatus, string> = {
  CREATED: 'Queued',
  RETRY: 'Retrying',
  ACTIVE: 'Running',
  COMPLETED: 'Completed',
  CANCELLED: 'Canceled',
  FAILED: 'Failed',
};

/** A job's status as a coloured chip. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={LABELS[status]} />;
}

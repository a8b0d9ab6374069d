import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PlatformSummary } from '@app/shared/platform/platform-summary';
import { formatDisplayDate, formatLocalDateTime } from '../../../components/format-display-date';
import { usePlatformSummary } from '../api/get-platform-summary';

const SUBJECT_LABELS: Record<PlatformSummary['monitoredSubjects'][number]['subjectType'], string> = {
  VENDOR: 'Vendor companies',
  OWNER: 'Owners',
  EMPLOYEE: 'Employees',
};

const number = (value: number) => value.toLocaleString('en-US');

/** "today", "1 day ago", "12 days ago". */
function ageText(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${number(days)} days ago`;
}

/** One figure with its label and, optionally, the lines that explain it. */
function FigureCard({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 600 }}>
          {number(value)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A small labelled list inside a card. */
function DetailList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

/**
 * The admin home's platform figures (issue 18): vendors, clients, monitored subjects by kind, open alerts,
 * failed renewals, failed jobs of the last days with their names, and each exclusion list's last import
 * with its age.
 */
export function PlatformSummaryPanel() {
  const summary = usePlatformSummary();
  const data = summary.data;
  return (
    <Box component="section" aria-labelledby="platform-summary-heading" sx={{ mb: 4 }}>
      <Typography id="platform-summary-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Platform
      </Typography>
      {summary.isPending && (
        <Box role="progressbar" aria-busy="true" aria-label="Loading the platform figures" sx={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={112} />
          ))}
        </Box>
      )}
      {summary.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          }
        >
          The platform figures could not be loaded.
        </Alert>
      )}
      {data && <PlatformFigures data={data} />}
    </Box>
  );
}

function PlatformFigures({ data }: { data: PlatformSummary }) {
  const subjects = data.monitoredSubjects.reduce((sum, kind) => sum + kind.count, 0);
  const failedJobs = data.failedJobs.reduce((sum, job) => sum + job.count, 0);
  return (
    <>
      <Box sx={{ ...GRID, mb: 2 }}>
        <FigureCard label="Vendors" value={data.vendors} />
        <FigureCard label="Clients" value={data.clients} />
        <FigureCard label="Subjects monitored" value={subjects}>
          <DetailList label="Subjects monitored by kind">
            {data.monitoredSubjects.map((kind) => (
              <Typography key={kind.subjectType} component="li" variant="body2">
                {SUBJECT_LABELS[kind.subjectType]}: {number(kind.count)}
              </Typography>
            ))}
          </DetailList>
        </FigureCard>
        <FigureCard label="Open alerts" value={data.openAlerts}>
          <Typography variant="body2" color="text.secondary">
            Open or answered by the vendor, waiting for review.
          </Typography>
        </FigureCard>
        <FigureCard label="Failed renewals" value={data.failedRenewals}>
          <Typography variant="body2" color="text.secondary">
            Declined renewals waiting for a retry or a new payment method.
          </Typography>
        </FigureCard>
        <FigureCard label={`Failed jobs, last ${data.failedJobsDays} days`} value={failedJobs}>
          {data.failedJobs.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No job failed.
            </Typography>
          ) : (
            <DetailList label="Failed jobs by name">
              {data.failedJobs.map((job) => (
                <Typography key={job.name} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {job.name}: {number(job.count)} (last {formatLocalDateTime(job.lastFailedAt)})
                </Typography>
              ))}
            </DetailList>
          )}
        </FigureCard>
      </Box>
      <Card variant="outlined" component="article" aria-labelledby="list-imports-heading">
        <CardContent>
          <Typography id="list-imports-heading" variant="body2" color="text.secondary" component="h3" sx={{ mb: 1 }}>
            Last import of each exclusion list
          </Typography>
          {data.lists.length === 0 ? (
            <Typography variant="body2">No exclusion lists are set up.</Typography>
          ) : (
            <DetailList label="Exclusion lists">
              {data.lists.map((list) => (
                <Typography key={list.sourceId} component="li" variant="body2" sx={{ py: 0.25 }}>
                  <strong>{list.name}</strong>:{' '}
                  {list.importedAt && list.ageDays !== null
                    ? `${formatDisplayDate(list.importedAt)} (${ageText(list.ageDays)})`
                    : 'never imported'}
                </Typography>
              ))}
            </DetailList>
          )}
        </CardContent>
      </Card>
    </>
  );
}

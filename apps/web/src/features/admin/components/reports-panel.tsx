import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ASYNC_REPORT_TEXTS,
  formatGenerationTime,
  formatReportParameters,
  formatReportTime,
  generationStatusLabel,
  REPORT_DEFINITIONS,
  type GeneratedReport,
  type GenerateReportRequest,
  type ReportDefinition,
} from '@app/shared/reports/async-reports';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { isApiError } from '../../../api/api-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useGenerateAsyncReport } from '../api/generate-async-report';
import { useAsyncReports } from '../api/get-async-reports';
import { ReportParametersDialog, type ReportParameterValues } from './report-parameters-dialog';

const COLUMNS = 8;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Waiting and generating stay neutral (the theme's info outline is too light for small text). */
const STATUS_COLORS: Record<string, 'default' | 'success' | 'error'> = { FINISHED: 'success', ERROR: 'error' };

/** A report's status (spec 002 §4); an Error carries its notes in a tooltip, reachable by keyboard too. */
function GenerationStatusChip({ report }: { report: GeneratedReport }) {
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[report.generationStatus] ?? 'default'}
      label={generationStatusLabel(report.generationStatus)}
      tabIndex={report.notes ? 0 : undefined}
    />
  );
  if (report.generationStatus !== 'ERROR' || !report.notes) return chip;
  return (
    // Kept in the page's main landmark (not portalled to the body), so it is read as part of the page.
    <Tooltip title={report.notes} describeChild slotProps={{ popper: { disablePortal: true } }}>
      {chip}
    </Tooltip>
  );
}

function ReportRow({ report, now }: { report: GeneratedReport; now: Date }) {
  return (
    <TableRow>
      <TableCell sx={{ wordBreak: 'break-word' }}>{report.name}</TableCell>
      <TableCell sx={wide}>{formatReportTime(report.startTime, now)}</TableCell>
      <TableCell sx={wide}>{formatReportTime(report.endTime, now)}</TableCell>
      <TableCell sx={wide}>{formatGenerationTime(report.startTime, report.endTime)}</TableCell>
      <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>{report.requestingUser ?? ''}</TableCell>
      <TableCell sx={{ ...wide, wordBreak: 'break-word' }}>{formatReportParameters(report.identifier, report.parameters)}</TableCell>
      <TableCell>
        <GenerationStatusChip report={report} />
        {report.generationStatus === 'GENERATING' && (
          // The job streams rows without counting them first, so the bar shows work under way, not a share.
          <LinearProgress aria-label={`Generating ${report.name} (report ${report.id})`} sx={{ mt: 0.5, maxWidth: 120 }} />
        )}
      </TableCell>
      <TableCell>
        {report.generationStatus === 'FINISHED' && report.reportFileLink && (
          <Link href={report.reportFileLink} download aria-label={`Download ${report.name} (report ${report.id})`}>
            Download
          </Link>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * Reports tab (spec 002 §2, §3, §4): a report dropdown and Generate Report (a parameter dialog first when
 * the report has parameters), then the latest 100 generated reports, refreshed every 5 seconds while one
 * is waiting or generating; a finished one has its Download link.
 */
export default function ReportsPanel() {
  const reports = useAsyncReports();
  const generate = useGenerateAsyncReport();
  const { notify } = useNotify();
  const [identifier, setIdentifier] = useState('');
  const [dialogFor, setDialogFor] = useState<ReportDefinition | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const now = new Date();

  const start = async (definition: ReportDefinition, parameters: ReportParameterValues) => {
    setFieldErrors({});
    try {
      await generate.mutateAsync({ identifier: definition.identifier, name: definition.name, parameters } as GenerateReportRequest);
      setDialogFor(null);
      notify(ASYNC_REPORT_TEXTS.generating(definition.name));
    } catch (failure) {
      const errors = isApiError(failure) ? (failure.fieldErrors ?? {}) : {};
      if (dialogFor && Object.keys(errors).some((key) => key.startsWith('parameters.'))) setFieldErrors(errors);
      else notify({ text: ASYNC_REPORT_TEXTS.generateError, mode: 'error' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const definition = REPORT_DEFINITIONS.find((candidate) => candidate.identifier === identifier);
    if (!definition) {
      notify({ text: ASYNC_REPORT_TEXTS.noReportSelected, mode: 'warning' });
      return;
    }
    if (definition.parameters.length > 0) {
      setFieldErrors({});
      setDialogFor(definition);
    } else void start(definition, {});
  };

  return (
    <Box component="section" aria-labelledby="reports-heading">
      <Typography id="reports-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Reports
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <TextField
          select
          label="Report"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        >
          {REPORT_DEFINITIONS.map((definition) => (
            <MenuItem key={definition.identifier} value={definition.identifier}>
              {definition.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={generate.isPending}>
          Generate Report
        </Button>
      </Box>
      {dialogFor && (
        <ReportParametersDialog
          definition={dialogFor}
          pending={generate.isPending}
          fieldErrors={fieldErrors}
          onGenerate={(parameters) => void start(dialogFor, parameters)}
          onClose={() => setDialogFor(null)}
        />
      )}
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Generated reports
      </Typography>
      {reports.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reports.refetch()}>
              Try again
            </Button>
          }
        >
          {ASYNC_REPORT_TEXTS.loadError}
        </Alert>
      )}
      {reports.isPending && <BlockSkeleton label="Loading generated reports" variant="rectangular" height={240} />}
      {reports.data && (
        <TableScrollRegion label="Generated reports" outlined>
          <Table size="small" aria-label="Generated reports">
            <TableHead>
              <TableRow>
                <TableCell>Report Name</TableCell>
                <TableCell sx={wide}>Start Time</TableCell>
                <TableCell sx={wide}>End Time</TableCell>
                <TableCell sx={wide}>Generation Time</TableCell>
                <TableCell sx={wide}>User</TableCell>
                <TableCell sx={wide}>Parameters</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Download</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.data.length === 0 && <EmptyTableRow colSpan={COLUMNS}>No reports generated yet.</EmptyTableRow>}
              {reports.data.map((report) => (
                <ReportRow key={report.id} report={report} now={now} />
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
    </Box>
  );
}

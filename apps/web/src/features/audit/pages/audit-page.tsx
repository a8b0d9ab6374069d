import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { OUTCOME_TEXT, type AuditRow } from '@app/shared/reports/audit';
import { labelledFieldsText } from '@app/shared/screening/list-record-fields';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { SlowWorkBar } from '../../../components/slow-work-bar';
import { useDraft, useUrlState } from '../../../lib/use-url-state';
import { useAuditRows } from '../api/get-audit-rows';
import { useDownloadAudit, type AuditFormat } from '../api/download-audit';
import { useStartAuditPdfExport } from '../api/audit-pdf-export';
import { AuditPdfExport } from '../components/audit-pdf-export';
import { ApiError } from '../../../api/api-error';
import { formatDisplayDate } from '../../../components/format-display-date';
import {
  SUBJECT_TYPE_TEXT,
  auditQueryParams,
  auditUrlParams,
  isValidRange,
  type AuditFilters,
  type Outcome,
  type SubjectType,
} from '../utils/audit-filters';

const SUBJECT_TYPES = Object.keys(SUBJECT_TYPE_TEXT) as SubjectType[];
const OUTCOMES = Object.keys(OUTCOME_TEXT) as Outcome[];
const HEADERS = ['Subject', 'Type', 'Monitored since', 'Lists checked', 'Outcome', 'Alerts and resolution history'];

function AlertsCell({ alerts }: { alerts: AuditRow['alerts'] }) {
  if (!alerts.length) return <>None</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {alerts.map((alert, index) => (
        <li key={`${alert.listName}-${alert.recordName}-${index}`}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {alert.recordName}
          </Typography>{' '}
          ({alert.listName}): {alert.status}
          {alert.recordFields.length > 0 && (
            <Typography variant="body2" component="div" color="text.secondary">
              {labelledFieldsText(alert.recordFields)}
            </Typography>
          )}
          {alert.history.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {alert.history.map((entry, entryIndex) => (
                <li key={`${entry.at}-${entryIndex}`}>
                  {formatDisplayDate(entry.at)} {entry.change} by {entry.by}
                  {entry.note ? `: ${entry.note}` : ''}
                </li>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

function AuditTable({ rows }: { rows: AuditRow[] }) {
  return (
    <TableScrollRegion label="Monitoring evidence" outlined>
      <Table size="small" aria-label="Monitoring evidence">
        <TableHead>
          <TableRow>
            {HEADERS.map((head) => (
              <TableCell key={head} scope="col" sx={{ fontWeight: 600 }}>
                {head}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.subjectType}-${row.subjectId}`}>
              <TableCell component="th" scope="row">
                {row.subjectName}
              </TableCell>
              <TableCell>{SUBJECT_TYPE_TEXT[row.subjectType]}</TableCell>
              <TableCell>{formatDisplayDate(row.monitoredSince)}</TableCell>
              <TableCell>{row.listsChecked || '—'}</TableCell>
              <TableCell>{OUTCOME_TEXT[row.outcome]}</TableCell>
              <TableCell>
                <AlertsCell alerts={row.alerts} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}

/**
 * /audit (flag FDR_AUDIT_TAB, issue 8): the monitoring evidence of every monitored subject over a date
 * range, filtered by subject type and outcome, exportable as CSV and PDF with the same filters.
 */
export default function AuditPage({ title = 'Audit' }: { title?: string }) {
  // The default range is the 30 days up to the day the page opened.
  const urlParams = useMemo(() => auditUrlParams(), []);
  const [filters, setFilters] = useUrlState(urlParams);
  // The date boxes as typed: a day reaches the address once it is a whole date; until then the range is invalid.
  const [range, setRange] = useDraft({ from: filters.from, to: filters.to });
  const validRange = isValidRange(range);
  const query = auditQueryParams(filters);
  const rows = useAuditRows(query, validRange);
  const download = useDownloadAudit();
  const [exportFailed, setExportFailed] = useState(false);
  // A PDF too large for one request (EXPORT_TOO_LARGE): the server's explanation, then the background export.
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [exportId, setExportId] = useState<number | null>(null);
  const startExport = useStartAuditPdfExport();

  const update = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => setFilters({ [key]: value });
  const typeDay = (key: 'from' | 'to', value: string) => {
    setRange({ ...range, [key]: value });
    if (urlParams[key].parse(value) !== undefined) setFilters({ [key]: value }, { replace: true });
  };
  const exportAs = async (format: AuditFormat) => {
    setExportFailed(false);
    setTooLarge(null);
    try {
      await download.mutateAsync({ format, query });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EXPORT_TOO_LARGE') {
        setTooLarge(error.message);
        return;
      }
      console.error('Audit export failed', error);
      setExportFailed(true);
    }
  };
  const prepare = async () => {
    try {
      const started = await startExport.mutateAsync(query);
      setTooLarge(null);
      setExportId(started.id);
    } catch (error) {
      setTooLarge(error instanceof ApiError && error.status < 500 ? error.message : 'The export could not be started, please try again.');
    }
  };

  return (
    <>
      <PageHeader title={title} subtitle="Monitoring evidence of every monitored subject over a period." />
      <Box
        component="form"
        aria-label="Audit filters"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          type="date"
          label="From"
          value={range.from}
          onChange={(event) => typeDay('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!validRange}
        />
        <TextField
          type="date"
          label="To"
          value={range.to}
          onChange={(event) => typeDay('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!validRange}
          helperText={validRange ? undefined : 'From must not be after To'}
        />
        <TextField
          select
          label="Subject type"
          value={filters.subjectType}
          onChange={(event) => update('subjectType', event.target.value as AuditFilters['subjectType'])}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {SUBJECT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {SUBJECT_TYPE_TEXT[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Outcome"
          value={filters.outcome}
          onChange={(event) => update('outcome', event.target.value as AuditFilters['outcome'])}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">All</MenuItem>
          {OUTCOMES.map((outcome) => (
            <MenuItem key={outcome} value={outcome}>
              {OUTCOME_TEXT[outcome]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void exportAs('csv')}
          disabled={!validRange || download.isPending}
        >
          Export CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void exportAs('pdf')}
          disabled={!validRange || download.isPending}
        >
          Export PDF
        </Button>
      </Box>
      <SlowWorkBar active={download.isPending} label={`Preparing the ${download.variables?.format === 'pdf' ? 'PDF' : 'CSV'} export`} />
      {tooLarge && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            startExport.isError ? undefined : (
              <Button color="inherit" size="small" onClick={() => void prepare()} disabled={startExport.isPending}>
                Start the export
              </Button>
            )
          }
        >
          {tooLarge}
        </Alert>
      )}
      {exportId !== null && (
        <Box sx={{ mb: 2 }}>
          <AuditPdfExport exportId={exportId} />
        </Box>
      )}
      {exportFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The export failed, please try again.
        </Alert>
      )}
      {validRange && rows.isPending && <TableSkeleton label="Loading audit" rows={8} columns={6} />}
      {rows.isError &&
        (rows.error instanceof ApiError && rows.error.code === 'EXPORT_TOO_LARGE' ? (
          <Alert severity="info">{rows.error.message}</Alert>
        ) : (
          <Alert severity="error">Error loading the audit, please try again.</Alert>
        ))}
      {validRange && rows.data && rows.data.length === 0 && (
        <Typography role="status">No monitored subjects match these filters in this period.</Typography>
      )}
      {validRange && rows.data && rows.data.length > 0 && <AuditTable rows={rows.data} />}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useDownloadExportFile, useReportExport } from '../api/audit-pdf-export';

const count = (n: number) => n.toLocaleString('en-US');

/** An audit PDF being prepared in the background: its progress, then its download (or why it failed). */
export function AuditPdfExport({ exportId }: { exportId: number }) {
  const reportExport = useReportExport(exportId);
  const download = useDownloadExportFile();
  if (reportExport.isError) return <Alert severity="error">Error loading the export, please try again.</Alert>;
  const current = reportExport.data;
  if (!current) return <LinearProgress aria-label="Loading the export" />;
  if (current.status === 'FAILED')
    return <Alert severity="error">{current.error ?? 'The export could not be prepared. Please try again.'}</Alert>;
  if (current.status === 'DONE')
    return (
      <Alert
        severity="success"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<Download />}
            onClick={() => download.mutate(current)}
            disabled={download.isPending}
          >
            Download PDF
          </Button>
        }
      >
        {current.filename} is ready ({count(current.total)} subjects).
        {download.isError && ' The download failed, please try again.'}
      </Alert>
    );
  const percent = current.total ? Math.round((current.done / current.total) * 100) : 0;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Preparing the PDF: {count(current.done)} of {count(current.total)} subjects
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Preparing the PDF" />
    </Box>
  );
}

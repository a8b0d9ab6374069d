import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AlertHistoryQuery } from '@app/shared/client/reports';
import type { ClientVendorRow } from '@app/shared/client/vendor-list';
import { PageHeader } from '../../../components/page-header';
import { SlowWorkBar } from '../../../components/slow-work-bar';
import { useNotify } from '../../../components/notifications/notification-context';
import { downloadVendorComplianceReport } from '../../../api/download-vendor-compliance-report';
import { useClientVendorSearch } from '../../../api/search-client-vendors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PDF_FAILED_MESSAGE } from '../../../lib/messages';
import { useDownloadClientReport } from '../api/download-client-report';

const DOWNLOAD_FAILED = 'Error downloading the report, please try again or contact us for support';
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** /client-reports: the compliance summary of every vendor, the alert history of a period and one vendor's compliance report. */
export default function ClientReportsPage({ title = 'Reports' }: { title?: string }) {
  const { notify } = useNotify();
  const download = useDownloadClientReport();
  const failed = () => notify({ text: DOWNLOAD_FAILED, mode: 'error' });
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 90 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const period = AlertHistoryQuery.safeParse({ from, to });
  const periodError = period.success ? undefined : period.error.issues[0]?.message;
  const [typed, setTyped] = useState('');
  const search = useClientVendorSearch(useDebouncedValue(typed, 300));
  const [vendor, setVendor] = useState<ClientVendorRow | null>(null);
  const [reportBusy, setReportBusy] = useState(false);
  return (
    <>
      <PageHeader title={title} subtitle="Download your vendors' compliance for your records, audits and committees." />
      <SlowWorkBar active={download.isPending} label={`Preparing ${download.variables?.fallbackName ?? 'the report'}`} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card variant="outlined" component="section" aria-labelledby="summary-heading">
          <CardContent>
            <Typography id="summary-heading" variant="h2" sx={{ mb: 1 }}>
              Vendor compliance summary
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Every vendor with its vendor numbers, masked TINs, facility, enrollment, compliance status, next due date and open alerts.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                onClick={() =>
                  download.mutate(
                    { path: '/client/reports/vendor-compliance', query: { format: 'csv' }, fallbackName: 'Vendor compliance summary.csv' },
                    { onError: failed },
                  )
                }
              >
                Download CSV
              </Button>
              <Button
                variant="outlined"
                onClick={() =>
                  download.mutate(
                    { path: '/client/reports/vendor-compliance', query: { format: 'pdf' }, fallbackName: 'Vendor compliance summary.pdf' },
                    { onError: failed },
                  )
                }
              >
                Download PDF
              </Button>
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="history-heading">
          <CardContent>
            <Typography id="history-heading" variant="h2" sx={{ mb: 1 }}>
              Alert history
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Every alert raised, confirmed, cleared or reopened on your vendors and their owners in a period, with who decided and why.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
              <TextField
                label="From"
                type="date"
                size="small"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="To"
                type="date"
                size="small"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                error={Boolean(periodError)}
                helperText={periodError}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                variant="contained"
                disabled={!period.success}
                onClick={() =>
                  download.mutate(
                    { path: '/client/reports/alert-history', query: { from, to }, fallbackName: 'Alert history.csv' },
                    { onError: failed },
                  )
                }
              >
                Download CSV
              </Button>
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="vendor-report-heading">
          <CardContent>
            <Typography id="vendor-report-heading" variant="h2" sx={{ mb: 1 }}>
              One vendor's compliance report
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              The vendor's compliance report as a PDF: its enrollment with you, monitoring and alerts.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Autocomplete
                sx={{ flex: '1 1 260px', maxWidth: 480 }}
                options={(search.data?.content ?? []).filter((row) => row.vendorId !== null && row.enrollment !== 'NOT_STARTED')}
                getOptionLabel={(row) => row.preferredName}
                isOptionEqualToValue={(a, b) => a.covgId === b.covgId}
                filterOptions={(options) => options}
                loading={search.isFetching}
                value={vendor}
                onChange={(_e, value) => setVendor(value)}
                onInputChange={(_e, value) => setTyped(value)}
                noOptionsText="No enrolled vendor matches. Type part of its name or vendor number."
                renderInput={(params) => <TextField {...params} label="Vendor" size="small" />}
              />
              <Button
                variant="contained"
                disabled={!vendor}
                loading={reportBusy}
                onClick={() => {
                  if (!vendor?.vendorId) return;
                  setReportBusy(true);
                  downloadVendorComplianceReport(vendor.vendorId)
                    .catch(() => notify({ text: PDF_FAILED_MESSAGE, mode: 'error' }))
                    .finally(() => setReportBusy(false));
                }}
              >
                Download PDF
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}

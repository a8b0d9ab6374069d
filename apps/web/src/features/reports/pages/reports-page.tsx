import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Download from '@mui/icons-material/Download';
import Share from '@mui/icons-material/Share';
import type { ScheduledReport } from '@app/shared/reports/scheduled-report';
import { useCurrentUser } from '../../../api/get-current-user';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useComplianceReport } from '../api/get-compliance-report';
import { useDownloadComplianceReport } from '../api/download-compliance-report';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { ComplianceReportView } from '../components/compliance-report-view';
import { ScheduledReportDialog } from '../components/scheduled-report-dialog';
import { SharedReportsTable } from '../components/shared-reports-table';
import { SHARING_NEEDS_MONITORING } from '../utils/scheduled-report-texts';

const TABS = [
  { route: 'compliance', label: 'Reports' },
  { route: 'shared-reports', label: 'Shared Reports' },
] as const;
type TabRoute = (typeof TABS)[number]['route'];

interface DialogState {
  open: boolean;
  report?: ScheduledReport;
}

function ComplianceTab({ vendorId, canShare, onShare }: { vendorId?: number; canShare: boolean; onShare?: () => void }) {
  const report = useComplianceReport(vendorId);
  const download = useDownloadComplianceReport();
  const downloadPdf = async () => {
    try {
      await download.mutateAsync(vendorId);
    } catch (error) {
      // Spec 001 §8: a failed PDF is only logged, nothing is shown.
      console.error('Compliance report PDF failed', error);
    }
  };
  if (report.isPending) return <TableSkeleton label="Loading compliance report" rows={6} columns={4} heading />;
  if (report.isError) return <Alert severity="error">Error loading the compliance report, please try again.</Alert>;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void downloadPdf()} disabled={download.isPending}>
          Download PDF
        </Button>
        {onShare && (
          <Button variant="contained" startIcon={<Share />} onClick={onShare} disabled={!canShare}>
            Share a Report
          </Button>
        )}
      </Box>
      {onShare && !canShare && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {SHARING_NEEDS_MONITORING}
        </Alert>
      )}
      <ComplianceReportView report={report.data} />
    </>
  );
}

/**
 * /reports/:tab?: tab Reports (route compliance) with the compliance report, its PDF and Share a
 * Report; tab Shared Reports (route shared-reports), disabled without the employee-monitoring
 * subscription (spec 001 §2, §6). With ?vendorId the report of that vendor is shown without sharing.
 */
export default function ReportsPage({ title = 'Reports' }: { title?: string }) {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  useEffect(() => trackEvent(ANALYTIC_EVENTS.reportsLanding), []);
  const vendorParam = Number(search.get('vendorId'));
  const standaloneVendorId = Number.isInteger(vendorParam) && vendorParam > 0 ? vendorParam : undefined;
  const canShare = Boolean(user?.hasMonitoringAccess);
  const requested = (params['*'] ?? '').split('/')[0];
  const current: TabRoute = requested === 'shared-reports' && canShare ? 'shared-reports' : 'compliance';

  if (standaloneVendorId) {
    return (
      <>
        <PageHeader title="Compliance Report" />
        <ComplianceTab vendorId={standaloneVendorId} canShare={false} />
      </>
    );
  }

  const tabId = (route: TabRoute) => `reports-tab-${route}`;
  const panelId = (route: TabRoute) => `reports-tabpanel-${route}`;
  const openDialog = (report?: ScheduledReport) => setDialog({ open: true, report });
  return (
    <>
      <PageHeader title={title} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_event, next: TabRoute) => void navigate(`/reports/${next}`, { replace: true })}
          aria-label="Reports"
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.route}
              value={tab.route}
              label={tab.label}
              id={tabId(tab.route)}
              aria-controls={panelId(tab.route)}
              disabled={tab.route === 'shared-reports' && !canShare}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {current === 'compliance' && <ComplianceTab canShare={canShare} onShare={() => openDialog()} />}
        {current === 'shared-reports' && (
          <>
            <Box sx={{ mb: 2 }}>
              <Button variant="contained" startIcon={<Share />} onClick={() => openDialog()}>
                Share a Report
              </Button>
            </Box>
            <SharedReportsTable onEdit={(report) => openDialog(report)} />
          </>
        )}
      </Box>
      {canShare && <ScheduledReportDialog open={dialog.open} report={dialog.report} onClose={() => setDialog({ open: false })} />}
    </>
  );
}

import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../../../components/page-header';
import { ComplianceStatusDot } from '../../../components/compliance-status-dot';
import { useNotify } from '../../../components/notifications/notification-context';
import { isApiError } from '../../../api/api-error';
import { downloadVendorComplianceReport } from '../../../api/download-vendor-compliance-report';
import { LOAD_FAILED_MESSAGE, PDF_FAILED_MESSAGE } from '../../../lib/messages';
import { useClientVendor } from '../api/client-vendor-queries';
import { RevisionDialog, type RevisionTarget } from '../components/revision-dialog';
import { VendorAlertsTab } from '../components/vendor-alerts-tab';
import { VendorDocumentsTab } from '../components/vendor-documents-tab';
import { VendorFormsTab } from '../components/vendor-forms-tab';
import { VendorDocumentsLinks, VendorOverviewTab } from '../components/vendor-overview-tab';
import { VendorOwnersTab } from '../components/vendor-owners-tab';
import { DetailPageSkeleton } from '../../../components/loading-skeletons';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'owners', label: 'Owners' },
  { key: 'forms', label: 'Forms' },
  { key: 'alerts', label: 'Alerts' },
  { key: 'documents', label: 'Documents' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /client/manage/vendors/:covgId: one vendor's evidence for the client, in tabs (?tab=), with revision requests. */
export default function ClientVendorPage() {
  const covgId = Number(useParams().covgId);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.some((t) => t.key === params.get('tab')) ? (params.get('tab') as TabKey) : 'overview';
  const vendor = useClientVendor(covgId);
  const { notify } = useNotify();
  const [revision, setRevision] = useState<RevisionTarget | null>(null);
  const [downloading, setDownloading] = useState(false);
  const back = (
    <Button component={RouterLink} to="/client/manage/vendors" startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1 }}>
      All vendors
    </Button>
  );
  if (vendor.isPending) {
    return (
      <>
        {back}
        <DetailPageSkeleton label="Loading the vendor" title="Vendor" subtitle layout="tabs" />
      </>
    );
  }
  if (vendor.isError) {
    const missing = isApiError(vendor.error) && vendor.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title={missing ? 'Vendor not found' : 'Vendor'} />
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? 'This vendor is not one of yours, or it was removed. Go back to your vendor list.' : LOAD_FAILED_MESSAGE}
        </Alert>
      </>
    );
  }
  const data = vendor.data;
  const downloadReport = () => {
    if (!data.company) return;
    setDownloading(true);
    downloadVendorComplianceReport(data.company.vendorId)
      .catch(() => notify({ text: PDF_FAILED_MESSAGE, mode: 'error' }))
      .finally(() => setDownloading(false));
  };
  const links = <VendorDocumentsLinks vendor={data} onDownloadReport={downloadReport} downloading={downloading} />;
  return (
    <>
      {back}
      <PageHeader
        title={data.preferredName}
        subtitle={<ComplianceStatusDot status={data.complianceStatus} openAlerts={data.openAlerts} />}
        actions={links}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, next: TabKey) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
          aria-label="Vendor"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} id={`vendor-tab-${t.key}`} aria-controls={`vendor-tabpanel-${t.key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`vendor-tabpanel-${tab}`} aria-labelledby={`vendor-tab-${tab}`}>
        {tab === 'overview' && <VendorOverviewTab vendor={data} onRequestRevision={setRevision} />}
        {tab === 'owners' && <VendorOwnersTab owners={data.owners} />}
        {tab === 'forms' && <VendorFormsTab covgId={data.covgId} items={data.checklist} onRequestRevision={setRevision} />}
        {tab === 'alerts' && <VendorAlertsTab covgId={data.covgId} alerts={data.alerts} />}
        {tab === 'documents' && <VendorDocumentsTab vendor={data} links={links} onRequestRevision={setRevision} />}
      </Box>
      {revision && (
        <RevisionDialog
          covgId={data.covgId}
          target={revision}
          onClose={() => setRevision(null)}
          onDone={() => {
            setRevision(null);
            notify({ text: `Revision requested: ${data.preferredName} has been asked to revise the ${revision.label}.`, mode: 'success' });
          }}
        />
      )}
    </>
  );
}

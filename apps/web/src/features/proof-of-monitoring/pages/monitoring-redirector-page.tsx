import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { PageHeader } from '../../../components/page-header';
import { useVendorInfo } from '../api/get-vendor-info';
import { monitoringRedirectTarget } from '../utils/monitoring-redirect';

/**
 * /incomplete-proof-of-monitoring-redirector?checklistItemId=&customerId= (spec 001 §2): loads the vendor
 * info and replaces itself with add employees (subscribed, no employee yet) or the splash page (also
 * when the load fails), so Back never returns here.
 */
export default function MonitoringRedirectorPage({ title = 'Proof of Employee Monitoring' }: { title?: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const vendorInfo = useVendorInfo();
  const settled = vendorInfo.isSuccess || vendorInfo.isError;

  useEffect(() => {
    if (settled) void navigate(monitoringRedirectTarget(vendorInfo.data, search), { replace: true });
  }, [settled, vendorInfo.data, search, navigate]);

  return (
    <>
      <PageHeader title={title} />
      <LinearProgress aria-label="Loading your monitoring information" />
    </>
  );
}

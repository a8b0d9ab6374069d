import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { isCompliant } from '@app/shared/customers/compliance-status';
import type { CustomerDetail } from '@app/shared/customers/customer';
import { isApiError } from '../../../api/api-error';
import { useCustomerDetail } from '../../../api/get-customer-detail';
import { DetailPageSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { StatusDot } from '../../../components/status-dot';
import { useHistoricalConfigurations, type HistoricalConfiguration } from '../api/get-historical-configurations';
import { CustomerTodosTable } from '../components/customer-todos-table';
import { ExpiredCustomerNotice } from '../components/expired-customer-notice';
import { DisclosureHistoryTab } from '../components/disclosure-history-tab';
import { ProofOfEnrollmentTab } from '../components/proof-of-enrollment-tab';

interface DetailTab {
  /** The route segment after /detail/: 'todos', 'proofOfEnrollment' or a configuration id. */
  route: string;
  label: string;
  configuration?: HistoricalConfiguration;
}

/**
 * The tabs of spec 001 §2: To-Dos; Proof of Enrollment second, only with an enrollmentCompleteDate;
 * then one per historical disclosure configuration (route = its id, title = its evdName).
 */
function tabsOf(customer: CustomerDetail, configurations: readonly HistoricalConfiguration[]): DetailTab[] {
  return [
    { route: 'todos', label: 'To-Dos' },
    ...(customer.enrollmentCompleteDate ? [{ route: 'proofOfEnrollment', label: 'Proof of Enrollment' }] : []),
    ...configurations.map((configuration) => ({ route: String(configuration.id), label: configuration.evdName, configuration })),
  ];
}

function BackToCustomersLink() {
  return (
    <Link component={RouterLink} to="/customers" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5, fontWeight: 500 }}>
      <ArrowBack aria-hidden fontSize="small" />
      Back to My Customers
    </Link>
  );
}

function CustomerDetailTabs({ customer, route }: { customer: CustomerDetail; route: string }) {
  const navigate = useNavigate();
  const configurations = useHistoricalConfigurations(customer.customerId);
  const tabs = tabsOf(customer, configurations.data ?? []);
  const current = tabs.find((tab) => tab.route === route) ?? tabs[0]!;
  const base = `/customers/${customer.customerId}/detail`;
  const tabId = (tab: DetailTab) => `customer-tab-${tab.route}`;
  const panelId = (tab: DetailTab) => `customer-tabpanel-${tab.route}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.route}
          onChange={(_event, next: string) => void navigate(`${base}/${next}`, { replace: true })}
          aria-label={customer.customerName}
          variant="scrollable"
        >
          {tabs.map((tab) => (
            <Tab key={tab.route} value={tab.route} label={tab.label} id={tabId(tab)} aria-controls={panelId(tab)} />
          ))}
        </Tabs>
      </Box>
      {configurations.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error loading the disclosure forms, please try again.
        </Alert>
      )}
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {current.route === 'todos' && <CustomerTodosTable customerId={customer.customerId} customerName={customer.customerName} />}
        {current.route === 'proofOfEnrollment' && customer.enrollmentCompleteDate && (
          <ProofOfEnrollmentTab customer={{ ...customer, enrollmentCompleteDate: customer.enrollmentCompleteDate }} />
        )}
        {current.configuration && (
          <DisclosureHistoryTab key={current.route} customerId={customer.customerId} configuration={current.configuration} />
        )}
      </Box>
    </>
  );
}

/** /customers/:customerId/detail/:tab?: the customer with its tabs (spec 001 §2). */
export default function CustomerDetailPage({ title = 'Customer Detail' }: { title?: string }) {
  const params = useParams();
  const customerId = Number(params.customerId);
  const route = params['*'] ?? '';
  const valid = Number.isInteger(customerId) && customerId > 0;
  const customer = useCustomerDetail(customerId, { enabled: valid });
  if (!valid || customer.isError) {
    const notFound = !valid || (isApiError(customer.error) && customer.error.status === 404);
    return (
      <>
        <BackToCustomersLink />
        <PageHeader title={title} />
        <Alert severity="error">{notFound ? 'This customer was not found.' : 'Error loading the customer, please try again.'}</Alert>
      </>
    );
  }
  if (customer.isPending) {
    return (
      <>
        <BackToCustomersLink />
        <DetailPageSkeleton label="Loading customer" title={title} layout="tabs" subtitle />
      </>
    );
  }
  const data = customer.data;
  return (
    <>
      <BackToCustomersLink />
      <PageHeader
        title={data.customerName}
        subtitle={<StatusDot color={isCompliant(data.complianceStatus) ? 'success' : 'error'} label={data.complianceStatus} />}
      />
      <ExpiredCustomerNotice customerName={data.customerName} complianceStatus={data.complianceStatus} />
      <CustomerDetailTabs customer={data} route={route.split('/')[0] ?? ''} />
    </>
  );
}

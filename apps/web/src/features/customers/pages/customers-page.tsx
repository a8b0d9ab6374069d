import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddLink from '@mui/icons-material/AddLink';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { PageHeader } from '../../../components/page-header';
import { CustomersTable } from '../components/customers-table';

/** /customers: My Customers, every customer with its compliance status. */
export default function CustomersPage({ title = 'My Customers' }: { title?: string }) {
  const flags = useFeatureFlags();
  return (
    <>
      <PageHeader
        title={title}
        subtitle="The healthcare organizations you serve and your compliance with each."
        actions={
          flags.MAINTENANCE_MODE ? undefined : (
            <Button
              component={RouterLink}
              to="/vendor/connect-signup-id"
              state={{ backTo: '/customers' }}
              variant="contained"
              startIcon={<AddLink aria-hidden />}
            >
              Connect New SignupID
            </Button>
          )
        }
      />
      <CustomersTable />
    </>
  );
}

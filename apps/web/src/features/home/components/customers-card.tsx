import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddLink from '@mui/icons-material/AddLink';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { isCompliant } from '@app/shared/customers/compliance-status';
import type { Customer } from '@app/shared/customers/customer';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { StatusDot } from '../../../components/status-dot';
import { truncateCard, viewAllText } from '../utils/card-items';
import { useRowLink } from '../../../lib/use-row-link';
import { HomeCard } from './home-card';

/**
 * The Customers card (spec 000 §2 Home): name and compliance status of at most 4 customers, an arrow
 * to the customer detail once enrolment is complete, 'View all (n not shown)' to My Customers, and
 * Connect New SignupID unless MAINTENANCE_MODE is on.
 */
export function CustomersCard({
  customers,
  loading,
  failed,
  onConnect,
}: {
  customers: readonly Customer[];
  loading: boolean;
  failed: boolean;
  /** Opens the Connect SignupID dialog. */
  onConnect: () => void;
}) {
  const flags = useFeatureFlags();
  const { shown, notShown } = truncateCard(customers);
  const rowLink = useRowLink();
  return (
    <HomeCard
      title="Customers"
      loading={loading}
      error={failed ? 'Error loading your customers, please try again.' : undefined}
      action={
        flags.MAINTENANCE_MODE ? undefined : (
          <Button variant="outlined" size="small" startIcon={<AddLink aria-hidden />} onClick={onConnect}>
            Connect New SignupID
          </Button>
        )
      }
      footer={
        notShown > 0 ? (
          <Link component={RouterLink} to="/customers" sx={{ fontWeight: 600 }}>
            {viewAllText(notShown)}
          </Link>
        ) : undefined
      }
    >
      {shown.length === 0 ? (
        <Typography color="text.secondary">No customers yet. Connect a SignupID to enroll with a customer.</Typography>
      ) : (
        <List aria-label="Customers" disablePadding>
          {shown.map((customer) => (
            <ListItem
              key={customer.customerId}
              divider
              disableGutters
              {...(customer.enrollmentComplete ? rowLink(`/customers/${customer.customerId}/detail`) : {})}
              secondaryAction={
                customer.enrollmentComplete ? (
                  <IconButton
                    component={RouterLink}
                    to={`/customers/${customer.customerId}/detail`}
                    aria-label={`Open ${customer.customerName}`}
                    edge="end"
                  >
                    <ChevronRight />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={customer.customerName}
                secondary={
                  <StatusDot color={isCompliant(customer.complianceStatus) ? 'success' : 'error'} label={customer.complianceStatus} />
                }
                slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAccountSubscriptions } from '../../../api/get-account-subscriptions';
import { RenewSubscriptionButton } from '../../../widgets/payment-method/renew-subscription-button';

/**
 * Every expired subscription, with Renew Now, for as long as it stays expired (issue 33): the 'not
 * approved' notification is shown once (spec 000 §4), and after it Expired had no way back.
 */
export function ExpiredSubscriptionsBanner() {
  const subscriptions = useAccountSubscriptions();
  const expired = (subscriptions.data ?? []).filter((subscription) => subscription.status === 'EXPIRED');
  if (expired.length === 0) return null;
  return (
    <Box component="section" aria-label="Expired subscriptions" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 3 }}>
      {expired.map((subscription) => (
        <Alert
          key={subscription.id}
          severity="error"
          action={<RenewSubscriptionButton subscription={subscription} variant="outlined" />}
          sx={{ alignItems: 'center' }}
        >
          Your {subscription.label} subscription has expired, so you are not compliant with the customers it covers. Renew it to restore it.
        </Alert>
      ))}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { useAccountSubscriptions } from '../../../api/get-account-subscriptions';
import { RenewSubscriptionButton } from '../../../widgets/payment-method/renew-subscription-button';

/**
 * "Not Compliant - Expired" explained, with the way back (issue 33): the subscription that covered this
 * customer expired; Renew Now charges it again. Nothing shows for any other status.
 */
export function ExpiredCustomerNotice({ customerName, complianceStatus }: { customerName: string; complianceStatus: string }) {
  const subscriptions = useAccountSubscriptions();
  if (complianceStatus !== COMPLIANCE_STATUS.EXPIRED) return null;
  const expired = subscriptions.data?.find((s) => s.status === 'EXPIRED' && (s.clientName === customerName || s.clientName === null));
  return (
    <Alert
      severity="error"
      sx={{ mb: 3, alignItems: 'center' }}
      action={expired && <RenewSubscriptionButton subscription={expired} variant="outlined" />}
    >
      Your subscription for {customerName} has expired, so {customerName} sees you as not compliant. Renew it to be compliant again.
    </Alert>
  );
}

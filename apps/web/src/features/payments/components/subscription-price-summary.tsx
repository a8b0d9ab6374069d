import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCents } from '@app/shared/payments/pricing';
import { CardSkeleton } from '../../../components/loading-skeletons';
import type { SubscriptionPrice } from '../api/get-subscription-types';
import type { PayableType } from '../utils/back-navigation';
import { MonitoringPriceTiers } from './monitoring-price-tiers';

export const UNKNOWN_PRICE_MESSAGE = 'This subscription cannot be paid for here. Please go back and try again.';

/** The label, price and billing description of a subscription (spec 001 §2 Subscription payment). */
export function SubscriptionPriceSummary({
  type,
  prices,
  headingId,
}: {
  type: PayableType;
  prices: UseQueryResult<SubscriptionPrice[]>;
  headingId: string;
}) {
  const price = prices.data?.find((item) => item.subscriptionType === type);
  return (
    <>
      {prices.isPending && <CardSkeleton label="Loading price" lines={2} />}
      {prices.isError && <Alert severity="error">Unable to load the price, please try again or contact us for support.</Alert>}
      {price && (
        <>
          <Typography id={headingId} variant="h2" component="h2" gutterBottom>
            {price.label}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontSize: '2rem' }}>
            {formatCents(price.price)}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {price.billing}
          </Typography>
          {type === 'VP_EMPLOYEE_MONITORING' && <MonitoringPriceTiers />}
        </>
      )}
      {prices.isSuccess && !price && <Alert severity="error">{UNKNOWN_PRICE_MESSAGE}</Alert>}
    </>
  );
}

import { formatCents } from '@app/shared/payments/pricing';

/** What a button that charges says: the amount charged, as amounts read everywhere else ('Pay $299.00'). */
export const payButtonLabel = (cents: number): string => `Pay ${formatCents(cents)}`;

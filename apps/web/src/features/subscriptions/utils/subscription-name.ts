import type { Subscription } from '@app/shared/payments/subscriptions';

/**
 * How a subscription is named in messages and on its switch: its label, with the client's name when
 * the label does not carry it ('VendorProof for Riverside Health'; 'VendorProof Engage, Riverside Health').
 */
export function subscriptionName(subscription: Pick<Subscription, 'label' | 'clientName'>): string {
  const { label, clientName } = subscription;
  return clientName && !label.includes(clientName) ? `${label} for ${clientName}` : label;
}

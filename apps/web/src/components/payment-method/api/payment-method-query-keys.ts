/**
 * Query keys of the payment method on file and the gateway's client token. Shared by the subscription
 * payment page, the account's Payment & Invoices tab and the global payment dialog.
 */
export const paymentMethodKeys = {
  current: ['payment-method'] as const,
  clientToken: ['braintree', 'client-token'] as const,
};

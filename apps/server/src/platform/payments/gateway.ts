/** A payment method stored ("vaulted") at the gateway: we keep only its token and display details. */
export interface VaultedMethod {
  token: string;
  paymentType: 'CREDIT_CARD' | 'ACH';
  lastFour: string;
  cardType: string | null;
}

export type GatewayFailure = { ok: false; message: string; code: 'PROCESSOR_DECLINED' | 'GATEWAY_REJECTED' | 'INVALID' };
export type VaultResult = ({ ok: true } & VaultedMethod) | GatewayFailure;
export type ChargeResult = { ok: true; transactionId: string } | (GatewayFailure & { transactionId: string | null });

/**
 * The payment gateway the product talks to: Braintree when its keys are set, the built-in sandbox
 * otherwise. Both take the same nonces (one-time tokens made in the browser) and vault tokens.
 */
export interface PaymentGateway {
  readonly mode: 'sandbox' | 'braintree';
  clientToken(customerId: string): Promise<string>;
  /** Stores a method from a nonce after verifying it (cards) or the account (ACH). */
  vault(input: { customerId: string; nonce: string; paymentType: 'CREDIT_CARD' | 'ACH' }): Promise<VaultResult>;
  /** Charges a vaulted method; `orderId` is our idempotency key, so the gateway can refuse duplicates too. */
  charge(input: { token: string; amountCents: number; orderId: string }): Promise<ChargeResult>;
  /**
   * The outcome of the latest charge made with this order id, or null when the gateway holds none: how a
   * charge whose answer was lost (the process died, the connection dropped) is settled without charging twice.
   */
  findCharge(orderId: string): Promise<ChargeResult | null>;
  refund(transactionId: string): Promise<{ ok: boolean; message?: string }>;
}

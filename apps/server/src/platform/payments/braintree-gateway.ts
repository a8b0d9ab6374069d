import braintree from 'braintree';
import type { ChargeResult, PaymentGateway, VaultResult } from './gateway';

/** Transaction statuses of a sale that went through (https://developer.paypal.com/braintree/docs/reference/general/statuses). */
const SUCCESSFUL_STATUSES = new Set(['authorized', 'authorizing', 'submitted_for_settlement', 'settling', 'settlement_pending', 'settled']);

/** Braintree (cards and US bank accounts) through its server SDK. Used when its four settings are set. */
export class BraintreeGateway implements PaymentGateway {
  readonly mode = 'braintree' as const;
  private readonly gateway: braintree.BraintreeGateway;

  constructor(settings: { environment: 'sandbox' | 'production'; merchantId: string; publicKey: string; privateKey: string }) {
    this.gateway = new braintree.BraintreeGateway({
      environment: settings.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
      merchantId: settings.merchantId,
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
    });
  }

  async clientToken(customerId: string): Promise<string> {
    await this.ensureCustomer(customerId);
    const response = await this.gateway.clientToken.generate({ customerId });
    return response.clientToken;
  }

  async vault(input: { customerId: string; nonce: string; paymentType: 'CREDIT_CARD' | 'ACH' }): Promise<VaultResult> {
    await this.ensureCustomer(input.customerId);
    const result = await this.gateway.paymentMethod.create({
      customerId: input.customerId,
      paymentMethodNonce: input.nonce,
      options:
        input.paymentType === 'ACH'
          ? ({ usBankAccountVerificationMethod: 'network_check' } as never)
          : { verifyCard: true, makeDefault: true },
    });
    if (!result.success) return { ok: false, code: 'PROCESSOR_DECLINED', message: result.message };
    const method = result.paymentMethod as unknown as { token: string; last4?: string; cardType?: string; accountNumberLast4?: string };
    return {
      ok: true,
      token: method.token,
      paymentType: input.paymentType,
      lastFour: method.last4 ?? method.accountNumberLast4 ?? '',
      cardType: method.cardType ?? null,
    };
  }

  async charge(input: { token: string; amountCents: number; orderId: string }): Promise<ChargeResult> {
    const result = await this.gateway.transaction.sale({
      paymentMethodToken: input.token,
      amount: (input.amountCents / 100).toFixed(2),
      orderId: input.orderId,
      options: { submitForSettlement: true },
    });
    if (result.success) return { ok: true, transactionId: result.transaction.id };
    return { ok: false, code: 'PROCESSOR_DECLINED', message: result.message, transactionId: result.transaction?.id ?? null };
  }

  async findCharge(orderId: string): Promise<ChargeResult | null> {
    const found: braintree.Transaction[] = [];
    for await (const transaction of this.gateway.transaction.search((search) => search.orderId().is(orderId))) {
      found.push(transaction as braintree.Transaction);
    }
    const latest = found.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt))).at(-1);
    if (!latest) return null;
    if (SUCCESSFUL_STATUSES.has(latest.status)) return { ok: true, transactionId: latest.id };
    return { ok: false, code: 'PROCESSOR_DECLINED', message: latest.processorResponseText ?? latest.status, transactionId: latest.id };
  }

  async refund(transactionId: string): Promise<{ ok: boolean; message?: string }> {
    const result = await this.gateway.transaction.refund(transactionId);
    return result.success ? { ok: true } : { ok: false, message: result.message };
  }

  private async ensureCustomer(customerId: string): Promise<void> {
    try {
      await this.gateway.customer.find(customerId);
    } catch {
      await this.gateway.customer.create({ id: customerId });
    }
  }
}

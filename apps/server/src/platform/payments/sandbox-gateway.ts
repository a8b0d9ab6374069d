import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { ChargeResult, GatewayFailure, PaymentGateway, VaultResult } from './gateway';

/**
 * How a sandbox card or account behaves. Mirrors Braintree's sandbox: documented test nonces, test card
 * numbers whose verification is declined, and (sandbox-only) a card that vaults but whose charges are
 * declined, so renewal failures can be exercised.
 */
export type SandboxOutcome = 'approve' | 'decline-verification' | 'decline-charges' | 'gateway-reject' | 'consumed' | 'invalid';

const CARD_OUTCOMES: Record<string, SandboxOutcome> = {
  '4000111111111115': 'decline-verification', // Visa, processor declined (Braintree test number)
  '5105105105105100': 'decline-verification', // Mastercard, processor declined
  '378734493671000': 'decline-verification', // Amex, processor declined
  '6011000990139424': 'decline-verification', // Discover, processor declined
  '4000000000000002': 'decline-charges', // sandbox-only: vaults, every charge declined
};
export const SANDBOX_BANK_ACCOUNT_OUTCOMES: Record<string, SandboxOutcome> = {
  '1000000000': 'approve',
  '1000000008': 'decline-verification',
};

/** Braintree's documented test nonces and what they do. */
const TEST_NONCES: Record<
  string,
  { outcome: SandboxOutcome; lastFour: string; cardType: string | null; paymentType: 'CREDIT_CARD' | 'ACH' }
> = {
  'fake-valid-nonce': { outcome: 'approve', lastFour: '1881', cardType: 'Visa', paymentType: 'CREDIT_CARD' },
  'fake-valid-visa-nonce': { outcome: 'approve', lastFour: '1881', cardType: 'Visa', paymentType: 'CREDIT_CARD' },
  'fake-valid-mastercard-nonce': { outcome: 'approve', lastFour: '4444', cardType: 'Mastercard', paymentType: 'CREDIT_CARD' },
  'fake-valid-amex-nonce': { outcome: 'approve', lastFour: '0005', cardType: 'American Express', paymentType: 'CREDIT_CARD' },
  'fake-valid-discover-nonce': { outcome: 'approve', lastFour: '1117', cardType: 'Discover', paymentType: 'CREDIT_CARD' },
  'fake-processor-declined-visa-nonce': { outcome: 'decline-verification', lastFour: '0002', cardType: 'Visa', paymentType: 'CREDIT_CARD' },
  'fake-processor-declined-mastercard-nonce': {
    outcome: 'decline-verification',
    lastFour: '4444',
    cardType: 'Mastercard',
    paymentType: 'CREDIT_CARD',
  },
  'fake-processor-declined-amex-nonce': {
    outcome: 'decline-verification',
    lastFour: '0005',
    cardType: 'American Express',
    paymentType: 'CREDIT_CARD',
  },
  'fake-processor-declined-discover-nonce': {
    outcome: 'decline-verification',
    lastFour: '1117',
    cardType: 'Discover',
    paymentType: 'CREDIT_CARD',
  },
  'fake-gateway-rejected-fraud-nonce': { outcome: 'gateway-reject', lastFour: '0000', cardType: 'Visa', paymentType: 'CREDIT_CARD' },
  'fake-luhn-invalid-nonce': { outcome: 'invalid', lastFour: '0000', cardType: 'Visa', paymentType: 'CREDIT_CARD' },
  'fake-consumed-nonce': { outcome: 'consumed', lastFour: '0000', cardType: 'Visa', paymentType: 'CREDIT_CARD' },
  'fake-us-bank-account-nonce': { outcome: 'approve', lastFour: '0000', cardType: null, paymentType: 'ACH' },
};

export function cardOutcome(number: string): SandboxOutcome {
  return CARD_OUTCOMES[number] ?? 'approve';
}

/**
 * The built-in gateway (default; no network): nonces come from Braintree's test list or from the
 * sandbox tokenizer endpoints, vault tokens are stored nowhere but in our own rows, its transactions in sandbox_transactions, and
 * transaction amounts follow Braintree's sandbox rules ($2,000.00–$2,999.99 declined, $3,000.00–$3,000.99
 * processor failure, $5,001.00 gateway rejected).
 */
export class SandboxGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;

  constructor(private readonly db: Db) {}

  async clientToken(customerId: string): Promise<string> {
    return Buffer.from(JSON.stringify({ environment: 'sandbox', customerId, issuedAt: Date.now() })).toString('base64');
  }

  /** Issues a single-use nonce for tokenized card or bank details (the sandbox's browser-side tokenizer). */
  async issueNonce(input: {
    paymentType: 'CREDIT_CARD' | 'ACH';
    lastFour: string;
    cardType: string | null;
    outcome: SandboxOutcome;
  }): Promise<string> {
    const nonce = `sandbox-${input.paymentType === 'ACH' ? 'bank' : 'card'}-${randomUUID()}`;
    await this.db
      .insertInto('sandbox_nonces')
      .values({
        nonce,
        payment_type: input.paymentType,
        details: JSON.stringify({ lastFour: input.lastFour, cardType: input.cardType, outcome: input.outcome }),
      })
      .execute();
    return nonce;
  }

  async vault(input: { customerId: string; nonce: string; paymentType: 'CREDIT_CARD' | 'ACH' }): Promise<VaultResult> {
    const known = TEST_NONCES[input.nonce];
    let details: { lastFour: string; cardType: string | null; outcome: SandboxOutcome; paymentType: string } | undefined = known;
    if (!details) {
      const claimed = await this.db
        .updateTable('sandbox_nonces')
        .set({ consumed: true })
        .where('nonce', '=', input.nonce)
        .where('consumed', '=', false)
        .returning(['details', 'payment_type'])
        .executeTakeFirst();
      if (!claimed) return { ok: false, code: 'INVALID', message: 'Unknown or already used payment method nonce.' };
      details = { ...claimed.details, outcome: claimed.details.outcome as SandboxOutcome, paymentType: claimed.payment_type };
    }
    if (details.paymentType !== input.paymentType)
      return { ok: false, code: 'INVALID', message: 'The payment details do not match the payment type.' };
    switch (details.outcome) {
      case 'decline-verification':
        return {
          ok: false,
          code: 'PROCESSOR_DECLINED',
          message: input.paymentType === 'ACH' ? 'Bank account verification failed.' : 'Do Not Honor (2000): the card was declined.',
        };
      case 'gateway-reject':
        return { ok: false, code: 'GATEWAY_REJECTED', message: 'Gateway rejected: fraud.' };
      case 'consumed':
        return { ok: false, code: 'INVALID', message: 'Cannot use a payment method nonce more than once.' };
      case 'invalid':
        return { ok: false, code: 'INVALID', message: 'Credit card number is invalid.' };
      default:
        return {
          ok: true,
          token: `sandbox-token-${details.outcome}-${randomUUID()}`,
          paymentType: input.paymentType,
          lastFour: details.lastFour,
          cardType: details.cardType,
        };
    }
  }

  async charge(input: { token: string; amountCents: number; orderId: string }): Promise<ChargeResult> {
    const result = sandboxOutcome(input);
    // Kept like a real gateway keeps its transactions, so a charge whose answer was lost can be found.
    await this.db
      .insertInto('sandbox_transactions')
      .values({
        order_id: input.orderId,
        transaction_id: result.transactionId,
        amount_cents: input.amountCents,
        ok: result.ok,
        code: result.ok ? null : result.code,
        message: result.ok ? null : result.message,
      })
      .execute();
    return result;
  }

  async findCharge(orderId: string): Promise<ChargeResult | null> {
    const row = await this.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return null;
    if (row.ok) return { ok: true, transactionId: row.transaction_id! };
    return { ok: false, code: row.code as GatewayFailure['code'], message: row.message ?? '', transactionId: row.transaction_id };
  }

  async refund(): Promise<{ ok: boolean }> {
    return { ok: true };
  }
}

/** Braintree's sandbox rules for a charge: the declining test card, then amounts that decline or are rejected. */
function sandboxOutcome(input: { token: string; amountCents: number }): ChargeResult {
  const transactionId = `sandbox-txn-${randomUUID().slice(0, 12)}`;
  if (input.token.startsWith('sandbox-token-decline-charges')) {
    return { ok: false, code: 'PROCESSOR_DECLINED', message: 'Do Not Honor (2000)', transactionId };
  }
  const dollars = input.amountCents / 100;
  if (dollars >= 2000 && dollars < 3000)
    return { ok: false, code: 'PROCESSOR_DECLINED', message: `Processor declined (${Math.floor(dollars)})`, transactionId };
  if (dollars >= 3000 && dollars < 3001)
    return { ok: false, code: 'PROCESSOR_DECLINED', message: 'Processor network unavailable (3000)', transactionId };
  if (input.amountCents === 500_100)
    return { ok: false, code: 'GATEWAY_REJECTED', message: 'Gateway rejected: application incomplete', transactionId: null };
  return { ok: true, transactionId };
}

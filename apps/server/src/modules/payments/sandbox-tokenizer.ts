import type { z } from 'zod';
import type { SandboxBankRequest, SandboxCardRequest } from '@app/shared/payments/payments';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound, validationFailed } from '../../platform/errors';
import { cardBrand, luhnValid } from '../../platform/payments/card-brands';
import { cardOutcome, SandboxGateway, SANDBOX_BANK_ACCOUNT_OUTCOMES } from '../../platform/payments/sandbox-gateway';

export const UNSUPPORTED_CARD_MESSAGE = 'We accept Visa, Mastercard, Discover and American Express.';

function sandboxGateway(ctx: ServiceContext): SandboxGateway {
  if (!(ctx.payments instanceof SandboxGateway)) throw notFound('The sandbox tokenizer is only available in sandbox mode.');
  return ctx.payments;
}

/**
 * The sandbox's stand-in for Braintree's browser-side tokenization: checks the card like hosted fields
 * would (Luhn, accepted brand, expiry, CVV length) and answers a single-use nonce. Nothing is stored but
 * the nonce's display details and sandbox outcome.
 */
export async function tokenizeCard(ctx: ServiceContext, card: z.output<typeof SandboxCardRequest>) {
  const gateway = sandboxGateway(ctx);
  if (!luhnValid(card.number)) throw validationFailed('Card number is invalid', { number: 'Card number is invalid' });
  const brand = cardBrand(card.number);
  if (!brand) throw new AppError(422, 'BUSINESS_RULE', UNSUPPORTED_CARD_MESSAGE);
  if ((brand === 'American Express' ? 4 : 3) !== card.cvv.length) throw validationFailed('CVV is invalid', { cvv: 'CVV is invalid' });
  const [month, year] = card.expirationDate.split('/').map(Number) as [number, number];
  const fullYear = year < 100 ? 2000 + year : year;
  const now = new Date();
  if (fullYear < now.getFullYear() || (fullYear === now.getFullYear() && month < now.getMonth() + 1)) {
    throw validationFailed('Expiration date is invalid', { expirationDate: 'Expiration date is invalid' });
  }
  const lastFour = card.number.slice(-4);
  const nonce = await gateway.issueNonce({ paymentType: 'CREDIT_CARD', lastFour, cardType: brand, outcome: cardOutcome(card.number) });
  return { nonce, details: { lastFour, cardType: brand } };
}

export async function tokenizeBankAccount(ctx: ServiceContext, account: z.output<typeof SandboxBankRequest>) {
  const gateway = sandboxGateway(ctx);
  const outcome = SANDBOX_BANK_ACCOUNT_OUTCOMES[account.accountNumber] ?? 'approve';
  const lastFour = account.accountNumber.slice(-4);
  const nonce = await gateway.issueNonce({ paymentType: 'ACH', lastFour, cardType: null, outcome });
  return { nonce, details: { lastFour, cardType: null } };
}

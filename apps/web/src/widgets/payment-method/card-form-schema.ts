import { SandboxCardRequest } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { ACCEPTED_CARDS_MESSAGE, cvvLength, detectCardBrand, isAcceptedCardBrand, passesLuhn } from './card-brand';
import { isCardExpired, parseCardExpiry } from './card-expiry';

export const CARD_NUMBER_INVALID = 'Card number is invalid';
export const CARD_EXPIRED = 'This card has expired';
export const CVV_INVALID = 'CVV is invalid';

/**
 * The card form (spec 001 §5): the sandbox tokenizer's schema plus what hosted fields check in the
 * browser — an accepted brand, the Luhn checksum, the brand's CVV length and an expiry not in the past.
 */
export const CardFormSchema = SandboxCardRequest.superRefine((card, ctx) => {
  if (typeof card.number === 'string' && /^\d{12,19}$/.test(card.number)) {
    const brand = detectCardBrand(card.number);
    if (typeof card.cvv === 'string' && /^\d+$/.test(card.cvv) && card.cvv.length !== cvvLength(brand)) {
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: CVV_INVALID });
    }
    if (!isAcceptedCardBrand(brand)) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: ACCEPTED_CARDS_MESSAGE });
    } else if (!passesLuhn(card.number)) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: CARD_NUMBER_INVALID });
    }
  }
  const expiry = typeof card.expirationDate === 'string' ? parseCardExpiry(card.expirationDate) : null;
  if (expiry && isCardExpired(expiry)) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: CARD_EXPIRED });
});

export type CardFormValues = z.input<typeof CardFormSchema>;
export type CardFormOutput = z.output<typeof CardFormSchema>;

export const EMPTY_CARD_FORM: CardFormValues = { cardholderName: '', number: '', cvv: '', expirationDate: '', postalCode: '' };

/** Field names, for putting the tokenizer's field errors onto the form. */
export const CARD_FORM_FIELDS = ['cardholderName', 'number', 'cvv', 'expirationDate', 'postalCode'] as const;

import type { HostedFieldsFieldDataFields, HostedFieldsHostedFieldsCard } from 'braintree-web/hosted-fields';
import type { HostedCardFieldName } from './braintree-sdk';
import { CARD_BRAND_LABEL, type CardBrand } from './card-brand';

export type HostedFieldStates = Pick<HostedFieldsFieldDataFields, HostedCardFieldName>;

/** Braintree's card type codes of the brands we accept (spec 001 §5: Visa, Mastercard, Discover, American Express). */
const ACCEPTED_TYPES = new Set(['visa', 'master-card', 'discover', 'american-express']);

/** Braintree's card type codes, as our brands. */
const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  'master-card': 'mastercard',
  'american-express': 'amex',
  discover: 'discover',
  jcb: 'jcb',
  'diners-club': 'diners',
  unionpay: 'unionpay',
  maestro: 'maestro',
};

/** The helper text under the card number: the brand once the number tells it, the accepted brands before. */
export function hostedCardTypeText(cards: readonly Pick<HostedFieldsHostedFieldsCard, 'type' | 'niceType'>[]): string {
  const card = cards.length === 1 ? cards[0] : undefined;
  if (!card) return 'Visa, Mastercard, Discover or American Express';
  const brand = BRAND_OF_TYPE[card.type];
  return `Card type: ${brand ? CARD_BRAND_LABEL[brand] : card.niceType}`;
}

/**
 * The message under each hosted field: none while the field is untouched and may still become valid;
 * the field's rule message once it cannot become valid, or after leaving it invalid (or empty). A
 * number of a brand we do not accept says which cards we accept.
 */
export function hostedCardErrors(
  states: HostedFieldStates | null,
  cards: readonly Pick<HostedFieldsHostedFieldsCard, 'type'>[],
  touched: Partial<Record<HostedCardFieldName, boolean>>,
  fieldMessages: Record<HostedCardFieldName, string>,
  acceptedCardsMessage: string,
): Record<HostedCardFieldName, string | null> {
  const errorOf = (name: HostedCardFieldName): string | null => {
    const state = states?.[name];
    if (!state) return null;
    if (name === 'number' && !state.isEmpty && cards.length === 1 && !ACCEPTED_TYPES.has(cards[0]!.type)) return acceptedCardsMessage;
    if (!state.isPotentiallyValid) return fieldMessages[name];
    if (touched[name] && !state.isValid) return fieldMessages[name];
    return null;
  };
  return { number: errorOf('number'), expirationDate: errorOf('expirationDate'), cvv: errorOf('cvv'), postalCode: errorOf('postalCode') };
}

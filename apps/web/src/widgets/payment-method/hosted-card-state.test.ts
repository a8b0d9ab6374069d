import { describe, expect, it } from 'vitest';
import { hostedCardErrors, hostedCardTypeText, type HostedFieldStates } from './hosted-card-state';

const MESSAGES = { number: 'number bad', expirationDate: 'expiry bad', cvv: 'cvv bad', postalCode: 'zip bad' };
const ACCEPTED = 'We accept Visa, Mastercard, Discover and American Express.';

const field = (state: Partial<HostedFieldStates['number']> = {}) => ({
  container: {} as HTMLElement,
  isFocused: false,
  isEmpty: true,
  isPotentiallyValid: true,
  isValid: false,
  ...state,
});
const states = (overrides: Partial<HostedFieldStates> = {}): HostedFieldStates => ({
  number: field(),
  expirationDate: field(),
  cvv: field(),
  postalCode: field(),
  ...overrides,
});

describe('the hosted card fields’ messages', () => {
  it('say nothing before the fields have loaded or been touched', () => {
    expect(hostedCardErrors(null, [], {}, MESSAGES, ACCEPTED)).toEqual({ number: null, expirationDate: null, cvv: null, postalCode: null });
    expect(hostedCardErrors(states(), [], {}, MESSAGES, ACCEPTED).number).toBeNull();
  });

  it("show a field's rule once it was left empty or invalid", () => {
    const errors = hostedCardErrors(states({ cvv: field({ isEmpty: false }) }), [], { number: true, cvv: true }, MESSAGES, ACCEPTED);
    expect(errors).toEqual({ number: 'number bad', expirationDate: null, cvv: 'cvv bad', postalCode: null });
  });

  it('show the rule while typing as soon as the value can no longer become valid', () => {
    const errors = hostedCardErrors(
      states({ postalCode: field({ isEmpty: false, isPotentiallyValid: false }) }),
      [],
      {},
      MESSAGES,
      ACCEPTED,
    );
    expect(errors.postalCode).toBe('zip bad');
  });

  it('name the accepted cards for a number of another brand, and nothing for a valid accepted one', () => {
    const typed = states({ number: field({ isEmpty: false, isValid: true }) });
    expect(hostedCardErrors(typed, [{ type: 'jcb' }], { number: true }, MESSAGES, ACCEPTED).number).toBe(ACCEPTED);
    expect(hostedCardErrors(typed, [{ type: 'american-express' }], { number: true }, MESSAGES, ACCEPTED).number).toBeNull();
  });
});

describe('the card type text', () => {
  it('lists the accepted brands until the number tells one, then names it as the sandbox form does', () => {
    expect(hostedCardTypeText([])).toBe('Visa, Mastercard, Discover or American Express');
    expect(hostedCardTypeText([{ type: 'master-card', niceType: 'MasterCard' }])).toBe('Card type: Mastercard');
    expect(hostedCardTypeText([{ type: 'elo', niceType: 'Elo' }])).toBe('Card type: Elo');
    expect(
      hostedCardTypeText([
        { type: 'visa', niceType: 'Visa' },
        { type: 'maestro', niceType: 'Maestro' },
      ]),
    ).toBe('Visa, Mastercard, Discover or American Express');
  });
});

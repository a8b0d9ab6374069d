import { describe, expect, it } from 'vitest';
import { detectCardBrand, formatCardNumber, isAcceptedCardBrand, passesLuhn } from './card-brand';

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['3530 1113 3330 0000', 'jcb'],
    ['30569309025904', 'diners'],
    ['6212345678901232', 'unionpay'],
  ] as const)('tells %s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('says nothing until the prefix tells, or for non-digits', () => {
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand('3')).toBeNull();
    expect(detectCardBrand('abcd')).toBeNull();
  });

  it('accepts only Visa, Mastercard, Discover and American Express', () => {
    expect(['visa', 'mastercard', 'discover', 'amex'].every((brand) => isAcceptedCardBrand(brand as never))).toBe(true);
    expect(isAcceptedCardBrand(detectCardBrand('3530111333300000'))).toBe(false);
    expect(isAcceptedCardBrand(null)).toBe(false);
  });
});

describe('passesLuhn', () => {
  it.each(['4111111111111111', '4000111111111115', '4000000000000002', '378282246310005', '6011111111111117', '3530111333300000'])(
    'accepts the test card %s',
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it('rejects a mistyped number', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it('groups by four, American Express as 4-6-5', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('41-11 1')).toBe('4111 1');
  });

  it('stops at the brand’s length', () => {
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
  });
});

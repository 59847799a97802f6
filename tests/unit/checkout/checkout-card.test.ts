import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { EMPTY_CARD, formatCardNumber, formatExpiry, sandboxCardToken, validateCard } from '../../../src/lib/checkout-card';
import { sandboxOutcome } from '../../../src/lib/sandbox-cards';

const NOW = new Date('2026-11-20T00:00:00Z');
const good = { name: 'Ada O', number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
const messages = (values: typeof good) => Object.fromEntries(Object.entries(validateCard(values, NOW)).map(([k, v]) => [k, t(v)]));

describe('sandbox card form (Stripe Elements behaviour)', () => {
  it('accepts a complete test card and sends its digits as the sandbox token', () => {
    expect(validateCard(good, NOW)).toEqual({});
    expect(sandboxCardToken(good)).toBe('4242424242424242');
    expect(sandboxOutcome(sandboxCardToken(good))).toBe('succeeds');
  });

  it('reports empty fields with their own messages', () => {
    expect(messages(EMPTY_CARD)).toEqual({
      name: 'Please enter the name on your card',
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });

  it('reports an invalid number and past or impossible dates', () => {
    expect(messages({ ...good, number: '4242 4242 4242 4241' })).toEqual({ number: 'Your card number is invalid.' });
    expect(messages({ ...good, expiry: '13 / 30' })).toEqual({ expiry: "Your card's expiration date is invalid." });
    expect(messages({ ...good, expiry: '12 / 25' })).toEqual({ expiry: "Your card's expiration year is in the past." });
    expect(messages({ ...good, expiry: '10 / 26' })).toEqual({ expiry: "Your card's expiration date is in the past." });
    expect(validateCard({ ...good, expiry: '11 / 26' }, NOW)).toEqual({});
  });

  it('formats as typed: number groups, Amex 4-6-5, MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
  });

  it('wants a 4-digit code for American Express', () => {
    expect(messages({ ...good, number: '3782 822463 10005', cvc: '123' })).toEqual({ cvc: "Your card's security code is incomplete." });
  });
});

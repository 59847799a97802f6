import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToUnits, formatMoney, parseCents, toCents } from '../../src/lib/money';

describe('parseCents: platform prices in currency units become exact integer cents', () => {
  it.each([
    ['23.99', 2399],
    ['0.1', 10],
    ['0.10', 10],
    ['19', 1900],
    ['0', 0],
    ['0.05', 5],
    ['1.000', 100],
    [' 14.50 ', 1450],
    ['999999.99', 99999999],
  ])('%j -> %i cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each([
    [23.99, 2399],
    [0.1, 10],
    [19, 1900],
    [0.07, 7],
    [1.15, 115],
  ])('the number %d -> %i cents, with no float drift', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
    expect(Number.isInteger(parseCents(input))).toBe(true);
  });

  it('adds up like money should: ten prices of 0.1 make exactly one unit', () => {
    const total = Array.from({ length: 10 }, () => toCents('0.1')).reduce((a, b) => a + b, 0);
    expect(total).toBe(100);
  });

  it.each(['1.005', '-1', '-0.50', 'abc', '1e3', '', '1.', '.5', '1,50', '$23.99', '23.99 USD', 'NaN', 'Infinity', '0x10'])(
    'rejects %j instead of guessing',
    (input) => {
      expect(parseCents(input)).toBeNull();
    },
  );

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 1.005, 1e21, 0.1 + 0.2])('rejects the number %d', (input) => {
    expect(parseCents(input)).toBeNull();
  });

  it('toCents throws on what parseCents rejects, naming the value', () => {
    expect(toCents('23.99')).toBe(2399);
    expect(() => toCents('1.005')).toThrow(/1\.005/);
    expect(() => toCents('abc')).toThrow(RangeError);
  });
});

describe('centsToUnits', () => {
  it.each([
    [2399, '23.99'],
    [5, '0.05'],
    [0, '0.00'],
    [1900, '19.00'],
    [100000, '1000.00'],
    [-250, '-2.50'],
  ])('%i cents -> %j', (cents, units) => {
    expect(centsToUnits(cents)).toBe(units);
  });

  it('round-trips with parseCents', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 2399, 123456789]) expect(parseCents(centsToUnits(cents))).toBe(cents);
  });
});

describe('formatMoney', () => {
  it('formats dollars for an English shopper', () => {
    expect(formatMoney(2399, 'USD', 'en')).toBe('$23.99');
    expect(formatMoney(2399, 'USD')).toBe('$23.99');
  });

  it('formats euros for a German shopper with a decimal comma', () => {
    const text = formatMoney(2399, 'EUR', 'de');
    expect(text).toContain('23,99');
    expect(text).toContain('€');
    expect(text).not.toContain('23.99');
  });

  it('shows pounds and thousands separators', () => {
    expect(formatMoney(123456, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatMoney(5, 'EUR', 'de').replace(/\s/g, ' ')).toBe('0,05 €');
  });

  it('writes US dollars in English by hand exactly as Intl does, for any whole number of cents', () => {
    const intl = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    for (const cents of [0, -0, 1, 5, 99, 100, 2399, 99999, 100000, 123456789, -1, -2399, -100000]) expect(formatMoney(cents, 'USD', 'en')).toBe(intl.format(cents / 100));
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => formatMoney(cents, 'USD', 'en') === intl.format(cents / 100)), { numRuns: 2000 });
    // formatPrice asks for 'en-US' (src/lib/format.ts intlLocale): the same words.
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => formatMoney(cents, 'USD', 'en-US') === intl.format(cents / 100)), { numRuns: 500 });
  });
});

import type { Money } from './state';

/**
 * PayPal's business rules on amounts, which the documents leave to prose ("see Currency Codes"): the
 * schema's pattern accepts any decimal string, PayPal then refuses unsupported currencies, more decimals
 * than the currency has (HUF, JPY and TWD have none), and zero or negative totals, with a 422.
 */
const CURRENCIES = ['AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR', 'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD'];
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);

export const decimalsOf = (currency: string): number => (NO_DECIMALS.has(currency) ? 0 : 2);

/** Why PayPal would refuse this amount (an issue name of the documents), or null. */
export function amountIssue(money: Money, allowZero = false): string | null {
  if (!CURRENCIES.includes(money.currency_code)) return 'INVALID_CURRENCY_CODE';
  const fraction = money.value.split('.')[1] ?? '';
  if (fraction.length > decimalsOf(money.currency_code)) return 'DECIMAL_PRECISION';
  if (money.value.startsWith('-')) return 'CANNOT_BE_ZERO_OR_NEGATIVE';
  if (!allowZero && toMinor(money) === 0) return 'CANNOT_BE_ZERO_OR_NEGATIVE';
  return null;
}

/** The amount in the currency's minor unit (cents), from the decimal string; no floats. */
export function toMinor(money: Money): number {
  const decimals = decimalsOf(money.currency_code);
  const negative = money.value.startsWith('-');
  const [whole = '0', fraction = ''] = money.value.replace(/^-/, '').split('.');
  const minor = Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return negative ? -minor : minor;
}

export function fromMinor(minor: number, currency: string): Money {
  const decimals = decimalsOf(currency);
  const whole = Math.floor(minor / 10 ** decimals);
  const fraction = decimals ? `.${String(minor % 10 ** decimals).padStart(decimals, '0')}` : '';
  return { currency_code: currency, value: `${whole}${fraction}` };
}

/** PayPal's fee on a capture (3.49% + a fixed 0.49, as for US goods and services), never above the amount. */
export function feeOf(amount: Money): { gross_amount: Money; paypal_fee: Money; net_amount: Money } {
  const gross = toMinor(amount);
  const fee = Math.min(gross, Math.round(gross * 0.0349) + (decimalsOf(amount.currency_code) ? 49 : 0));
  return { gross_amount: amount, paypal_fee: fromMinor(fee, amount.currency_code), net_amount: fromMinor(gross - fee, amount.currency_code) };
}

const BREAKDOWN_ADDS = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'];
const BREAKDOWN_SUBTRACTS = ['shipping_discount', 'discount'];

/** A purchase unit's breakdown must add up to its amount, in its currency (422 AMOUNT_MISMATCH). */
export function breakdownIssue(amount: Money & { breakdown?: Record<string, Money> }): string | null {
  const breakdown = amount.breakdown;
  if (!breakdown) return null;
  let sum = 0;
  for (const [key, part] of Object.entries(breakdown)) {
    if (part.currency_code !== amount.currency_code) return 'AMOUNT_MISMATCH';
    if (BREAKDOWN_ADDS.includes(key)) sum += toMinor(part);
    if (BREAKDOWN_SUBTRACTS.includes(key)) sum -= toMinor(part);
  }
  return sum === toMinor(amount) ? null : 'AMOUNT_MISMATCH';
}

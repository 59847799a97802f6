import type { Cents } from './money';

/**
 * US sales tax: the state's rate in basis points (725 = 7.25 %) of the taxable amount, rounded half
 * up to the cent in integers. Only US addresses are taxed; a state without a rate has none.
 */
export function taxCents(taxable: Cents, countryCode: string | null, stateCode: string | null, rates: Record<string, number>): Cents {
  if (countryCode !== 'US' || !stateCode || taxable <= 0) return 0;
  const basisPoints = rates[stateCode] ?? 0;
  return Math.floor((taxable * basisPoints + 5000) / 10000);
}

/**
 * Which promo codes the promo banner shows (browsing spec 5): a code needs a code and a type, and then
 * free_shipping always; percentage with a value above 0; fixed_value with an amount above 0 in USD.
 * A fixed code is USD cents and applies to USD checkouts only, so the banner shows it to USD shoppers
 * only (decisions 10). Input is the store's promo list as the page carries it (store context), so every
 * field is checked rather than trusted. The checkout's own rule is src/lib/promo.ts (applyPromo).
 */
export const PROMO_ROTATION_MS = 7_000;
export const PROMO_COPIED_MS = 3_000;

export type BannerPromo =
  | { code: string; type: 'percentage'; percent: number }
  | { code: string; type: 'fixed_value'; amountCents: number }
  | { code: string; type: 'free_shipping' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** One promo as the banner shows it, or null when the banner must leave it out (in any currency). */
export function bannerPromo(promo: unknown): BannerPromo | null {
  if (!isRecord(promo)) return null;
  const code = typeof promo.code === 'string' ? promo.code.trim() : '';
  if (!code) return null;
  switch (promo.type) {
    case 'free_shipping':
      return { code, type: 'free_shipping' };
    case 'percentage':
      return positive(promo.value) && promo.value <= 100 ? { code, type: 'percentage', percent: promo.value } : null;
    case 'fixed_value': {
      const value = promo.value;
      if (!isRecord(value) || value.currency !== 'USD' || !positive(value.amount) || !Number.isInteger(value.amount)) return null;
      return { code, type: 'fixed_value', amountCents: value.amount };
    }
    default:
      return null;
  }
}

/** The codes the banner may show to anyone (the build renders these), without repeats. */
export function bannerPromos(promos: readonly unknown[]): BannerPromo[] {
  const seen = new Set<string>();
  const shown: BannerPromo[] = [];
  for (const promo of promos) {
    const valid = bannerPromo(promo);
    if (!valid || seen.has(valid.code.toUpperCase())) continue;
    seen.add(valid.code.toUpperCase());
    shown.push(valid);
  }
  return shown;
}

/** Whether a banner code is shown to a shopper paying in `currency` (fixed codes: USD shoppers only). */
export function shownInCurrency(promo: Pick<BannerPromo, 'type'>, currency: string): boolean {
  return promo.type !== 'fixed_value' || currency.toUpperCase() === 'USD';
}

/** The codes a shopper paying in `currency` sees, in the store's order. */
export function promosForCurrency(promos: readonly unknown[], currency: string): BannerPromo[] {
  return bannerPromos(promos).filter((promo) => shownInCurrency(promo, currency));
}

/** The code shown after `current` when the banner rotates (wraps; -1 or out of range starts over). */
export function nextPromoIndex(current: number, count: number): number {
  if (count <= 0) return -1;
  return current >= 0 && current < count - 1 ? current + 1 : 0;
}

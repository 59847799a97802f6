import { describe, expect, it } from 'vitest';
import { bannerPromo, bannerPromos, nextPromoIndex, promosForCurrency, PROMO_COPIED_MS, PROMO_ROTATION_MS, shownInCurrency } from '../../../src/lib/promo-banner';

// The demo store's codes (stores/demo/store.json) plus the cases the spec's rule leaves out.
const DEMO = [
  { code: 'MOTH15', type: 'percentage', value: 15 },
  { code: 'LANTERN5', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
  { code: 'FREESHIP', type: 'free_shipping' },
  { code: 'NEWMOON0', type: 'percentage', value: 0 },
];

describe('promo banner rule (browsing spec 5)', () => {
  it('keeps free shipping always, percentage above 0, fixed value above 0 in USD', () => {
    expect(bannerPromos(DEMO).map((p) => p.code)).toEqual(['MOTH15', 'LANTERN5', 'FREESHIP']);
    expect(bannerPromo({ code: 'SHIPFREE', type: 'free_shipping', value: null })).toEqual({ code: 'SHIPFREE', type: 'free_shipping' });
    expect(bannerPromo(DEMO[0])).toEqual({ code: 'MOTH15', type: 'percentage', percent: 15 });
    expect(bannerPromo(DEMO[1])).toEqual({ code: 'LANTERN5', type: 'fixed_value', amountCents: 500 });
  });

  it('leaves out a 0 % code such as NEWMOON0', () => {
    expect(bannerPromo(DEMO[3])).toBeNull();
    expect(bannerPromo({ code: 'NEG', type: 'percentage', value: -5 })).toBeNull();
    expect(bannerPromo({ code: 'NAN', type: 'percentage', value: Number.NaN })).toBeNull();
    expect(bannerPromo({ code: 'STR', type: 'percentage', value: '15' })).toBeNull();
    expect(bannerPromo({ code: 'HUGE', type: 'percentage', value: 150 })).toBeNull();
  });

  it('leaves out fixed codes of 0, of another currency, or malformed', () => {
    expect(bannerPromo({ code: 'ZERO', type: 'fixed_value', value: { amount: 0, currency: 'USD' } })).toBeNull();
    expect(bannerPromo({ code: 'EURO', type: 'fixed_value', value: { amount: 500, currency: 'EUR' } })).toBeNull();
    expect(bannerPromo({ code: 'FLAT', type: 'fixed_value', value: 500 })).toBeNull();
    expect(bannerPromo({ code: 'FRACTION', type: 'fixed_value', value: { amount: 4.5, currency: 'USD' } })).toBeNull();
  });

  it('needs a code and a known type', () => {
    expect(bannerPromo({ code: '', type: 'free_shipping' })).toBeNull();
    expect(bannerPromo({ code: '   ', type: 'free_shipping' })).toBeNull();
    expect(bannerPromo({ type: 'free_shipping' })).toBeNull();
    expect(bannerPromo({ code: 'X', type: 'bogo' })).toBeNull();
    expect(bannerPromo({ code: 'X' })).toBeNull();
    expect(bannerPromo(null)).toBeNull();
    expect(bannerPromo('FREESHIP')).toBeNull();
  });

  it('shows a code once even when the store lists it twice', () => {
    expect(bannerPromos([DEMO[2], { code: 'freeship', type: 'free_shipping' }]).map((p) => p.code)).toEqual(['FREESHIP']);
  });
});

describe('codes per currency (decisions 10)', () => {
  it('shows fixed codes to USD shoppers only', () => {
    expect(promosForCurrency(DEMO, 'USD').map((p) => p.code)).toEqual(['MOTH15', 'LANTERN5', 'FREESHIP']);
    for (const currency of ['EUR', 'GBP', 'AUD', 'CAD']) expect(promosForCurrency(DEMO, currency).map((p) => p.code)).toEqual(['MOTH15', 'FREESHIP']);
    expect(shownInCurrency({ type: 'fixed_value' }, 'usd')).toBe(true);
    expect(shownInCurrency({ type: 'percentage' }, 'EUR')).toBe(true);
  });
});

describe('rotation', () => {
  it('moves to the next code and wraps', () => {
    expect(nextPromoIndex(0, 3)).toBe(1);
    expect(nextPromoIndex(2, 3)).toBe(0);
    expect(nextPromoIndex(0, 1)).toBe(0);
    expect(nextPromoIndex(-1, 3)).toBe(0);
    expect(nextPromoIndex(7, 3)).toBe(0);
    expect(nextPromoIndex(0, 0)).toBe(-1);
  });

  it('uses the spec timings: rotation 7 s, Copied! 3 s', () => {
    expect(PROMO_ROTATION_MS).toBe(7000);
    expect(PROMO_COPIED_MS).toBe(3000);
  });
});

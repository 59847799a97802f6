import { describe, expect, it } from 'vitest';
import { cardErrorCode, cardMessage } from '../../src/lib/card-messages';
import { isValidPhone } from '../../src/lib/checkout-phone';
import { countryCodeOf, usesPostalCode } from '../../src/lib/countries';
import { addBusinessDays, arrivalText, quoteDelivery, type Zone } from '../../src/lib/delivery-quote';
import { passesLuhn } from '../../src/lib/luhn';
import { applyPromo, findPromo, PROMO_INVALID, type Promo } from '../../src/lib/promo';
import { sameOriginUrl } from '../../src/lib/same-origin';
import { sandboxOutcome } from '../../src/lib/sandbox-cards';
import { taxCents } from '../../src/lib/tax';
import { checkUsStateZip, statesForZip, usStateCode } from '../../src/lib/us-address';

describe('luhn and sandbox cards', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('abcd')).toBe(false);
  });
  it('answers like Stripe test cards', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('succeeds');
    expect(sandboxOutcome('4000 0000 0000 9995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000 0025 0000 3155')).toBe('requires_action');
    expect(sandboxOutcome('1234')).toBe('incorrect_number');
  });
});

describe('card messages', () => {
  it('prefers the decline code and falls back to a decline', () => {
    expect(cardMessage(cardErrorCode('card_declined', 'insufficient_funds'))).toBe('Your card has insufficient funds.');
    expect(cardMessage(cardErrorCode('card_declined', 'do_not_honor'))).toBe('Your card was declined.');
    expect(cardMessage('something_else')).toBe('Your card was declined.');
    expect(cardMessage('incorrect_cvc')).toBe("Your card's security code is incorrect.");
  });
});

describe('promo codes', () => {
  const promos: Promo[] = [
    { code: 'SAVE10', type: 'percentage', value: 10 },
    { code: 'FIVE', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
    { code: 'SHIP', type: 'free_shipping' },
  ];
  const order = { currency: 'USD', itemsCents: 4798, shippingCents: 799 };
  it('finds codes without regard to case', () => expect(findPromo(promos, ' save10 ')?.code).toBe('SAVE10'));
  it('percentage rounds to the cent', () => expect(applyPromo(promos[0]!, order)).toMatchObject({ ok: true, discount: { itemsDiscount: 480 } }));
  it('fixed value applies to USD only and never exceeds the items', () => {
    expect(applyPromo(promos[1]!, order)).toMatchObject({ ok: true, discount: { itemsDiscount: 500 } });
    expect(applyPromo(promos[1]!, { ...order, itemsCents: 300 })).toMatchObject({ ok: true, discount: { itemsDiscount: 300 } });
    expect(applyPromo(promos[1]!, { ...order, currency: 'EUR' })).toEqual({ ok: false, code: 'promo_code_invalid', message: PROMO_INVALID });
  });
  it('free shipping takes the shipping off', () => expect(applyPromo(promos[2]!, order)).toMatchObject({ ok: true, discount: { shippingDiscount: 799, itemsDiscount: 0 } }));
  it('an unknown code is invalid', () => expect(applyPromo(null, order).ok).toBe(false));
});

describe('tax', () => {
  it('applies the state rate in basis points, rounded half up', () => {
    expect(taxCents(4798, 'US', 'CA', { CA: 725 })).toBe(348);
    expect(taxCents(200, 'US', 'CA', { CA: 725 })).toBe(15); // 14.5 -> 15
    expect(taxCents(4798, 'US', 'OR', { CA: 725 })).toBe(0);
    expect(taxCents(4798, 'DE', 'CA', { CA: 725 })).toBe(0);
  });
});

describe('delivery quotes', () => {
  const zones: Zone[] = [
    { fulfillmentRegion: 'USA', destinations: ['US'], standard: { firstItem: { USD: 599 }, additionalItem: { USD: 200 }, days: [5, 9] }, rush: { firstItem: { USD: 1499 }, additionalItem: {}, days: [2, 3] } },
    { fulfillmentRegion: 'USA', destinations: ['*'], standard: { firstItem: { USD: 1999 }, additionalItem: { USD: 500 }, days: [10, 20] } },
  ];
  const base = { zones, fulfillmentRegion: 'USA', blockedCountries: ['KP'], currency: 'USD', physicalItems: 3, now: new Date('2026-11-20T12:00:00Z') };
  it('prices the first and each additional item', () => {
    const result = quoteDelivery({ ...base, countryCode: 'US' });
    expect(result.ok && result.quotes.map((q) => q.cents)).toEqual([999, 1499]);
  });
  it('uses the catch-all zone and refuses blocked countries', () => {
    const any = quoteDelivery({ ...base, countryCode: 'JP' });
    expect(any.ok && any.quotes[0]?.cents).toBe(2999);
    expect(quoteDelivery({ ...base, countryCode: 'KP' })).toEqual({ ok: false, code: 'country_not_supported' });
    expect(quoteDelivery({ ...base, countryCode: 'US', currency: 'EUR' })).toEqual({ ok: false, code: 'items_cannot_be_shipped_to_selected_destination' });
  });
  it('ships digital-only orders free', () => {
    const digital = quoteDelivery({ ...base, countryCode: 'US', physicalItems: 0 });
    expect(digital.ok && digital.quotes).toHaveLength(1);
    expect(digital.ok && digital.quotes[0]?.cents).toBe(0);
  });
  it('counts business days and formats the estimate', () => {
    expect(addBusinessDays(new Date('2026-11-20T12:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-23'); // Friday -> Monday
    expect(arrivalText('2026-11-27', '2026-12-02')).toBe('Nov 27 – Dec 2');
    // The checkout words the server's dates in the shopper's locale (issue 19 item 5).
    expect(arrivalText('2026-11-27', '2026-12-02', 'de')).toBe('27. Nov. – 2. Dez.');
    expect(arrivalText('2026-11-27', '2026-12-02', 'fr')).toBe('27 nov. – 2 déc.');
  });
});

describe('US addresses, countries, phones', () => {
  it('matches ZIP codes to states', () => {
    expect(statesForZip('94105')).toEqual(['CA']);
    expect(checkUsStateZip('CA', '94105').isValid).toBe(true);
    expect(checkUsStateZip('NY', '94105')).toMatchObject({ isValid: false, status: 'suggestion', suggestions: [{ stateCode: 'CA' }] });
    expect(checkUsStateZip('CA', '1234')).toMatchObject({ isValid: false, status: 'invalid', field: 'zip' });
    expect(usStateCode('new york')).toBe('NY');
  });
  it('resolves country names and codes', () => {
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf('de')).toBe('DE');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(usesPostalCode('HK')).toBe(false);
  });
  it('checks phones as international numbers', () => {
    expect(isValidPhone('(415) 555-2671')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
  });
});

describe('same-origin return addresses', () => {
  const origin = 'https://shop.test';
  it.each(['//evil.com', '/\\evil.com', 'https:evil.com', 'https://evil.com/x', '%2F%2Fevil.com', '/%5Cevil.com', '/.//evil.com', '\n//evil.com', 'javascript:alert(1)'])('%j goes home', (value) => {
    const url = sameOriginUrl(value, origin);
    expect(new URL(url).origin).toBe(origin);
    expect(url.slice(origin.length)).not.toMatch(/^\/[\/\\]/);
  });
  it('keeps a path and query on the store', () => expect(sameOriginUrl('/cart?x=1', origin)).toBe('https://shop.test/cart?x=1'));
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/catalog/platform/localization';
import en from '../../../src/i18n/en';
import { setMessages, type Messages } from '../../../src/i18n';
import { CARD_MESSAGES, CARD_MESSAGE_KEYS, PAYMENT_FAILED_MESSAGE, PAYPAL_FAILURE_MESSAGE } from '../../../src/lib/card-messages';
import { ERROR_RULES, errorWording, KEPT_IN_ENGLISH, PAYPAL_DECLINES } from '../../../src/lib/error-messages';
import type { ApiErrorItem } from '../../../src/lib/checkout-flow';
import { CANCELLED_MESSAGE, CHANGED_MESSAGE, IN_PROGRESS_MESSAGE, SOLD_OUT_MESSAGE, TOO_MANY_DECLINES_MESSAGE, UNAVAILABLE_MESSAGE } from '../../../src/server/payments/messages';
import { PROMO_INVALID, PROMO_NEEDS_ADDRESS } from '../../../src/lib/promo';
import { CANNOT_DELIVER } from '../../../src/server/delivery/routes';
import { firstShopperMessage, shopperMessage, shopperText } from '../../../src/islands/shared/shopper-message';

/**
 * The API's errors in the shopper's language (src/lib/error-messages.ts, src/islands/shared/shopper-message.ts):
 * every code a shopper-facing route answers is worded by a key, or kept in English on purpose; every key
 * is in every locale; and a shopper in English reads what the server says.
 */
type Catalog = Record<string, string>;
const english = en as Catalog;

/**
 * Not answered to a shopper's browser: the platform's order events and the seller's attention list
 * (fulfilment/, payments/seller.ts), the providers' webhooks, Apple Pay's domain check (run by the
 * deploy), the benchmark routes, mail and scheduled work.
 */
const NOT_SHOPPER = ['fulfilment/', 'payments/webhooks/', 'payments/seller.ts', 'payments/verify-domain.ts', 'bench/', 'mail/', 'cron.ts', 'retention.ts'];
const SERVER = 'src/server';
const shopperFiles = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !NOT_SHOPPER.some((n) => f.startsWith(n)));
const sources = new Map(shopperFiles.map((f) => [f, readFileSync(join(SERVER, f), 'utf8')]));

/** Every literal error code of the shopper routes' sources, with the files that answer it. */
function answeredCodes(): Map<string, Set<string>> {
  const codes = new Map<string, Set<string>>();
  const add = (code: string, file: string) => codes.set(code, (codes.get(code) ?? new Set()).add(file));
  for (const [file, text] of sources) {
    // new ApiError(422, 'code', …), a subclass's super(422, …), the error shape's entry(503, 'code', …),
    // a code chosen in the call: new ApiError(402, platform === 'paypal' ? 'paypal_not_approved' : …)
    for (const m of text.matchAll(/(?:new ApiError|\bentry|\bsuper)\(\s*\d+,\s*('[A-Za-z_]+'|[^,]*\?[^,]+),/g)) {
      const arg = m[1]!;
      for (const c of arg.startsWith("'") ? [['', arg.slice(1, -1)]] : arg.matchAll(/[?:]\s*'([A-Za-z_]+)'/g)) add(c[1]!, file);
    }
    // notFound('checkout') answers checkout_not_found
    for (const m of text.matchAll(/\bnotFound\(\s*'([a-z ]+)'/g)) add(`${m[1]!.replaceAll(' ', '_')}_not_found`, file);
    // A code chosen in a condition: const code = status === 413 ? 'payload_too_large' : …
    for (const m of text.matchAll(/const code = ([^;]+);/g)) for (const c of m[1]!.matchAll(/[?:]\s*'([A-Za-z_]+)'/g)) add(c[1]!, file);
    // A provider's failure (its code becomes the error's) and a checkout's promo error (promoCodeErrors)
    for (const m of text.matchAll(/\b(?:failure|promoError)\s*[=:]\s*(?:[\w.]+\s*\?\?\s*)?\{\s*code:\s*'([A-Za-z_]+)'/g)) add(m[1]!, file);
  }
  // Codes passed on from pure rules: delivery quotes and promo codes (src/lib), card declines, PayPal's refusals.
  for (const file of ['src/lib/delivery-quote.ts', 'src/lib/promo.ts']) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bcode: '([A-Za-z_]+)'/g)) add(m[1]!, file);
  }
  for (const code of Object.keys(CARD_MESSAGES)) add(code, 'src/lib/card-messages.ts');
  const declined = /const DECLINED = new Set\(\[([^\]]+)\]\)/.exec(sources.get('payments/providers/paypal.ts') ?? '')?.[1] ?? '';
  for (const m of declined.matchAll(/'([A-Z_]+)'/g)) add(m[1]!, 'payments/providers/paypal.ts');
  return codes;
}

const codes = answeredCodes();
/** Pointers the rules tell apart, and one they do not know. */
const POINTERS = [undefined, '/checkoutId', '/countryCode', '/orderNumber', '/paymentToken', '/data/deliveryOption', '/data/customer/address/state', '/data/customer/address/zip', '/lineItems/0/quantity', '/somewhere/else'];
const keysOf = (code: string) => new Set(POINTERS.map((pointer) => errorWording({ code, detail: 'x', ...(pointer ? { source: { pointer } } : {}) })).flatMap((w) => (typeof w === 'object' ? [w.key] : [])));
const ruleKeys = [...new Set(Object.keys(ERROR_RULES).flatMap((code) => [...keysOf(code)]))];

async function catalogOf(locale: string): Promise<Catalog> {
  return ((await import(/* @vite-ignore */ resolve('src/i18n', locale, 'index.ts'))) as { default: Catalog }).default;
}

describe('the error table', () => {
  it('finds the codes of the shopper routes (the collector still reads the server)', () => {
    for (const code of ['order_not_found', 'paypal_not_approved', 'payment_not_completed', 'address_suggestion', 'invalid_address', 'rate_limited', 'out_of_stock', 'invalid_zip', 'checkout_not_found', 'payment_refused', 'store_not_configured', 'payload_too_large', 'unknown_field', 'paypal_failed', 'payment_failed', 'promo_code_needs_address', 'country_not_supported', 'card_declined', 'PAYER_CANNOT_PAY']) {
      expect(codes.has(code), code).toBe(true);
    }
    // The seller's and the platform's routes are not the shopper's.
    expect(codes.has('invalid_signature')).toBe(false);
    expect(codes.has('order_not_in_attention')).toBe(false);
  });

  it('words every code a shopper route answers, or keeps its English detail on purpose', () => {
    const unmapped = [...codes].filter(([code]) => !Object.hasOwn(ERROR_RULES, code) && !Object.hasOwn(KEPT_IN_ENGLISH, code)).map(([code, files]) => `${code} (${[...files].join(', ')})`);
    expect(unmapped).toEqual([]);
    // A code is either worded or kept, and every kept one says why.
    expect(Object.keys(KEPT_IN_ENGLISH).filter((code) => Object.hasOwn(ERROR_RULES, code))).toEqual([]);
    for (const [code, why] of Object.entries(KEPT_IN_ENGLISH)) expect(why.length, code).toBeGreaterThan(20);
    // PayPal's refusals are the provider's own list.
    expect([...PAYPAL_DECLINES].every((code) => codes.has(code))).toBe(true);
  });

  it('maps only to keys of the English catalog', () => {
    expect(ruleKeys.length).toBeGreaterThan(20);
    expect(ruleKeys.filter((key) => !(key in english))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('has every key it maps in %s', async (locale) => {
    const catalog = await catalogOf(locale);
    expect(ruleKeys.filter((key) => typeof catalog[key] !== 'string' || catalog[key] === '')).toEqual([]);
  });

  it('tells the cases of one code apart by the pointer, and keeps what the error carries only as text', () => {
    const wording = (code: string, pointer?: string) => errorWording({ code, detail: 'x', ...(pointer ? { source: { pointer } } : {}) });
    expect(wording('order_not_found', '/orderNumber')).toEqual({ key: 'error.orderNotFound' });
    expect(wording('order_not_found', '/query/cartId')).toEqual({ key: 'orders.notFound' });
    expect(wording('out_of_stock', '/checkoutId')).toEqual({ key: 'error.soldOutWhilePaying' });
    expect(wording('out_of_stock', '/lineItems/0/quantity')).toBe('detail');
    expect(wording('invalid_address', '/data/customer/address/state')).toEqual({ key: 'checkout.error.state' });
    expect(wording('invalid_address', '/data/customer/address/zip')).toEqual({ key: 'checkout.error.zip' });
    expect(wording('address_required', '/countryCode')).toEqual({ key: 'error.addressBeforeDelivery' });
    expect(wording('address_required', '/checkoutId')).toEqual({ key: 'error.addressRequired' });
    expect(wording('invalid_field', '/email')).toBe('detail');
    expect(wording('internal_error')).toBe('fallback');
    expect(wording('no_such_code')).toBe('detail');
    expect(errorWording({ detail: 'no code' })).toBe('detail');
    // An inherited name is no code.
    expect(wording('constructor')).toBe('detail');
  });
});

describe('English, as the server says it', () => {
  /** Where the key's English is not the server's detail for that case, and why. */
  const REWORDED: Record<string, string> = {
    'store_not_configured The store is not ready yet.': 'the gate says it shorter; the checkout routes’ wording serves both',
    'invalid_zip Please enter your postal code': 'one code for ZIP and postal code: the customer form picks the postal code wording by country',
  };

  it('gives every literal detail of the shopper routes back word for word', () => {
    const checked: string[] = [];
    const differ: string[] = [];
    for (const text of sources.values()) {
      const calls = text.matchAll(/(?:new ApiError|\bentry)\(\s*\d+,\s*'([A-Za-z_]+)',\s*'((?:[^'\\]|\\.)*)'(?:,\s*(?:'([^']*)'|`([^`]*)`))?/g);
      for (const [, code, detail, quoted, template] of calls) {
        const pointer = quoted ?? template;
        const wording = errorWording({ code: code!, detail: detail!, ...(pointer ? { source: { pointer } } : {}) });
        if (typeof wording !== 'object') continue;
        checked.push(code!);
        if (english[wording.key] !== detail && !REWORDED[`${code} ${detail}`]) differ.push(`${code}: server '${detail}', ${wording.key} '${english[wording.key]}'`);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
    expect(differ).toEqual([]);
  });

  it('gives the server’s message constants back word for word', () => {
    const pairs: [ApiErrorItem, string][] = [
      [{ code: 'out_of_stock', source: { pointer: '/checkoutId' } }, SOLD_OUT_MESSAGE],
      [{ code: 'checkout_changed' }, CHANGED_MESSAGE],
      [{ code: 'payment_provider_unavailable' }, UNAVAILABLE_MESSAGE],
      [{ code: 'payment_in_progress' }, IN_PROGRESS_MESSAGE],
      [{ code: 'payment_cancelled' }, CANCELLED_MESSAGE],
      [{ code: 'too_many_attempts' }, TOO_MANY_DECLINES_MESSAGE],
      [{ code: 'payment_not_completed' }, PAYMENT_FAILED_MESSAGE],
      [{ code: 'paypal_not_approved' }, PAYPAL_FAILURE_MESSAGE],
      [{ code: 'paypal_failed' }, PAYPAL_FAILURE_MESSAGE],
      [{ code: 'PAYER_CANNOT_PAY' }, PAYPAL_FAILURE_MESSAGE],
      [{ code: 'promo_code_invalid' }, PROMO_INVALID],
      [{ code: 'promo_code_needs_address' }, PROMO_NEEDS_ADDRESS],
      [{ code: 'country_not_supported' }, CANNOT_DELIVER],
      [{ code: 'items_cannot_be_shipped_to_selected_destination' }, CANNOT_DELIVER],
      ...Object.entries(CARD_MESSAGES).map(([code, text]): [ApiErrorItem, string] => [{ code }, text]),
    ];
    for (const [error, text] of pairs) {
      const wording = errorWording(error);
      expect(typeof wording === 'object' ? english[wording.key] : wording, error.code).toBe(text);
    }
    expect(Object.keys(CARD_MESSAGE_KEYS).sort()).toEqual(Object.keys(CARD_MESSAGES).sort());
  });
});

describe('shopperMessage', () => {
  afterEach(() => setMessages({}, 'en'));
  const notFound = { code: 'order_not_found', detail: 'We could not find an order with this number and e-mail address.', source: { pointer: '/orderNumber' } };

  it('words a mapped code in the shopper’s language, not the server’s English', async () => {
    const de = (await catalogOf('de')) as Messages;
    setMessages(de, 'de');
    expect(shopperMessage(notFound, 'track.failed')).toBe('Wir konnten keine Bestellung mit dieser Nummer und E-Mail-Adresse finden.');
    expect(shopperMessage({ code: 'rate_limited', detail: 'Too many requests. Please try again later.' }, 'checkout.error.generic')).toBe(de['error.rateLimited']);
    expect(shopperMessage({ code: 'card_declined', detail: 'Your card was declined.' }, 'checkout.error.paymentFailed')).toBe('Ihre Karte wurde abgelehnt.');
    // The caller's own words for a failure that is no shopper's doing, and for no answer at all.
    expect(shopperMessage({ code: 'internal_error', detail: 'Something went wrong. Please try again.' }, 'track.failed')).toBe(de['track.failed']);
    expect(shopperMessage({ code: 'payment_refused', detail: PAYPAL_FAILURE_MESSAGE }, 'checkout.error.paypal')).toBe(de['checkout.error.paypal']);
    expect(firstShopperMessage([], 'track.failed')).toBe(de['track.failed']);
    expect(shopperText({ code: 'network_error', detail: '' })).toBeNull();
    // A code with no key keeps the server's detail; one with neither gives the fallback.
    const scarce = { code: 'out_of_stock', detail: 'Only 1 of Tee (Black, M) left in stock.', source: { pointer: '/lineItems/0/quantity' } };
    expect(shopperMessage(scarce, 'checkout.error.generic')).toBe(scarce.detail);
    expect(shopperMessage({ code: 'something_new', detail: 'New words.' }, 'checkout.error.generic')).toBe('New words.');
    expect(shopperMessage({ code: 'something_new', detail: '' }, 'checkout.error.generic')).toBe(de['checkout.error.generic']);
  });

  it('reads in English as the server wrote it', () => {
    expect(firstShopperMessage([notFound], 'track.failed')).toBe(notFound.detail);
    expect(shopperMessage({ code: 'checkout_busy', detail: 'This checkout is being changed elsewhere. Please try again.' }, 'checkout.error.generic')).toBe('This checkout is being changed elsewhere. Please try again.');
  });
});

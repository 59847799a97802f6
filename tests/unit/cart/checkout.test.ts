import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreContext } from '../../../src/lib/store-context';
import { setStoreContext } from '../../../src/islands/shared/store-context';
import { checkOut } from '../../../src/islands/cart/checkout';
import en from '../../../src/i18n/en';

// The cart's Checkout (src/islands/cart/checkout.ts): the remembered checkout is updated, or a new one created.
const OPEN = '0c6a3b1e-8d2f-4a57-9b1e-3f2d4c5b6a71';
const NEW = '7f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
const LINES = [{ sku: '1_2_3', quantity: 1 }];
type Answer = { status: number; body?: unknown; text?: string } | 'offline';

let items: Map<string, string>;
function stubFetch(answer: (method: string, url: string) => Answer) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    calls.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null });
    const result = answer(request.method, new URL(request.url).pathname);
    if (result === 'offline') throw new TypeError('Load failed');
    return result.text !== undefined ? new Response(result.text, { status: result.status, headers: { 'content-type': 'text/html' } }) : Response.json(result.body ?? null, { status: result.status });
  });
  return calls;
}
const remember = (id: string) => items.set('checkout_demo', JSON.stringify({ id, currency: 'USD', region: 'USA' }));
const stored = () => JSON.parse(items.get('checkout_demo') ?? 'null') as { id: string } | null;

describe('Checkout from the cart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    items = new Map();
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) });
    vi.stubGlobal('document', { cookie: '' });
    setStoreContext({ currencies: ['USD'] } as unknown as StoreContext);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setStoreContext(null);
  });

  it('forgets a stored checkout whose id is no UUID without asking the API to update it, and creates a new one', async () => {
    remember('not-a-checkout-id');
    const calls = stubFetch((method) => (method === 'POST' ? { status: 201, body: { data: { id: NEW } } } : { status: 500 }));
    expect(await checkOut(LINES, 'USD', 'demo')).toEqual({ ok: true, id: NEW });
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(stored()?.id).toBe(NEW);
  });

  it('forgets the stored checkout when the API refuses its id (422 at /id) and creates a new one', async () => {
    remember(OPEN);
    const refused = { errors: [{ status: '422', code: 'invalid_field', detail: 'Unknown checkout', source: { pointer: '/id' } }] };
    const calls = stubFetch((method) => (method === 'PUT' ? { status: 422, body: refused } : { status: 201, body: { data: { id: NEW } } }));
    expect(await checkOut(LINES, 'USD', 'demo')).toEqual({ ok: true, id: NEW });
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'POST']);
    expect(stored()?.id).toBe(NEW);
  });

  it('keeps the stored checkout on a 422 about something else, and shows its message', async () => {
    remember(OPEN);
    const refused = { errors: [{ status: '422', code: 'invalid_field', detail: 'Too many items in one checkout', source: { pointer: '/data/lineItems' } }] };
    stubFetch(() => ({ status: 422, body: refused }));
    expect(await checkOut(LINES, 'USD', 'demo')).toEqual({ ok: false, message: 'Too many items in one checkout' });
    expect(stored()?.id).toBe(OPEN);
  });

  it('gives no message of its own for a non-JSON 502 or a network failure, so the cart shows the spec’s retry message', async () => {
    remember(OPEN);
    stubFetch(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    let outcome = checkOut(LINES, 'USD', 'demo');
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ ok: false, message: '' });
    expect(stored()?.id).toBe(OPEN);

    items.clear();
    stubFetch(() => 'offline');
    outcome = checkOut(LINES, 'USD', 'demo');
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ ok: false, message: '' });
    // What the cart page then shows (cart-page.ts): the spec's wording, translated per locale.
    expect(en['cart.checkoutErrorRetry']).toBe('Error checking out! Please try again.');
  });
});

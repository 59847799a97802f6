import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPaidCheckout, openCheckout, rememberCheckout } from '../../../src/islands/shared/open-checkout';

// The open checkout the cart remembers per store (checkout spec 4: cleared after a successful payment).
describe('the remembered open checkout', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per store under checkout_{slug}', () => {
    rememberCheckout('demo', { id: 'a', currency: 'USD', region: 'USA' });
    expect(localStorage.getItem('checkout_demo')).toBe(JSON.stringify({ id: 'a', currency: 'USD', region: 'USA' }));
    expect(openCheckout('demo')).toEqual({ id: 'a', currency: 'USD', region: 'USA' });
    expect(openCheckout('other')).toBeNull();
  });

  it('is forgotten once it is paid, but not when another checkout is open by then', () => {
    rememberCheckout('demo', { id: 'a', currency: 'USD' });
    forgetPaidCheckout('demo', 'b');
    expect(openCheckout('demo')?.id).toBe('a');
    forgetPaidCheckout('demo', 'a');
    expect(localStorage.getItem('checkout_demo')).toBeNull();
  });
});

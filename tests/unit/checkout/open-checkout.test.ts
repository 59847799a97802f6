import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPaidCheckout, openCheckout, rememberCheckout } from '../../../src/islands/shared/open-checkout';

const A = '0c6a3b1e-8d2f-4a57-9b1e-3f2d4c5b6a71';
const B = '7f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';

// The open checkout the cart remembers per store (checkout spec 4: cleared after a successful payment).
describe('the remembered open checkout', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per store under checkout_{slug}', () => {
    rememberCheckout('demo', { id: A, currency: 'USD', region: 'USA' });
    expect(localStorage.getItem('checkout_demo')).toBe(JSON.stringify({ id: A, currency: 'USD', region: 'USA' }));
    expect(openCheckout('demo')).toEqual({ id: A, currency: 'USD', region: 'USA' });
    expect(openCheckout('other')).toBeNull();
  });

  it('is forgotten once it is paid, but not when another checkout is open by then', () => {
    rememberCheckout('demo', { id: A, currency: 'USD' });
    forgetPaidCheckout('demo', B);
    expect(openCheckout('demo')?.id).toBe(A);
    forgetPaidCheckout('demo', A);
    expect(localStorage.getItem('checkout_demo')).toBeNull();
  });

  it('is forgotten when what is stored is not a checkout the API takes (an id that is no UUID, a damaged entry)', () => {
    for (const stored of [{ id: 'a', currency: 'USD' }, { id: `${A}x`, currency: 'USD' }, { id: 'z'.repeat(36), currency: 'USD' }, { id: 42, currency: 'USD' }, { id: A }]) {
      localStorage.setItem('checkout_demo', JSON.stringify(stored));
      expect(openCheckout('demo'), JSON.stringify(stored)).toBeNull();
      expect(localStorage.getItem('checkout_demo'), JSON.stringify(stored)).toBeNull();
    }
    for (const stored of ['{not json', '"text"', 'null', '7']) {
      localStorage.setItem('checkout_demo', stored);
      expect(openCheckout('demo'), stored).toBeNull();
      expect(localStorage.getItem('checkout_demo'), stored).toBeNull();
    }
  });

  it('answers none when storage is off', () => {
    const off = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: off, setItem: off, removeItem: off });
    expect(openCheckout('demo')).toBeNull();
    expect(() => rememberCheckout('demo', { id: A, currency: 'USD' })).not.toThrow();
  });
});

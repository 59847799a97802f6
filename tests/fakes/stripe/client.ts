import type Stripe from 'stripe';
import type { Fault } from '../faults';
import type { StripeCall } from './server';

/**
 * The tests' handle on the fake Stripe, over HTTP only (the store's tests may run inside workerd, the
 * fake in Node). One account per secret key: `account(url, key)` for each test.
 */
export function fakeStripeAccount(url: string, key: string) {
  const post = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(`${url}/__control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key, ...body }) });
    return (await res.json()) as T;
  };
  return {
    url,
    key,
    state: (filter: { checkout?: string; calls?: false } = {}) => post<{ calls: StripeCall[]; problems: string[]; intents: Record<string, Stripe.PaymentIntent>; refunds: Stripe.Refund[] }>('state', filter),
    fault: (fault: Fault) => post('fault', { fault }),
    clearFaults: () => post('clear-faults'),
    next: (next: { confirm?: 'processing'; refund?: 'pending' | 'failed' }) => post('next', { next }),
    /** The shopper completes (or fails) 3-D Secure or Afterpay on the provider's page; or a processing payment settles. */
    resolve: (id: string, outcome: 'authorized' | 'failed') => post<Stripe.PaymentIntent>('resolve', { id, outcome }),
    /** The authorization lapses (Stripe cancels it after 7 days). */
    expire: (id: string) => post<Stripe.PaymentIntent>('expire', { id }),
    /** A refund made outside the store (the Stripe dashboard). */
    refund: (id: string, amount?: number) => post<Stripe.Refund>('refund', { id, amount }),
    /** A webhook delivery for the intent's current state, signed with the endpoint's secret. */
    signedEvent: (id: string, type: string, secret: string) => post<{ payload: string; header: string }>('signed-event', { id, type, secret }),
  };
}
export type FakeStripeAccount = ReturnType<typeof fakeStripeAccount>;

import fc from 'fast-check';
import type { FaultKind } from '../../../fakes/faults';

/**
 * One generated life of one checkout's money (issue 16, point 8): what the shopper pays with, and a random
 * interleaving of submits (sometimes two at once), webhook deliveries (duplicated, out of order), reconciler
 * runs, faults at any provider step and at the D1 order and capture batches, and another shopper taking the
 * stock. Provider outcomes (3-D Secure, processing, declines, pending and declined captures) are drawn too.
 */
export type Provider = 'stripe' | 'paypal';

export type Step =
  | { kind: 'submit'; double: boolean }
  | { kind: 'webhook'; event: string; times: number }
  | { kind: 'reconcile' }
  | { kind: 'fault'; step: string; fault: FaultKind; times: number }
  | { kind: 'd1fault'; target: 'order' | 'capture' }
  | { kind: 'sold_out' }
  | { kind: 'approve' }
  | { kind: 'provider_decides'; outcome: 'authorized' | 'failed' };

export interface Scenario {
  quantity: number;
  /** Stripe: the card the shopper uses. PayPal: what PayPal decides for the authorization and the capture. */
  card: 'pm_card_visa' | 'pm_card_threeDSecure2Required' | 'pm_card_chargeDeclined' | 'processing';
  paypal: { authorization: 'CREATED' | 'PENDING' | 'DENIED'; capture: 'COMPLETED' | 'PENDING' | 'DECLINED' };
  steps: Step[];
}

const FAULTS: FaultKind[] = ['drop', 'drop_after', 'timeout', 'timeout_after', '500', '503', '429'];
export const STEPS: Record<Provider, string[]> = {
  stripe: ['create', 'confirm', 'retrieve', 'capture', 'cancel', 'refund'],
  paypal: ['token', 'create', 'get', 'authorize', 'capture_authorization', 'void', 'refund'],
};
const EVENTS: Record<Provider, string[]> = {
  stripe: ['payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.payment_failed', 'payment_intent.canceled', 'payment_intent.requires_action'],
  paypal: ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.AUTHORIZATION.CREATED'],
};

function step(provider: Provider): fc.Arbitrary<Step> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('submit' as const), double: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('webhook' as const), event: fc.constantFrom(...EVENTS[provider]), times: fc.integer({ min: 1, max: 2 }) }) },
    { weight: 2, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('fault' as const), step: fc.constantFrom(...STEPS[provider]), fault: fc.constantFrom(...FAULTS), times: fc.constantFrom(1, 3) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('d1fault' as const), target: fc.constantFrom('order' as const, 'capture' as const) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'sold_out' as const }) },
    { weight: provider === 'paypal' ? 3 : 0, arbitrary: fc.constant({ kind: 'approve' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('provider_decides' as const), outcome: fc.constantFrom('authorized' as const, 'failed' as const) }) },
  );
}

export function scenario(provider: Provider): fc.Arbitrary<Scenario> {
  return fc.record({
    quantity: fc.integer({ min: 1, max: 3 }),
    card: fc.constantFrom('pm_card_visa' as const, 'pm_card_visa' as const, 'pm_card_threeDSecure2Required' as const, 'pm_card_chargeDeclined' as const, 'processing' as const),
    paypal: fc.record({
      authorization: fc.constantFrom('CREATED' as const, 'CREATED' as const, 'PENDING' as const, 'DENIED' as const),
      capture: fc.constantFrom('COMPLETED' as const, 'COMPLETED' as const, 'PENDING' as const, 'DECLINED' as const),
    }),
    steps: fc.array(step(provider), { minLength: 1, maxLength: 8 }),
  });
}

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { brokenPromises } from './invariants/check';
import { decide, play } from './invariants/run';
import { scenario, type Provider } from './invariants/scenario';
import { liveStore, type MoneyStore } from './money';

/**
 * Proof by invariant (issue 16, point 8): for each provider, generated lives of a checkout's money (random
 * interleavings of submits, double submits, duplicated and reordered webhooks, reconciler runs, faults at
 * every provider step and at the D1 order and capture batches, stock taken by others), against workerd + D1
 * and the fakes. After each: the provider decides what was left undecided, the reconciler runs, and every
 * promise of the ledger is checked. `npm test` runs LEDGER_RUNS (200) per provider; `npm run test:ledger` more.
 */
const RUNS = inject('ledgerRuns');
const SEED = inject('ledgerSeed');

let m: MoneyStore;
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Short provider timeouts and retry waits keep a run fast; faults still go through every retry.
  m = await liveStore({ PROVIDER_TIMEOUT_MS: '150', PROVIDER_RETRY_BASE_MS: '1' });
});
afterAll(() => m.dispose());

describe.each(['stripe', 'paypal'] as Provider[])('the %s ledger keeps its promises', (provider) => {
  it(`over ${RUNS} generated runs`, { timeout: RUNS * 3_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenario(provider), async (s) => {
        await (provider === 'stripe' ? m.stripe.clearFaults() : m.paypal.clearFaults());
        const run = await play(m, provider, s);
        // Everything settles: faults end, the provider decides, the reconciler runs over the following hours.
        await (provider === 'stripe' ? m.stripe.clearFaults() : m.paypal.clearFaults());
        await decide(m, provider, run.checkoutId, 'failed', true);
        const reports: unknown[] = [];
        for (const minutes of [120, 300, 720]) reports.push(await m.cron(minutes).catch((err: unknown) => String(err)));
        const broken = await brokenPromises(m, provider, run);
        const payments = broken.length ? (await m.h.db.prepare('SELECT state, error_code, provider_ref, authorization_ref, capture_ref, checks FROM payments WHERE checkout_id = ?1').bind(run.checkoutId).all()).results : [];
        expect(broken.length ? { broken, payments, reports: reports.map((r) => (typeof r === 'string' ? r : (r as { payments: unknown }).payments)) } : {}).toEqual({});
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

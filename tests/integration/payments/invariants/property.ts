import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { liveStore, type MoneyStore } from '../money';
import { brokenPromises } from './check';
import { decide, play } from './run';
import { scenario, type Provider, type Scenario } from './scenario';

/**
 * Proof by invariant (issue 16, point 8): generated lives of a checkout's money (random interleavings of
 * submits, double submits, duplicated and reordered webhooks, reconciler runs, faults at every provider
 * step and at the D1 order and capture batches, stock taken by others), against workerd + D1 and the
 * fakes. After each: the provider decides what was left undecided, the reconciler runs, and every promise
 * of the ledger is checked. One test file per provider, so the two run side by side.
 * `npm test` runs LEDGER_RUNS (200) per provider; `npm run test:ledger` more. LEDGER_TIMEOUT_MS (150)
 * sets the provider timeout: a shorter one times out more calls (one unreproduced failure was seen at 60 ms).
 */
export function ledgerKeepsItsPromises(provider: Provider, examples: fc.Parameters<[Scenario]>['examples'] = []): void {
  const RUNS = inject('ledgerRuns');
  const SEED = inject('ledgerSeed');
  let m: MoneyStore;
  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Short provider timeouts and retry waits keep a run fast; faults still go through every retry.
    m = await liveStore({ PROVIDER_TIMEOUT_MS: String(inject('ledgerTimeoutMs')), PROVIDER_RETRY_BASE_MS: '1' });
  });
  afterAll(() => m.dispose());

  it(`the ${provider} ledger keeps its promises over ${RUNS} generated runs`, { timeout: RUNS * 3_000 }, async () => {
    const fake = provider === 'stripe' ? m.stripe : m.paypal;
    await fc.assert(
      fc.asyncProperty(scenario(provider), async (s) => {
        await fake.clearFaults();
        const run = await play(m, provider, s);
        // Everything settles: faults end, the provider decides, the reconciler runs over the following hours.
        await fake.clearFaults();
        await decide(m, provider, run.checkoutId, 'failed', true);
        const reports: unknown[] = [];
        for (const minutes of [120, 300, 720]) reports.push(await m.cron(minutes).catch((err: unknown) => String(err)));
        const broken = await brokenPromises(m, provider, run);
        const payments = broken.length ? (await m.h.db.prepare('SELECT state, error_code, provider_ref, authorization_ref, capture_ref, checks FROM payments WHERE checkout_id = ?1').bind(run.checkoutId).all()).results : [];
        expect(broken.length ? { broken, payments, reports: reports.map((r) => (typeof r === 'string' ? r : (r as { payments: unknown }).payments)) } : {}).toEqual({});
      }),
      // `examples`: lives a generated run once broke, played first on every run.
      { numRuns: RUNS, seed: SEED, endOnFailure: true, examples },
    );
  });
}

/**
 * Runs the PayPal fake until interrupted and prints its URL:
 *   npx tsx tests/fakes/paypal/serve.ts
 * Point the store's PAYPAL_API_BASE at the URL, and drive the fake with client.ts (or curl /__control/*).
 */
import { startFakePaypal } from './server';

const fake = await startFakePaypal();
console.log(fake.url);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}

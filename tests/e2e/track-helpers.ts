import type { APIRequestContext } from '@playwright/test';
import { platformSignatureHeader } from '../../src/server/fulfilment/signature';
import { snapshotOf } from './helpers';
import { demoDatabase, whenFree } from './server-db';
import { E2E_WEBHOOK_SECRET } from './track-bindings';

/**
 * Helpers of the after-purchase tests (thank-you, tracking, recovery, fulfilment events). Orders are
 * made through the API with the sandbox card, as a shopper's checkout makes them
 * (tests/integration/submit.test.ts): create, customer and address, delivery, payment method, submit.
 */

const snapshot = snapshotOf('demo');
// The physical size with the most stock: many tests buy one, none may run it out.
const [stocked] = snapshot.listings
  .filter((l) => l.visibility === 'public' && l.checkoutFlow === 'default')
  .flatMap((l) => l.products.filter((p) => p.deliveryType === 'physical').flatMap((p) => p.variations.flatMap((v) => v.sizes.filter((s) => s.available).map((s) => ({ listing: l, variation: v, size: s })))))
  .sort((a, b) => b.size.stock - a.size.stock);
if (!stocked) throw new Error('the demo store has no physical size in stock');
export const ORDER_ITEM = { sku: `${stocked.listing.itemGroupId}_${stocked.variation.variationId}_${stocked.size.id}`, title: stocked.listing.title };

export interface PlacedOrder {
  cartId: string;
  email: string;
  orderNumber: string;
  lookupNumber: string;
  arrivalEstimate: string;
  name: string;
}

let seq = 0;
/** A fresh address per order, so recovery and lookups never see another test's orders. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++seq}@example.com`;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, step: string) {
  if (!res.ok()) throw new Error(`${step} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> };
}

export async function placeOrder(request: APIRequestContext, email = uniqueEmail('order'), sku: string = ORDER_ITEM.sku): Promise<PlacedOrder> {
  const created = await ok(await request.post('/api/checkout', { data: { lineItems: [{ sku, quantity: 1 }], storeSlug: 'demo' } }), 'create checkout');
  const cartId = String(created.data.id);
  const customer = { firstName: 'Ada', lastName: "O'Neil", email, phone: '(415) 555-2671', address: { address1: '1 Market St', city: 'San Francisco', state: 'California', zip: '94105', country: 'United States' } };
  for (const data of [{ customer }, { deliveryOption: 'fullStandardCost' }, { paymentMethod: 'card' }]) {
    await ok(await request.put('/api/v1/checkout', { data: { id: cartId, data } }), `update ${Object.keys(data)[0]}`);
  }
  await ok(await request.post('/api/v1/checkout/submit', { data: { checkoutId: cartId, storeSlug: 'demo', platform: 'stripe', paymentToken: '4242 4242 4242 4242' } }), 'submit');
  const order = await ok(await request.get(`/api/v1/orders?cartId=${cartId}`), 'order');
  return {
    cartId,
    email,
    orderNumber: String(order.data.orderNumber),
    lookupNumber: String(order.data.lookupNumber),
    arrivalEstimate: String(order.data.arrivalEstimate),
    name: String(order.data.name),
  };
}

/** A shipment update as the platform sends it (decisions 27), signed with the shared secret. */
export async function sendShipment(request: APIRequestContext, lookupNumber: string, shipment: { carrier: string; trackingNumber: string; trackingUrl?: string | null }) {
  const raw = JSON.stringify({ id: `evt_e2e_${Date.now()}_${++seq}`, type: 'order.shipment', lookupNumber, shipment, occurredAt: new Date().toISOString() });
  return request.post('/api/v1/fulfilment/events', {
    headers: { 'content-type': 'application/json', 'x-platform-signature': await platformSignatureHeader(raw, E2E_WEBHOOK_SECRET) },
    data: raw,
  });
}

/**
 * The local outbox of this worker's demo test server (mail_outbox in its D1 under E2E_STATE_DIR/demo),
 * read from its database file as a developer would with wrangler: no route of the shop exposes mail.
 */
export async function outboxFor(address: string): Promise<{ to_address: string; subject: string; body: string }[]> {
  const db = await demoDatabase();
  const rows = await whenFree(() => db.prepare('SELECT to_address, subject, body FROM mail_outbox WHERE to_address = ?1 ORDER BY id').bind(address).all<{ to_address: string; subject: string; body: string }>());
  return rows.results;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSignatureHeader } from '../../src/server/fulfilment/signature';
import { readyCheckout, startHarness, type Harness } from './harness';

const SECRET = 'whsec_platform_test';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ vars: { PLATFORM_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => h.dispose());

let seq = 0;
const eventId = () => `evt_${Date.now()}_${++seq}`;

async function newOrder(): Promise<{ lookup: string; cartId: string }> {
  const cartId = await readyCheckout(h);
  const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: cartId, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242 4242 4242 4242' });
  if (res.status !== 200) throw new Error(`submit failed: ${res.status}`);
  return { lookup: ((await res.json()) as { data: { orderLookupNumber: string } }).data.orderLookupNumber, cartId };
}

/** Posts a raw body as the platform does; `sign` chooses the signature header. */
async function post(body: unknown, sign: (raw: string) => Promise<string | undefined> = (raw) => platformSignatureHeader(raw, SECRET)) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = await sign(raw);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['x-platform-signature'] = signature;
  return h.request('/api/v1/fulfilment/events', { method: 'POST', headers, body: raw });
}
const status = (lookup: string, s: string, occurredAt = new Date().toISOString(), id = eventId()) => ({ id, type: 'order.status', lookupNumber: lookup, status: s, occurredAt });
const shipment = (lookup: string, trackingNumber: string, extra: Record<string, unknown> = {}, id = eventId()) => ({
  id,
  type: 'order.shipment',
  lookupNumber: lookup,
  shipment: { carrier: 'UPS', trackingNumber, trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`, ...extra },
  occurredAt: '2026-11-22T10:00:00Z',
});
const tracked = async (lookup: string) => ((await (await h.request(`/api/v1/orders/track/${lookup}`)).json()) as { data: any }).data;
const errorCode = async (res: Response) => ((await res.json()) as { errors: { code: string }[] }).errors[0]?.code;

describe('valid updates', () => {
  it('a status change applies and shows with its date in both order lookups', async () => {
    const { lookup, cartId } = await newOrder();
    const res = await post(status(lookup, 'in_production', '2026-11-21T09:30:00Z'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, status: 'in_production' });
    const order = await tracked(lookup);
    expect(order).toMatchObject({ status: 'in_production', shippingMethod: 'standard', dates: { in_production: '2026-11-21T09:30:00.000Z' }, shipments: [] });
    expect(order.dates.paid).toBe(order.created);
    expect(order.items).toHaveLength(1);
    const byCart = ((await (await h.request(`/api/v1/orders?cartId=${cartId}`)).json()) as { data: any }).data;
    expect(byCart).toMatchObject({ status: 'in_production', dates: { in_production: '2026-11-21T09:30:00.000Z' } });
  });

  it('a shipment adds carrier, tracking number and link, and moves the order to shipped', async () => {
    const { lookup, cartId } = await newOrder();
    const res = await post(shipment(lookup, '1Z999AA10123456784'));
    expect(res.status).toBe(200);
    const order = await tracked(lookup);
    expect(order.status).toBe('shipped');
    expect(order.shipments).toEqual([
      { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', shippedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    expect(order.dates.shipped).toBe('2026-11-22T10:00:00.000Z');
    expect(order.updated >= order.created).toBe(true);
    const byCart = ((await (await h.request(`/api/v1/orders?cartId=${cartId}`)).json()) as { data: any }).data;
    expect(byCart.shipments[0].trackingNumber).toBe('1Z999AA10123456784');
    // A second parcel is a second shipment.
    expect((await post(shipment(lookup, '1Z999AA10123456785'))).status).toBe(200);
    expect((await tracked(lookup)).shipments).toHaveLength(2);
  });

  it('keeps only http(s) tracking links; without one a known carrier gets its own tracking page', async () => {
    const { lookup } = await newOrder();
    await post(shipment(lookup, 'EVIL1', { trackingUrl: 'javascript:alert(1)' }));
    await post(shipment(lookup, 'ODD1', { carrier: 'Pigeon Post', trackingUrl: 'data:text/html,hi' }));
    await post(shipment(lookup, '9400100000000000000000', { carrier: 'USPS', trackingUrl: null }));
    const links = Object.fromEntries((await tracked(lookup)).shipments.map((s: any) => [s.trackingNumber, s.trackingUrl]));
    expect(links).toEqual({
      EVIL1: 'https://www.ups.com/track?tracknum=EVIL1',
      ODD1: null,
      '9400100000000000000000': 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    });
  });
});

describe('out of order', () => {
  it('status never moves back', async () => {
    const { lookup } = await newOrder();
    expect((await post(status(lookup, 'delivered', '2026-11-25T12:00:00Z'))).status).toBe(200);
    for (const late of ['shipped', 'in_production', 'cancelled']) {
      const res = await post(status(lookup, late));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe('delivered');
    }
    // A late shipment is still recorded, but the order stays delivered.
    await post(shipment(lookup, 'LATE1'));
    const order = await tracked(lookup);
    expect(order.status).toBe('delivered');
    expect(order.shipments.map((s: any) => s.trackingNumber)).toEqual(['LATE1']);
    expect(Object.keys(order.dates).sort()).toEqual(['delivered', 'paid']);
  });

  it('cancelled only from paid or in production, and final', async () => {
    const a = await newOrder();
    await post(status(a.lookup, 'in_production'));
    await post(status(a.lookup, 'cancelled'));
    await post(status(a.lookup, 'shipped'));
    await post(shipment(a.lookup, 'AFTER-CANCEL'));
    expect((await tracked(a.lookup)).status).toBe('cancelled');

    const b = await newOrder();
    await post(shipment(b.lookup, 'B1'));
    await post(status(b.lookup, 'cancelled'));
    expect((await tracked(b.lookup)).status).toBe('shipped');
  });
});

describe('refused', () => {
  it('bad signatures: wrong secret, tampered body, missing or malformed header', async () => {
    const { lookup } = await newOrder();
    const body = status(lookup, 'in_production');
    const cases: ((raw: string) => Promise<string | undefined>)[] = [
      (raw) => platformSignatureHeader(raw, 'not-the-secret'),
      async (raw) => platformSignatureHeader(raw.replace('in_production', 'delivered'), SECRET),
      async () => undefined,
      async () => 'garbage',
      async (raw) => (await platformSignatureHeader(raw, SECRET)).replace(/v1=[0-9a-f]{4}/, 'v1=0000'),
    ];
    for (const sign of cases) {
      const res = await post(body, sign);
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('invalid_signature');
    }
    expect((await tracked(lookup)).status).toBe('paid');
    const applied = await h.db.prepare('SELECT count(*) AS n FROM fulfilment_events WHERE id = ?1').bind(body.id).first<{ n: number }>();
    expect(applied?.n).toBe(0);
  });

  it('without the secret configured every event is refused', async () => {
    const { lookup } = await newOrder();
    const raw = JSON.stringify(status(lookup, 'in_production'));
    const res = await h.request('/api/v1/fulfilment/events', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform-signature': await platformSignatureHeader(raw, SECRET) }, body: raw }, { PLATFORM_WEBHOOK_SECRET: undefined });
    expect(res.status).toBe(401);
  });

  it('stale (or far future) timestamps', async () => {
    const { lookup } = await newOrder();
    const now = Math.floor(Date.now() / 1000);
    for (const t of [now - 301, now + 301]) {
      const res = await post(status(lookup, 'in_production'), (raw) => platformSignatureHeader(raw, SECRET, t));
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('stale_signature');
    }
    // Inside the tolerance is fine.
    expect((await post(status(lookup, 'in_production'), (raw) => platformSignatureHeader(raw, SECRET, now - 290))).status).toBe(200);
  });

  it('replays: an event id is processed once, even re-signed with a fresh timestamp', async () => {
    const { lookup } = await newOrder();
    const event = shipment(lookup, 'ONCE1');
    const raw = JSON.stringify(event);
    const header = await platformSignatureHeader(raw, SECRET);
    expect((await post(raw, async () => header)).status).toBe(200);
    const same = await post(raw, async () => header);
    expect(same.status).toBe(409);
    expect(await errorCode(same)).toBe('event_already_processed');
    const resigned = await post(raw);
    expect(resigned.status).toBe(409);
    // Same id, another body: still the same event.
    expect((await post({ ...status(lookup, 'delivered'), id: event.id })).status).toBe(409);
    const order = await tracked(lookup);
    expect(order.status).toBe('shipped');
    expect(order.shipments).toHaveLength(1);
  });

  it('concurrent deliveries of one event apply it once', async () => {
    const { lookup } = await newOrder();
    const event = shipment(lookup, 'RACE1');
    const results = await Promise.all(Array.from({ length: 5 }, () => post(event)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const history = await h.db.prepare('SELECT count(*) AS n FROM order_status_history WHERE lookup_number = ?1').bind(lookup).first<{ n: number }>();
    expect(history?.n).toBe(1);
  });

  it('malformed events and unknown orders', async () => {
    const { lookup } = await newOrder();
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ ...status(lookup, 'teleported') })).status).toBe(422);
    expect((await post({ id: eventId(), type: 'order.shipment', lookupNumber: lookup, occurredAt: new Date().toISOString() })).status).toBe(422);
    const unknown = await post(status('0'.repeat(32), 'shipped'));
    expect(unknown.status).toBe(404);
    expect((await tracked(lookup)).status).toBe('paid');
  });
});

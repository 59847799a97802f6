import { describe, expect, it } from 'vitest';
import { arrivalFromParam, cartIdFromPath, formatArrival, formatDay, lookupFromPath, parseOrder, progressOf, purchaseEvent, trackOrderPath } from '../../../src/lib/order-view';

const LOOKUP = '0123456789abcdef0123456789abcdef';
const ORDER = {
  orderNumber: 'HK7Q-M9XD',
  lookupNumber: LOOKUP,
  status: 'shipped',
  shippingMethod: 'rush',
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-23T09:00:00.000Z',
  totalCost: { amount: 4097, currency: 'USD' },
  costs: { lineItems: 3598, shipping: 499, tax: 0, discount: 0, total: 4097 },
  items: [{ sku: '1_2_3', teespringId: 9, sizeId: 3, title: 'Luna Moth Tee', color: 'Navy', size: 'M', quantity: 2, unitPrice: 1799 }],
  shipments: [{ carrier: 'USPS', trackingNumber: '9400100000000000000000', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000', shippedAt: '2026-11-23T09:00:00.000Z' }],
  dates: { paid: '2026-11-20T10:00:00.000Z', in_production: '2026-11-21T08:00:00.000Z', shipped: '2026-11-23T09:00:00.000Z' },
  arrivalEstimate: 'Nov 27 – Dec 2',
  deliveryEstimates: { early: '2026-11-27', late: '2026-12-02' },
};

describe('the order answer\'s data', () => {
  it('parses the API shape and drops what the pages do not read', () => {
    const order = parseOrder({ ...ORDER, name: 'Ada' });
    expect(order?.orderNumber).toBe('HK7Q-M9XD');
    expect(order?.name).toBe('Ada');
    expect(order?.items[0]).not.toHaveProperty('teespringId');
  });

  it('refuses anything that is not an order', () => {
    expect(parseOrder(null)).toBeNull();
    expect(parseOrder({ errors: [{ code: 'not_found' }] })).toBeNull();
    expect(parseOrder({ ...ORDER, lookupNumber: 'nope' })).toBeNull();
  });
});

describe('progress', () => {
  it('marks the steps up to the current status, with their dates', () => {
    expect(progressOf(ORDER)).toEqual([
      { status: 'paid', done: true, at: ORDER.dates.paid },
      { status: 'in_production', done: true, at: ORDER.dates.in_production },
      { status: 'shipped', done: true, at: ORDER.dates.shipped },
      { status: 'delivered', done: false, at: null },
    ]);
  });

  it('a cancelled order has no step done', () => {
    expect(progressOf({ status: 'cancelled', dates: { paid: 'x' } }).every((s) => !s.done)).toBe(true);
  });
});

describe('dates', () => {
  it('formats calendar days in UTC and in the shopper locale', () => {
    expect(formatDay('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(formatDay('2026-11-27', 'de-DE')).toBe('27. Nov. 2026');
    expect(formatArrival('2026-11-27', '2026-12-02', 'en-US')).toBe('Nov 27, 2026 – Dec 2, 2026');
    expect(formatArrival('2026-11-27', '2026-11-27', 'en-US')).toBe('Nov 27, 2026');
  });

  it('leaves what is not a date as it is, and survives an unknown locale', () => {
    expect(formatDay('soon', 'en-US')).toBe('soon');
    expect(formatDay('2026-11-27', 'not a locale!')).toBe('Nov 27, 2026');
  });

  it('reads the arrivalEstimate parameter as dates or as text', () => {
    expect(arrivalFromParam('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(arrivalFromParam('2026-11-27/2026-12-02', 'en-US')).toBe('Nov 27, 2026 – Dec 2, 2026');
    expect(arrivalFromParam('Nov 27 – Dec 2', 'en-US')).toBe('Nov 27 – Dec 2');
    expect(arrivalFromParam(null, 'en-US')).toBeNull();
    expect(arrivalFromParam('x'.repeat(200), 'en-US')).toHaveLength(80);
  });
});

describe('addresses', () => {
  it('builds and reads the tracking path', () => {
    expect(trackOrderPath(LOOKUP)).toBe(`/track/order/${LOOKUP}/`);
    expect(lookupFromPath(`/track/order/${LOOKUP}`)).toBe(LOOKUP);
    expect(lookupFromPath(`/track/order/${LOOKUP}/`)).toBe(LOOKUP);
    expect(lookupFromPath('/track/order/shell/')).toBeNull();
    expect(lookupFromPath(`/track/order/${LOOKUP.toUpperCase()}`)).toBeNull();
  });

  it('reads the cart id of /checkout-complete/{cartId}', () => {
    const id = '3f2a9c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b';
    expect(cartIdFromPath(`/checkout-complete/${id}`)).toBe(id);
    expect(cartIdFromPath(`/checkout-complete/${id}/`)).toBe(id);
    expect(cartIdFromPath('/checkout-complete/shell/')).toBeNull();
  });
});

describe('the purchase event', () => {
  it('carries the order in GA4 units, with the order number as transaction id and no personal data', () => {
    const order = parseOrder({ ...ORDER, name: 'Ada' })!;
    const event = purchaseEvent(order);
    expect(event).toEqual({
      currency: 'USD',
      value: 40.97,
      transaction_id: 'HK7Q-M9XD',
      shipping: 4.99,
      tax: 0,
      items: [{ item_id: '1_2_3', item_name: 'Luna Moth Tee', item_variant: 'Navy / M', price: 17.99, quantity: 2 }],
    });
    expect(JSON.stringify(event)).not.toContain('Ada');
  });
});

import { safeTrackingUrl } from './status';

export interface ShipmentView {
  carrier: string;
  trackingNumber: string;
  /** An http(s) address only: the platform's, else the carrier's own tracking page, else null. */
  trackingUrl: string | null;
  shippedAt: string;
}

export interface StatusDate {
  status: string;
  at: string;
}

export interface FulfilmentDetails {
  shipments: ShipmentView[];
  /** Each status the order moved to, with the time the platform reported for it (paid is `created`). */
  statusHistory: StatusDate[];
}

const CARRIER_PAGES: Record<string, (n: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}`,
};

export function trackingLink(carrier: string, trackingNumber: string, url: string | null): string | null {
  const given = safeTrackingUrl(url);
  if (given) return given;
  const page = CARRIER_PAGES[carrier.trim().toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}

/** Shipments and status dates of one order, for the order lookup answers. */
export async function fulfilmentDetails(db: D1Database, lookupNumber: string): Promise<FulfilmentDetails> {
  const [shipments, history] = await db.batch([
    db.prepare('SELECT carrier, tracking_number, tracking_url, shipped_at FROM order_shipments WHERE lookup_number = ?1 ORDER BY shipped_at, id').bind(lookupNumber),
    db.prepare('SELECT status, occurred_at FROM order_status_history WHERE lookup_number = ?1 ORDER BY id').bind(lookupNumber),
  ]);
  return {
    shipments: ((shipments?.results ?? []) as { carrier: string; tracking_number: string; tracking_url: string | null; shipped_at: string }[]).map((s) => ({
      carrier: s.carrier,
      trackingNumber: s.tracking_number,
      trackingUrl: trackingLink(s.carrier, s.tracking_number, s.tracking_url),
      shippedAt: s.shipped_at,
    })),
    statusHistory: ((history?.results ?? []) as { status: string; occurred_at: string }[]).map((h) => ({ status: h.status, at: h.occurred_at })),
  };
}

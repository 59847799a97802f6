import { paypalClient, RawJson, type PaypalOptions } from './paypal-client';

/** The transmission headers PayPal signs every webhook delivery with. */
export const PAYPAL_SIGNATURE_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

/** The one algorithm PayPal signs deliveries with (its documents' example, and every delivery seen). */
const AUTH_ALGO = 'SHA256withRSA';
/**
 * Where PayPal's deliveries point for its certificate: live and sandbox. PayPal's documents name no host
 * for `cert_url`; these are the hosts its deliveries use (https://api.paypal.com/v1/notifications/certs/…).
 */
const CERT_HOSTS = new Set(['api.paypal.com', 'api.sandbox.paypal.com']);
const CERT_PATH = '/v1/notifications/certs/';
/** How far ahead of ours a delivery's transmission time may be: clocks drift. */
export const TRANSMISSION_SKEW_MS = 5 * 60_000;
/**
 * How old it may be: PayPal tries a delivery again for up to 3 days, and does not document whether a
 * retry carries a new transmission time. A retry must never be refused (a refund's event may be the only
 * word of it), and a replayed genuine delivery changes nothing (events are processed once), so the
 * window is PayPal's retry horizon, not minutes.
 */
export const TRANSMISSION_MAX_AGE_MS = 3 * 86_400_000 + TRANSMISSION_SKEW_MS;

export interface PaypalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/**
 * A certificate on PayPal's hosts over https, or on the API this store calls (api-m, a test's fake), at
 * PayPal's certificate path and nothing else: a forger cannot point PayPal's check at a page of its choice.
 */
function paypalCertUrl(certUrl: string, apiBase: string): boolean {
  try {
    const url = new URL(certUrl);
    if (!url.pathname.startsWith(CERT_PATH) || url.pathname.length === CERT_PATH.length || url.search || url.hash) return false;
    return (url.protocol === 'https:' && CERT_HOSTS.has(url.host)) || url.origin === new URL(apiBase).origin;
  } catch {
    return false;
  }
}

/**
 * The delivery's transmission headers when they could be PayPal's, else null: all five present, PayPal's
 * algorithm, its certificate host and path, and a transmission time at most 5 minutes ahead and at most
 * PayPal's 3-day retry horizon old. Checked before PayPal is asked, so a forgery that could never pass
 * costs no call on the store's account.
 */
export function paypalTransmission(headers: (name: string) => string | undefined, apiBase: string, now = Date.now()): PaypalTransmission | null {
  const values = PAYPAL_SIGNATURE_HEADERS.map((name) => headers(name));
  if (values.some((v) => !v)) return null;
  const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as [string, string, string, string, string];
  const sent = Date.parse(transmissionTime);
  if (authAlgo !== AUTH_ALGO || !paypalCertUrl(certUrl, apiBase) || !(sent - now <= TRANSMISSION_SKEW_MS && now - sent <= TRANSMISSION_MAX_AGE_MS)) return null;
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/**
 * Asks PayPal whether a delivery is genuine (POST /v1/notifications/verify-webhook-signature, PayPal's own
 * check of the signature against its certificate, the transmission and this store's webhook id). Anything
 * but SUCCESS is a forgery.
 */
export async function verifyPaypalTransmission(options: PaypalOptions & { webhookId: string }, t: PaypalTransmission, rawEvent: string): Promise<boolean> {
  const { request } = paypalClient(options);
  // The event goes in as the bytes PayPal sent: PayPal's checksum covers them, and a re-serialisation
  // (escapes, number forms) would not match.
  const fields = JSON.stringify({ auth_algo: t.authAlgo, cert_url: t.certUrl, transmission_id: t.transmissionId, transmission_sig: t.transmissionSig, transmission_time: t.transmissionTime, webhook_id: options.webhookId });
  const body = new RawJson(`${fields.slice(0, -1)},"webhook_event":${rawEvent}}`);
  const res = await request<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', body);
  return res.status === 200 && res.body.verification_status === 'SUCCESS';
}

/** Both steps: false without a call when the headers could not be PayPal's, else PayPal's answer. */
export async function verifyPaypalWebhook(options: PaypalOptions & { webhookId: string }, headers: (name: string) => string | undefined, rawEvent: string): Promise<boolean> {
  const transmission = paypalTransmission(headers, options.apiBase);
  return transmission !== null && (await verifyPaypalTransmission(options, transmission, rawEvent));
}

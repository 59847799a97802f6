import { paypalClient, RawJson, type PaypalOptions } from './paypal-client';

/** The transmission headers PayPal signs every webhook delivery with. */
export const PAYPAL_SIGNATURE_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

/**
 * Asks PayPal whether a delivery is genuine (POST /v1/notifications/verify-webhook-signature, PayPal's own
 * check of the signature against its certificate, the transmission and this store's webhook id). Anything
 * but SUCCESS, a missing header included, is a forgery.
 */
export async function verifyPaypalWebhook(options: PaypalOptions & { webhookId: string }, headers: (name: string) => string | undefined, rawEvent: string): Promise<boolean> {
  const values = PAYPAL_SIGNATURE_HEADERS.map((name) => headers(name));
  if (values.some((v) => !v)) return false;
  const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
  const { request } = paypalClient(options);
  // The event goes in as the bytes PayPal sent: PayPal's checksum covers them, and a re-serialisation
  // (escapes, number forms) would not match.
  const fields = JSON.stringify({ auth_algo: authAlgo, cert_url: certUrl, transmission_id: transmissionId, transmission_sig: transmissionSig, transmission_time: transmissionTime, webhook_id: options.webhookId });
  const body = new RawJson(`${fields.slice(0, -1)},"webhook_event":${rawEvent}}`);
  const res = await request<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', body);
  return res.status === 200 && res.body.verification_status === 'SUCCESS';
}

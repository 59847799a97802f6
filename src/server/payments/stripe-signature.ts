import { constantTimeEqual, hmacHex } from '../gate/crypto';

export const STRIPE_TOLERANCE_SECONDS = 300;

const enc = new TextEncoder();

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.rawBody">[,v1=...]`.
 * Checked on the raw body bytes as received; a body parsed and re-serialised no longer matches.
 */
export async function verifyStripeSignature(rawBody: string, header: string | undefined, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  if (!header || !secret) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v as string);
  if (!Number.isInteger(t) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - t) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = enc.encode(await hmacHex(secret, `${t}.${rawBody}`));
  return signatures.some((s) => constantTimeEqual(enc.encode(s), expected));
}

/** The header a test (or a fake Stripe) sends for a body. */
export async function stripeSignatureHeader(rawBody: string, secret: string, t = Math.floor(Date.now() / 1000)): Promise<string> {
  return `t=${t},v1=${await hmacHex(secret, `${t}.${rawBody}`)}`;
}

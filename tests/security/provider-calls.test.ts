import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paypalTransmission, TRANSMISSION_MAX_AGE_MS, TRANSMISSION_SKEW_MS } from '../../src/server/payments/providers/paypal-verify';
import { windowOf } from '../../src/server/rate-limit/limit';
import { LIMITS } from '../../src/server/rate-limit/rules';
import { liveStore, type MoneyStore } from '../integration/payments/money';

// Attack: anyone can POST to the PayPal webhook (it is public, and outside the gate), and every delivery
// whose five paypal-* headers held any values made the store call PayPal's verify endpoint on its own
// account, with a body of up to 512 KB, retried twice on a 429 or 5xx: a script turns each request into
// PayPal calls, eats the account's rate limit, and may replay a genuine delivery forever. Control
// (src/server/payments/webhooks/paypal.ts, providers/paypal-verify.ts, rate-limit/attempts.ts): before
// any call, a transmission time more than 5 minutes away, a certificate off PayPal's hosts or not https,
// or an algorithm other than SHA256withRSA is refused (400 invalid_signature); and each client gets
// LIMITS.paypalWebhookFailures failed verifications an hour, counted before the call and given back
// unless PayPal answered that the delivery is not genuine (a success, an error or a timeout are given
// back, and so is a request refused), so PayPal's own deliveries are never shut out.

let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await liveStore();
});
afterEach(async () => {
  vi.restoreAllMocks();
  expect(await m.paypal.problems()).toEqual([]);
  await m.dispose();
});

const verifyCalls = async () => (await m.paypal.calls()).filter((c) => c.path === '/v1/notifications/verify-webhook-signature').length;
let nextClient = 0;
const freshIp = () => `198.18.7.${++nextClient}`;

/** A PayPal checkout paid through to its capture, and a genuine delivery of its capture's event. */
async function paidCapture(): Promise<string> {
  const id = await m.checkout(undefined, 'paypal');
  const { orderId, paymentId } = await m.paypalOrder(id);
  expect((await m.submit(id, { platform: 'paypal', paymentToken: orderId, paymentId })).status).toBe(200);
  return (await m.ledger(id)).payments[0]!.capture_ref!;
}

const genuine = (capture: string) => m.paypal.webhook({ eventType: 'PAYMENT.CAPTURE.COMPLETED', resourceId: capture, webhookId: m.paypalWebhookId });

function post(delivery: { headers: Record<string, string>; body: string }, ip: string, headers: Record<string, string> = {}) {
  return m.h.request('/api/v1/payments/paypal/webhook', { method: 'POST', headers: { ...delivery.headers, 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers }, body: delivery.body });
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('forged PayPal webhooks and the calls they cost', () => {
  it('a genuine delivery is verified by PayPal and processed', async () => {
    const delivery = await genuine(await paidCapture());
    const before = await verifyCalls();
    expect((await post(delivery, freshIp())).status).toBe(200);
    expect((await verifyCalls()) - before).toBe(1);
  });

  it('a stale or future transmission, a foreign or plain-http certificate, another algorithm: 400 and no call to PayPal', async () => {
    const delivery = await genuine(await paidCapture());
    const cert = delivery.headers['paypal-cert-url']!;
    const path = new URL(cert).pathname;
    const forgeries: Record<string, string>[] = [
      { 'paypal-transmission-time': iso(Date.now() - TRANSMISSION_MAX_AGE_MS - 60_000) },
      { 'paypal-transmission-time': iso(Date.now() + TRANSMISSION_SKEW_MS + 60_000) },
      { 'paypal-transmission-time': '2016-02-18T20:01:35Z' },
      { 'paypal-transmission-time': 'yesterday' },
      { 'paypal-cert-url': `https://attacker.example${path}` },
      { 'paypal-cert-url': `https://api.paypal.com.attacker.example${path}` },
      { 'paypal-cert-url': `https://api.paypal.com:8443${path}` },
      { 'paypal-cert-url': `http://api.paypal.com${path}` },
      { 'paypal-cert-url': 'https://api.paypal.com/v1/oauth2/token' },
      { 'paypal-cert-url': `https://api.paypal.com${path}?x=1` },
      { 'paypal-cert-url': 'not a url' },
      { 'paypal-auth-algo': 'SHA1withRSA' },
      { 'paypal-auth-algo': 'none' },
    ];
    const before = await verifyCalls();
    for (const headers of forgeries) {
      const res = await post(delivery, freshIp(), headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('invalid_signature');
    }
    expect((await verifyCalls()) - before).toBe(0);
    // The same delivery as PayPal sent it still passes.
    expect((await post(delivery, freshIp())).status).toBe(200);
    // A retry's time may be the first attempt's (PayPal tries for up to 3 days): a day old passes the check.
    const retried: Record<string, string> = { ...delivery.headers, 'paypal-transmission-time': iso(Date.now() - 86_400_000) };
    expect(paypalTransmission((name) => retried[name], new URL(cert).origin)).not.toBeNull();
  });

  it('many plausible forgeries from one client, at once: at most its limit of verify calls, then 429; PayPal still gets through', { timeout: 60_000 }, async () => {
    const { max, windowSeconds } = LIMITS.paypalWebhookFailures;
    if (windowOf(Date.now(), windowSeconds).secondsLeft < 30) await new Promise((r) => setTimeout(r, 31_000));
    const capture = await paidCapture();
    const delivery = await genuine(capture);
    const attacker = freshIp();
    const before = await verifyCalls();
    // Fresh, PayPal's algorithm and certificate: only PayPal can tell these from a real delivery.
    const forged = (i: number) => post(delivery, attacker, { 'paypal-transmission-id': crypto.randomUUID(), 'paypal-transmission-sig': `Forged${i}${'A'.repeat(300)}==` });
    const statuses = await Promise.all(Array.from({ length: max + 15 }, (_, i) => forged(i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await verifyCalls()) - before).toBe(max);
    // Later forgeries from it cost no call either.
    expect((await forged(99)).status).toBe(429);
    expect((await verifyCalls()) - before).toBe(max);
    // PayPal's own delivery, from its own address, is verified and processed.
    expect((await post(await genuine(capture), freshIp())).status).toBe(200);
  });

  it('genuine deliveries are never limited: more than the limit from one address all pass', { timeout: 60_000 }, async () => {
    const { max, windowSeconds } = LIMITS.paypalWebhookFailures;
    if (windowOf(Date.now(), windowSeconds).secondsLeft < 30) await new Promise((r) => setTimeout(r, 31_000));
    const capture = await paidCapture();
    const paypal = freshIp();
    for (let i = 0; i < max + 3; i++) expect((await post(await genuine(capture), paypal)).status).toBe(200);
  });

  it('a burst of genuine deliveries beyond the limit at once: any held back is given back, and the address is not shut out for the window', { timeout: 60_000 }, async () => {
    const { max, windowSeconds } = LIMITS.paypalWebhookFailures;
    if (windowOf(Date.now(), windowSeconds).secondsLeft < 30) await new Promise((r) => setTimeout(r, 31_000));
    const capture = await paidCapture();
    const paypal = freshIp();
    const deliveries = await Promise.all(Array.from({ length: max + 5 }, () => genuine(capture)));
    const statuses = await Promise.all(deliveries.map((d) => post(d, paypal).then((r) => r.status)));
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // Nothing stays counted against PayPal's address, and its next deliveries pass.
    const counted = await m.h.db.prepare('SELECT coalesce(sum(count), 0) AS n FROM rate_limits WHERE key LIKE ?1').bind(`paypalWebhookFailures:${paypal}%`).first<{ n: number }>();
    expect(counted?.n).toBe(0);
    for (let i = 0; i < 3; i++) expect((await post(await genuine(capture), paypal)).status).toBe(200);
  });

  it('PayPal\'s verify call failing (503) is no failed delivery: a 5xx for PayPal to send again, and nothing counted', { timeout: 60_000 }, async () => {
    const { max, windowSeconds } = LIMITS.paypalWebhookFailures;
    if (windowOf(Date.now(), windowSeconds).secondsLeft < 30) await new Promise((r) => setTimeout(r, 31_000));
    const capture = await paidCapture();
    const paypal = freshIp();
    // Every try of each call fails (the client retries twice).
    await m.paypal.fault('verify_webhook', '503', (max + 2) * 3);
    for (let i = 0; i < max + 2; i++) expect((await post(await genuine(capture), paypal)).status).toBeGreaterThanOrEqual(500);
    await m.paypal.clearFaults();
    expect((await post(await genuine(capture), paypal)).status).toBe(200);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainMail } from '../../../src/server/mail/drain';
import { mailTransport } from '../../../src/server/mail/transport';
import { fakeOrigin, routeToFake } from '../../fixtures/outbound';
import { readyCheckout, startHarness, type Harness } from '../harness';

// The order confirmation (issue 16, point 10): written with the order, sent by the cron with retries;
// a mail provider that is down delays mail and loses none. The transport speaks Resend's API.
let h: Harness;
let resend: { calls: { key: string | null; body: { from: string; to: string[]; subject: string; text: string } }[]; fail: number[] };
let unroute: () => void;
const url = fakeOrigin('resend');
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  h = await startHarness();
  resend = { calls: [], fail: [] };
  unroute = routeToFake(url, async (req) => {
    const body = (await req.json()) as (typeof resend.calls)[number]['body'];
    resend.calls.push({ key: req.headers.get('idempotency-key'), body });
    if (req.headers.get('authorization') !== 'Bearer re_test_key') return new Response('{"message":"invalid key"}', { status: 401 });
    const status = resend.fail.shift();
    return status ? new Response('{"message":"down"}', { status }) : Response.json({ id: `email_${resend.calls.length}` });
  });
});
afterEach(async () => {
  unroute();
  await h.dispose();
});

const transport = mailTransport({ MAIL_PROVIDER: 'resend', MAIL_API_KEY: 're_test_key', MAIL_FROM: 'Harbor <orders@harbor.test>', SELLER_EMAIL: 'owner@harbor.test', MAIL_API_URL: `${url}/emails` });
const mails = () => h.db.prepare('SELECT to_address, subject, body, state, attempts FROM mail_outbox ORDER BY id').all<{ to_address: string; subject: string; body: string; state: string; attempts: number }>();

async function order(): Promise<{ orderNumber: string; lookupNumber: string }> {
  const id = await readyCheckout(h);
  const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' });
  const { data } = (await res.json()) as { data: { orderNumber: string; orderLookupNumber: string } };
  return { orderNumber: data.orderNumber, lookupNumber: data.orderLookupNumber };
}

describe('the order confirmation', () => {
  it('is written with the order: number, lines, costs, arrival, address and tracking link', async () => {
    const { orderNumber, lookupNumber } = await order();
    const [mail] = (await mails()).results;
    expect(mail).toMatchObject({ to_address: 'ada@example.com', state: 'pending', subject: `Your order ${orderNumber} from Harbor Lights is confirmed` });
    expect(mail?.body).toContain(`Order number: ${orderNumber}`);
    expect(mail?.body).toMatch(/1 × Harbor Lights Tee \(Black, S\): \$23\.99/);
    expect(mail?.body).toMatch(/Total: \$31\.72/);
    expect(mail?.body).toContain('1 Market St');
    expect(mail?.body).toContain(`https://shop.test/track/order/${lookupNumber}`);
  });

  it('a mail provider outage delays the mail and loses none; each retry carries the same idempotency key', async () => {
    await order();
    resend.fail.push(503, 429);
    const t0 = Date.now();
    expect(await drainMail(h.db, transport, t0)).toMatchObject({ sent: 0, retrying: 1 });
    expect(await drainMail(h.db, transport, t0)).toMatchObject({ sent: 0, retrying: 0 }); // not due yet
    expect(await drainMail(h.db, transport, t0 + 3_600_000)).toMatchObject({ retrying: 1 });
    expect(await drainMail(h.db, transport, t0 + 7_200_000)).toMatchObject({ sent: 1 });
    expect((await mails()).results[0]).toMatchObject({ state: 'sent', attempts: 3 });
    expect(new Set(resend.calls.map((c) => c.key)).size).toBe(1);
    expect(resend.calls[0]?.body).toMatchObject({ from: 'Harbor <orders@harbor.test>', to: ['ada@example.com'] });
  });

  it('a refusal that retrying cannot fix fails the mail and logs it; locally mail stays in the outbox', async () => {
    await order();
    const broken = mailTransport({ MAIL_PROVIDER: 'resend', MAIL_API_KEY: 're_wrong', MAIL_FROM: 'x@harbor.test', SELLER_EMAIL: 'owner@harbor.test', MAIL_API_URL: `${url}/emails` });
    expect(await drainMail(h.db, broken)).toMatchObject({ failed: 1 });
    await order();
    expect(await drainMail(h.db, mailTransport({}))).toMatchObject({ sent: 1 });
    expect((await mails()).results.map((m) => m.state)).toEqual(['failed', 'local']);
  });

  it('is written in the store\'s locale', async () => {
    const german = await startHarness({ config: { ...(await import('../harness')).store.config, locale: 'de' } });
    try {
      const id = await readyCheckout(german);
      await german.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' });
      const mail = await german.db.prepare('SELECT subject, body FROM mail_outbox').first<{ subject: string; body: string }>();
      expect(mail?.subject).toMatch(/^Ihre Bestellung .+ bei Harbor Lights ist bestätigt$/);
      expect(mail?.body).toContain('Gesamt: 31,72');
    } finally {
      await german.dispose();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainMail, MAIL_LEASE_MS } from '../../src/server/mail/drain';
import { mailerFor, SELLER_INBOX } from '../../src/server/mail/mailer';
import { mailTransport } from '../../src/server/mail/transport';
import { fakeOrigin, routeToFake } from '../fixtures/outbound';
import { startHarness, store, type Harness } from './harness';

// The mail drain against a Resend account (docs/payments.md, "Confirmation mail"): mail is a remote that
// fails, answers late and answers twice. Resend keeps an Idempotency-Key for 24 hours per account and
// answers a repeated key with the first request's answer, sending nothing.

interface Sent {
  key: string;
  to: string[];
  subject: string;
}
let resend: { sent: Sent[]; calls: string[]; onCall: ((key: string, call: number) => Promise<Response | undefined>) | null };
let unroute: () => void;
const open: Harness[] = [];
const url = fakeOrigin('resend');
const transport = mailTransport({ MAIL_PROVIDER: 'resend', MAIL_API_KEY: 're_shared_account', MAIL_FROM: 'Shop <orders@shop.test>', SELLER_EMAIL: 'owner@shop.test', MAIL_API_URL: `${url}/emails` });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  resend = { sent: [], calls: [], onCall: null };
  const answered = new Map<string, { body: string; answer: { id: string } }>();
  unroute = routeToFake(url, async (req) => {
    const key = req.headers.get('idempotency-key') ?? '';
    const raw = await req.text();
    resend.calls.push(key);
    const special = await resend.onCall?.(key, resend.calls.length);
    if (special) return special;
    const earlier = answered.get(key);
    if (earlier) {
      // Resend: the same key within 24 hours answers as the first request did and sends nothing; the
      // same key with another payload is refused (409 invalid_idempotent_request).
      return earlier.body === raw ? Response.json(earlier.answer) : Response.json({ name: 'invalid_idempotent_request' }, { status: 409 });
    }
    const body = JSON.parse(raw) as { to: string[]; subject: string };
    resend.sent.push({ key, to: body.to, subject: body.subject });
    const answer = { id: `email_${resend.sent.length}` };
    answered.set(key, { body: raw, answer });
    return Response.json(answer);
  });
});
afterEach(async () => {
  unroute();
  for (const h of open.splice(0)) await h.dispose();
  vi.restoreAllMocks();
});

async function shop(slug: string): Promise<Harness> {
  const h = await startHarness({ config: { ...store.config, slug } });
  open.push(h);
  return h;
}
const rows = (h: Harness) => h.db.prepare('SELECT id, state, attempts, send_key FROM mail_outbox ORDER BY id').all<{ id: number; state: string; attempts: number; send_key: string }>().then((r) => r.results);

describe('idempotency keys', () => {
  it('two stores on one Resend account each send their own first mail (the keys are not the row ids)', async () => {
    const a = await shop('harbor');
    const b = await shop('cellar');
    await mailerFor(a.env).send({ to: 'ada@example.com', subject: 'Your order A-1', text: 'a' });
    await mailerFor(b.env).send({ to: 'bob@example.com', subject: 'Your order B-1', text: 'b' });
    // Each store's D1 numbers its outbox from 1.
    expect((await rows(a))[0]?.id).toBe(1);
    expect((await rows(b))[0]?.id).toBe(1);
    expect(await drainMail(a.db, transport)).toMatchObject({ sent: 1 });
    expect(await drainMail(b.db, transport)).toMatchObject({ sent: 1 });
    expect(resend.sent.map((s) => s.to[0]).sort()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(new Set(resend.calls).size).toBe(2);
    expect((await rows(a))[0]?.state).toBe('sent');
    expect((await rows(b))[0]?.state).toBe('sent');
  });

  it('one mail keeps its key through every retry; two mails of one store never share one', async () => {
    const h = await shop('harbor');
    await mailerFor(h.env).send({ to: 'ada@example.com', subject: 'one', text: '1' });
    await mailerFor(h.env).send({ to: 'ada@example.com', subject: 'two', text: '2' });
    resend.onCall = async (_key, call) => (call === 1 ? new Response('{"message":"down"}', { status: 503 }) : undefined);
    const t0 = Date.now();
    expect(await drainMail(h.db, transport, t0)).toMatchObject({ sent: 1, retrying: 1 });
    expect(await drainMail(h.db, transport, t0 + 3_600_000)).toMatchObject({ sent: 1 });
    const [first, second] = await rows(h);
    expect(first).toMatchObject({ state: 'sent', attempts: 2 });
    expect(second).toMatchObject({ state: 'sent', attempts: 1 });
    expect(first!.send_key).toMatch(/^mail-[0-9a-f]{32}$/);
    expect(second!.send_key).not.toBe(first!.send_key);
    expect(resend.calls).toEqual([first!.send_key, second!.send_key, first!.send_key]);
  });

  it('a row written by another statement gets a key too', async () => {
    const h = await shop('harbor');
    await h.db.prepare("INSERT INTO mail_outbox (to_address, subject, body, state) VALUES ('ada@example.com', 's', 'b', 'pending')").run();
    expect((await rows(h))[0]?.send_key).toMatch(/^mail-[0-9a-f]{32}$/);
  });
});

describe('leases', () => {
  const mails = async (h: Harness, n: number) => {
    for (let i = 1; i <= n; i++) await mailerFor(h.env).send({ to: `shopper${i}@example.com`, subject: `mail ${i}`, text: `${i}` });
  };

  it('each lease is taken when its send starts: a slow run does not hand its later mail to the next minute\'s run', async () => {
    const h = await shop('harbor');
    await mails(h, 10);
    // Every send takes 9 s (under deliver's 10 s timeout); the next minute's run starts while the first
    // run is at its 8th mail, leased 63 s after the first run began.
    let t = Date.now();
    const clock = () => t;
    let nextRun: Promise<unknown> | null = null;
    resend.onCall = async (_key, call) => {
      t += 9_000;
      if (call === 8 && !nextRun) {
        nextRun = drainMail(h.db, transport, clock);
        await nextRun;
      }
      return undefined;
    };
    const first = await drainMail(h.db, transport, clock);
    const second = await nextRun!;
    // No mail went out twice; the second run took only mail nobody held (9 and 10).
    expect(resend.calls.length).toBe(10);
    expect(new Set(resend.calls).size).toBe(10);
    expect(second).toMatchObject({ sent: 2, superseded: 0 });
    expect(first).toMatchObject({ sent: 8, superseded: 0 });
    expect((await rows(h)).map((r) => [r.state, r.attempts])).toEqual(Array.from({ length: 10 }, () => ['sent', 1]));
  });

  it('given the cron\'s scheduled time, the clock moves on from it with the real time', async () => {
    const h = await shop('harbor');
    await mails(h, 2);
    const t0 = Date.now() + 5 * 60_000;
    let leaseOfSecond: number | null = null;
    resend.onCall = async (_key, call) => {
      if (call === 1) await new Promise((resolve) => setTimeout(resolve, 150));
      if (call === 2) leaseOfSecond = (await h.db.prepare('SELECT lease_until FROM mail_outbox WHERE id = 2').first<{ lease_until: number }>())?.lease_until ?? null;
      return undefined;
    };
    expect(await drainMail(h.db, transport, t0)).toMatchObject({ sent: 2 });
    expect(leaseOfSecond! - (t0 + MAIL_LEASE_MS)).toBeGreaterThanOrEqual(140);
  });

  it('a late failure never overwrites a mail another run sent after the lease ran out', async () => {
    const h = await shop('harbor');
    await mails(h, 1);
    const t0 = Date.now();
    resend.onCall = async (_key, call) => {
      if (call !== 1) return undefined;
      // The first run's send hangs past its lease; the run after it sends the mail and records it.
      expect(await drainMail(h.db, transport, t0 + 61_000)).toMatchObject({ sent: 1 });
      return Response.json({ message: 'The request body is missing one or more required fields.' }, { status: 422 });
    };
    expect(await drainMail(h.db, transport, () => t0)).toMatchObject({ sent: 0, failed: 0, superseded: 1 });
    expect((await rows(h))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    const row = await h.db.prepare('SELECT last_error, sent_at, lease_until FROM mail_outbox').first<{ last_error: string | null; sent_at: string | null; lease_until: number | null }>();
    expect(row).toMatchObject({ last_error: null, lease_until: null });
    expect(row?.sent_at).not.toBeNull();
  });

  it('a late retry does not put a sent mail back to wait', async () => {
    const h = await shop('harbor');
    await mails(h, 1);
    const t0 = Date.now();
    resend.onCall = async (_key, call) => {
      if (call !== 1) return undefined;
      await drainMail(h.db, transport, t0 + 61_000);
      return new Response('{"message":"down"}', { status: 503 });
    };
    expect(await drainMail(h.db, transport, () => t0)).toMatchObject({ retrying: 0, superseded: 1 });
    expect((await rows(h))[0]).toMatchObject({ state: 'sent' });
  });

  it('a mail put back to wait by another run after this run read it is not taken before it is due', async () => {
    const h = await shop('harbor');
    await mails(h, 2);
    const t0 = Date.now();
    resend.onCall = async (_key, call) => {
      // While this run sends mail 1, another run tried mail 2, was refused for now and scheduled it (as
      // its markMail leaves it: no lease, next attempt in the future).
      if (call === 1) await h.db.prepare("UPDATE mail_outbox SET attempts = 1, next_attempt_at = ?1, last_error = 'down' WHERE id = 2").bind(t0 + 3_600_000).run();
      return undefined;
    };
    const first = await drainMail(h.db, transport, () => t0);
    expect(first).toMatchObject({ sent: 1 });
    expect(resend.calls).toHaveLength(1);
    expect((await rows(h)).map((r) => [r.state, r.attempts])).toEqual([['sent', 1], ['pending', 1]]);
  });
});

// A pre-order queues a notice to the seller ('seller' in the outbox): Resend refuses that as an address,
// so every such mail ended failed. It goes to the deployment's SELLER_EMAIL, which Resend requires.
describe('mail to the seller', () => {
  it('a pre-order\'s notice to the seller is sent to SELLER_EMAIL', async () => {
    const h = await shop('harbor');
    await mailerFor(h.env).send({ to: SELLER_INBOX, subject: 'Pre-order for Moth tee (Harbor)', text: '1 x moth for ada@example.com' });
    expect(await drainMail(h.db, transport)).toMatchObject({ sent: 1 });
    expect(resend.sent.map((s) => s.to)).toEqual([['owner@shop.test']]);
  });

  it('Resend without SELLER_EMAIL, or with something that is no address, stops with the setting named', () => {
    const settings = { MAIL_PROVIDER: 'resend', MAIL_API_KEY: 're_x', MAIL_FROM: 'Shop <orders@shop.test>' };
    expect(() => mailTransport(settings)).toThrow(/SELLER_EMAIL is not set/);
    expect(() => mailTransport({ ...settings, SELLER_EMAIL: 'seller' })).toThrow(/SELLER_EMAIL must be an e-mail address/);
    expect(mailTransport({ ...settings, SELLER_EMAIL: 'Harbor Shop <owner@shop.test>' })).toMatchObject({ seller: 'Harbor Shop <owner@shop.test>' });
  });
});

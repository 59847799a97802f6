import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainMail } from '../../src/server/mail/drain';
import { mailerFor } from '../../src/server/mail/mailer';
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
const transport = mailTransport({ MAIL_PROVIDER: 'resend', MAIL_API_KEY: 're_shared_account', MAIL_FROM: 'Shop <orders@shop.test>', MAIL_API_URL: `${url}/emails` });

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

import Stripe from 'stripe';
import { FaultPlan, type Fault } from '../faults';
import { serveFake, type FakeAnswer, type FakeRequest, type Routed } from '../http';
import { decodeForm, list, type FormValue } from './form';
import { chargeRefundedEvent, disputeCreatedEvent, intentEvent, type FakeEvent } from './objects';
import { StripeAccount, type Result } from './state';

export const FAKE_STRIPE_VERSION = '2026-10-28.endive';

export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, FormValue>;
  idempotencyKey: string | null;
  version: string | null;
}

interface Tenant {
  account: StripeAccount;
  calls: StripeCall[];
  problems: string[];
  /** Idempotency-Key → the request it was first used with and the answer given. */
  keys: Map<string, { request: string; answer: FakeAnswer }>;
}

const errorBody = (status: number) =>
  status === 429
    ? { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' } }
    : { error: { type: 'api_error', message: 'An unknown error occurred.' } };

/**
 * A loopback Stripe for the store's tests, spoken to by the official SDK exactly as the store speaks to
 * Stripe: Bearer secret key (each key is its own account, so tests never share objects), form-encoded
 * bodies, Idempotency-Key (the same key and body replay the first answer; the same key with another body
 * is an idempotency_error), the pinned Stripe-Version. It refuses what Stripe refuses (capture or cancel
 * from the wrong status, a second refund, an Afterpay payment without its redirect) and fails on demand.
 */
export async function startFakeStripe() {
  const tenants = new Map<string, Tenant>();
  const faults = new FaultPlan();
  const tenant = (key: string): Tenant => {
    let t = tenants.get(key);
    if (!t) {
      t = { account: new StripeAccount(key.slice(-6).replace(/\W/g, '')), calls: [], problems: [], keys: new Map() };
      tenants.set(key, t);
    }
    return t;
  };
  const answer = <T>(r: Result<T>): FakeAnswer => ('ok' in r ? { status: 200, body: r.ok } : r.error);

  function route(req: FakeRequest): Routed | FakeAnswer {
    const key = /^Bearer (sk_test_\w+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    const t = tenant(key);
    const form = req.method === 'POST' ? decodeForm(req.raw) : decodeForm(req.query.toString());
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const version = (req.headers['stripe-version'] as string | undefined) ?? null;
    t.calls.push({ method: req.method, path: req.path, form, idempotencyKey, version });
    if (version !== FAKE_STRIPE_VERSION) t.problems.push(`${req.method} ${req.path} with Stripe-Version ${version}`);
    const a = t.account;
    const expand = list(form.expand);
    const withExpand = (r: Result<Stripe.PaymentIntent>): FakeAnswer => ('ok' in r ? { status: 200, body: a.expanded(r.ok, expand) } : r.error);
    const m = /^\/v1\/payment_intents(?:\/(pi_\w+?)(?:\/(confirm|capture|cancel))?)?$/.exec(req.path);
    let step: string;
    let work: () => FakeAnswer;
    if (m && !m[1] && req.method === 'POST') [step, work] = ['create', () => withExpand(a.create(form))];
    else if (m?.[1] && !m[2] && req.method === 'GET') [step, work] = ['retrieve', () => withExpand(a.intent(m[1]!))];
    else if (m?.[1] && m[2] === 'confirm' && req.method === 'POST') [step, work] = ['confirm', () => withExpand(a.confirm(m[1]!, form))];
    else if (m?.[1] && m[2] === 'capture' && req.method === 'POST') [step, work] = ['capture', () => withExpand(a.capture(m[1]!))];
    else if (m?.[1] && m[2] === 'cancel' && req.method === 'POST') [step, work] = ['cancel', () => withExpand(a.cancel(m[1]!))];
    else if (req.path === '/v1/refunds' && req.method === 'POST') [step, work] = ['refund', () => answer(a.refund(form))];
    else return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } } };
    if (req.method !== 'POST') return { step, tenant: key, process: work, errorBody };
    if (!idempotencyKey) t.problems.push(`POST ${req.path} without Idempotency-Key`);
    const process = (): FakeAnswer => {
      const signature = `${req.path}?${req.raw}`;
      const seen = idempotencyKey ? t.keys.get(idempotencyKey) : undefined;
      if (seen) {
        if (seen.request === signature) return seen.answer;
        return { status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } } };
      }
      const result = work();
      const frozen = { ...result, body: structuredClone(result.body) };
      // Stripe does not keep the answer of a request that failed on its side (5xx): only decided answers replay.
      if (idempotencyKey && result.status < 500) t.keys.set(idempotencyKey, { request: signature, answer: frozen });
      return frozen;
    };
    return { step, tenant: key, process, errorBody };
  }

  const signer = new Stripe('sk_test_signer', { apiVersion: FAKE_STRIPE_VERSION, httpClient: Stripe.createFetchHttpClient() });
  let events = 0;

  /** `/__control/*`: what tests tell the fake, and what they read back. Every body is JSON with the tenant's key. */
  function control(req: FakeRequest): FakeAnswer | null | Promise<FakeAnswer> {
    const body = (req.raw ? JSON.parse(req.raw) : {}) as Record<string, unknown> & { key: string };
    const t = tenant(body.key ?? req.query.get('key') ?? '');
    const a = t.account;
    switch (req.path) {
      case '/__control/state': {
        // `checkout` narrows the intents to one checkout's (long test runs hold thousands), `calls: false` leaves the log out.
        const checkout = body.checkout as string | undefined;
        const intents = [...a.intents.values()].filter((pi) => !checkout || pi.metadata.checkout_id === checkout).map((pi) => [pi.id, a.expanded(pi, ['latest_charge'])]);
        return { status: 200, body: { calls: body.calls === false ? [] : t.calls, problems: t.problems, intents: Object.fromEntries(intents), refunds: [...a.refunds.values()] } };
      }
      case '/__control/fault':
        faults.add(body.key, body.fault as Fault);
        return { status: 200, body: {} };
      case '/__control/clear-faults':
        faults.clear(body.key);
        return { status: 200, body: {} };
      case '/__control/next':
        a.next = { ...a.next, ...(body.next as StripeAccount['next']) };
        return { status: 200, body: {} };
      case '/__control/resolve':
        return answer(a.resolve(String(body.id), body.outcome as 'authorized' | 'failed'));
      case '/__control/expire':
        return answer(a.cancel(String(body.id), 'automatic'));
      case '/__control/refund':
        return answer(a.refund({ payment_intent: String(body.id), ...(body.amount === undefined ? {} : { amount: String(body.amount) }) }));
      case '/__control/signed-event': {
        // A webhook delivery as Stripe makes it: the event's JSON and its Stripe-Signature header.
        const payload = JSON.stringify(eventFor(a, String(body.id), String(body.type)));
        return signer.webhooks.generateTestHeaderStringAsync({ payload, secret: String(body.secret) }).then((header) => ({ status: 200, body: { payload, header } }));
      }
      default:
        return null;
    }
  }

  function eventFor(a: StripeAccount, id: string, type: string): FakeEvent | { error: string } {
    const pi = a.intents.get(id);
    if (!pi) return { error: `no intent ${id}` };
    const eventId = `evt_fake_${++events}`;
    if (type === 'charge.refunded') return chargeRefundedEvent(eventId, structuredClone(a.charges.get(String(pi.latest_charge))!));
    if (type === 'charge.dispute.created') {
      const d = a.dispute(id);
      return 'ok' in d ? disputeCreatedEvent(eventId, d.ok) : { error: d.error.body.error.message };
    }
    return intentEvent(eventId, type as Parameters<typeof intentEvent>[1], structuredClone(pi));
  }

  return serveFake(route, control, (t, step) => faults.take(t, step));
}

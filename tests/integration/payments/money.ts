import { inject } from 'vitest';
import { runCronJobs } from '../../../src/server/cron';
import type { Bindings } from '../../../src/server/env';
import { newPaypalTenant, paypalFake, type PaypalFakeClient } from '../../fakes/paypal/client';
import { fakeStripeAccount, type FakeStripeAccount } from '../../fakes/stripe/client';
import { startFakeFulfilment, type FakeFulfilment } from '../../fixtures/fake-fulfilment';
import { readyCheckout, startHarness, store, type Harness } from '../harness';

/**
 * A store on live Stripe, where "Stripe" is the fake (tests/fakes/stripe) over HTTP: its own secret key
 * (so its own Stripe account), its own webhook secret, a 1 s provider timeout, PayPal hidden, and a fake
 * fulfilment platform for the cron's hand-off. Everything a money test needs to drive and to look at.
 */
export interface MoneyStore {
  h: Harness;
  stripe: FakeStripeAccount;
  paypal: PaypalFakeClient;
  paypalWebhookId: string;
  platform: FakeFulfilment;
  webhookSecret: string;
  /** A checkout with the US customer, standard delivery and the method chosen, ready to submit. */
  checkout(lineItems?: { sku: string; quantity: number }[], method?: 'card' | 'afterpay' | 'paypal'): Promise<string>;
  /** PayPal's flow: the server makes the order (initiate), the buyer approves it, the browser submits. */
  paypalOrder(checkoutId: string, approve?: boolean): Promise<{ paymentId: string; orderId: string }>;
  submit(checkoutId: string, body?: Record<string, unknown>): Promise<{ status: number; body: SubmitBody }>;
  /** One cron run, `minutes` after now (the reconciler leaves payments younger than 2 minutes alone). */
  cron(minutes?: number): Promise<Record<string, unknown>>;
  /** What the database says about a checkout's money: its payments, order, outbox row and mail. */
  ledger(checkoutId: string): Promise<LedgerView>;
  dispose(): Promise<void>;
}

export type SubmitBody = { data?: { state: string; redirectUrl?: string; orderLookupNumber?: string | null }; errors?: { code: string; detail: string }[] };

export interface LedgerView {
  payments: { id: string; provider: string; state: string; provider_ref: string | null; amount_cents: number; currency: string; error_code: string | null; capture_ref: string | null }[];
  order: { lookup_number: string; status: string; total_cents: number; currency: string; payment_id: string; refunded_at: string | null; disputed_at: string | null } | null;
  outbox: { state: string; cancel_state: string | null } | null;
  mails: { to_address: string; subject: string; state: string }[];
}

const unique = () => crypto.randomUUID().replaceAll('-', '');

/** A store on live Stripe only (PayPal hidden). */
export const stripeStore = (vars: Partial<Bindings> = {}, flags: Partial<typeof store.config.buildFlags> = {}) => liveStore(vars, { hidePaypal: true, ...flags });

/** A store on live Stripe and live PayPal, both fakes. */
export async function liveStore(vars: Partial<Bindings> = {}, flags: Partial<typeof store.config.buildFlags> = {}): Promise<MoneyStore> {
  const key = `sk_test_${unique()}`;
  const webhookSecret = `whsec_${unique()}`;
  const paypalTenant = newPaypalTenant('store');
  const paypalWebhookId = `WH${unique().slice(0, 16).toUpperCase()}`;
  const url = inject('fakeStripeUrl');
  const paypalUrl = inject('fakePaypalUrl');
  const config = { ...store.config, buildFlags: { ...store.config.buildFlags, ...flags } };
  const [h, platform] = await Promise.all([
    startHarness({
      config,
      vars: {
        PAYMENT_PROVIDER: 'live', STRIPE_SECRET_KEY: key, STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: url,
        // Generous: on a loaded 2-core machine a fake can take a second to answer; tests of timeouts set their own.
        PROVIDER_TIMEOUT_MS: '10000',
        PAYPAL_CLIENT_ID: paypalTenant.clientId, PAYPAL_CLIENT_SECRET: paypalTenant.clientSecret, PAYPAL_WEBHOOK_ID: paypalWebhookId, PAYPAL_API_BASE: paypalUrl,
        ...vars,
      },
    }),
    startFakeFulfilment(),
  ]);
  const stripe = fakeStripeAccount(url, key);
  const paypal = paypalFake(paypalUrl, paypalTenant.clientId);
  return {
    h,
    stripe,
    paypal,
    paypalWebhookId,
    platform,
    webhookSecret,
    async checkout(lineItems, method = 'card') {
      const id = await readyCheckout(h, lineItems);
      if (method !== 'card') await h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: method } });
      return id;
    },
    async paypalOrder(checkoutId, approve = true) {
      const res = await h.json('POST', '/api/v1/initiatePayment', { checkoutId, platform: 'paypal', paymentMethod: 'paypal', storeSlug: 'harbor' });
      if (res.status !== 201) throw new Error(`initiate failed: ${res.status} ${await res.text()}`);
      const { data } = (await res.json()) as { data: { paymentId: string; paymentToken: string } };
      if (approve) await paypal.approve(data.paymentToken);
      return { paymentId: data.paymentId, orderId: data.paymentToken };
    },
    async submit(checkoutId, body = {}) {
      const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId, storeSlug: 'harbor', platform: 'stripe', paymentToken: 'pm_card_visa', ...body });
      return { status: res.status, body: (await res.json()) as SubmitBody };
    },
    cron: (minutes = 5) =>
      runCronJobs({ ...h.env, PLATFORM_API_URL: platform.url, FULFILMENT_TIMEOUT_MS: '500', FULFILMENT_RETRY_BASE_MS: '0' }, Date.now() + minutes * 60_000),
    async ledger(checkoutId) {
      const [payments, order, outbox, mails] = await h.db.batch([
        h.db.prepare('SELECT id, provider, state, provider_ref, amount_cents, currency, error_code, capture_ref FROM payments WHERE checkout_id = ?1 ORDER BY created_at').bind(checkoutId),
        h.db.prepare('SELECT lookup_number, status, total_cents, currency, payment_id, refunded_at, disputed_at FROM orders WHERE checkout_id = ?1').bind(checkoutId),
        h.db.prepare('SELECT f.state, f.cancel_state FROM fulfilment_outbox f JOIN orders o USING (lookup_number) WHERE o.checkout_id = ?1').bind(checkoutId),
        h.db.prepare("SELECT m.to_address, m.subject, m.state FROM mail_outbox m JOIN orders o ON m.dedupe_key = 'order-confirmation:' || o.lookup_number WHERE o.checkout_id = ?1").bind(checkoutId),
      ]);
      return {
        payments: payments!.results as LedgerView['payments'],
        order: (order!.results[0] as LedgerView['order'] | undefined) ?? null,
        outbox: (outbox!.results[0] as LedgerView['outbox'] | undefined) ?? null,
        mails: mails!.results as LedgerView['mails'],
      };
    },
    async dispose() {
      await platform.close();
      await h.dispose();
    },
  };
}

import type { StoreConfig } from '../config/schema';
import type { BoundPayment, PaymentProvider } from './provider';
import { providerFor } from './providers';
import type { Payment } from './queries';
import { offeredRails, paymentSetup, type PaymentSettings, type PaymentSetup } from './setup';

/** What every step of the ledger needs: the store's database and config, and which providers run. */
export interface Ledger {
  db: D1Database;
  config: StoreConfig;
  setup: PaymentSetup;
  /** Unix ms; the reconciler's tests move it. */
  now: () => number;
}

/** The ledger of a request or a cron run; throws PaymentConfigError when the payment settings are wrong. */
export function ledgerFor(db: D1Database, config: StoreConfig, settings: PaymentSettings, now: () => number = Date.now): Ledger {
  return { db, config, setup: paymentSetup(settings, offeredRails(config.buildFlags)), now };
}

export const providerOf = (ledger: Ledger, payment: Pick<Payment, 'provider'>): PaymentProvider => providerFor(ledger.setup, payment.provider);

/** The payment as its provider needs it; only a payment whose provider object exists can be bound. */
export function bound(payment: Payment): BoundPayment {
  if (!payment.providerRef) throw new Error(`payment ${payment.id} has no provider object`);
  return {
    id: payment.id,
    checkoutId: payment.checkoutId,
    state: payment.state,
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    currency: payment.currency,
    idempotencyKey: payment.idempotencyKey,
    authorizationRef: payment.authorizationRef,
    captureRef: payment.captureRef,
    meta: payment.meta,
  };
}

/** When the reconciler looks again at a payment it could not finish: 1, 2, 4 ... minutes, at most an hour. */
export const recheckAt = (ledger: Ledger, checks: number) => ledger.now() + Math.min(60, 2 ** Math.min(checks, 6)) * 60_000;

-- The payment ledger (docs/payments.md). Payments gain the states the providers really report (pending,
-- refunded), the ids of each provider object (authorization, capture, refund), whether they were made on
-- the sandbox, and the reconciler's schedule. SQLite cannot change a CHECK constraint in place, so the
-- table is rebuilt; orders reference payments, so foreign keys are checked at the end of the migration.
PRAGMA defer_foreign_keys = true;

CREATE TABLE payments_ledger (
  id TEXT PRIMARY KEY,
  checkout_id TEXT NOT NULL REFERENCES checkouts (id),
  provider TEXT NOT NULL,
  -- The provider object made by the server for this row: a PayPal order id or a Stripe PaymentIntent id.
  provider_ref TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  -- processing: one caller owns the provider call; pending: the provider has not settled the money yet
  -- (Stripe processing, PayPal authorization or capture PENDING); voiding and refunding: the ledger decided
  -- to give the money back and the provider has not confirmed yet (the reconciler finishes them).
  state TEXT NOT NULL CHECK (state IN ('created', 'processing', 'requires_action', 'authorized', 'pending', 'captured', 'failed', 'voiding', 'voided', 'refunding', 'refunded')),
  attempt INTEGER NOT NULL DEFAULT 0,
  error_code TEXT,
  meta TEXT,
  payment_method TEXT,
  -- 1 when made on the sandbox: such payments never make an order that reaches fulfilment.
  sandbox INTEGER NOT NULL DEFAULT 0,
  authorization_ref TEXT,
  capture_ref TEXT,
  refund_ref TEXT,
  -- The reconciler looks at a payment again from this time (unix ms); checks counts its looks.
  check_after INTEGER NOT NULL DEFAULT 0,
  checks INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO payments_ledger (id, checkout_id, provider, provider_ref, idempotency_key, amount_cents, currency, state, attempt, error_code, meta, sandbox, created_at, updated_at)
  SELECT id, checkout_id, provider, provider_ref, idempotency_key, amount_cents, currency, state, attempt, error_code, meta, provider = 'sandbox', created_at, updated_at FROM payments;
DROP TABLE payments;
ALTER TABLE payments_ledger RENAME TO payments;
CREATE INDEX payments_checkout ON payments (checkout_id);
-- One provider object belongs to one payment row: a PayPal order or PaymentIntent can never pay twice.
CREATE UNIQUE INDEX payments_provider_ref ON payments (provider, provider_ref);
CREATE UNIQUE INDEX payments_authorization_ref ON payments (provider, authorization_ref);
CREATE UNIQUE INDEX payments_capture_ref ON payments (provider, capture_ref);
CREATE INDEX payments_open ON payments (state, check_after);

-- An order is only ever made for a payment the ledger has not given up: together with the guarded UPDATE
-- that starts a release (payments/release.ts), this makes "release" and "make the order" exclude each other.
CREATE TRIGGER orders_need_open_payment BEFORE INSERT ON orders
WHEN (SELECT state FROM payments WHERE id = NEW.payment_id) IN ('failed', 'voiding', 'voided', 'refunding', 'refunded')
BEGIN
  SELECT RAISE(ABORT, 'payment_closed');
END;

-- What happened to the money after the order, for the seller and the tracking page.
ALTER TABLE orders ADD COLUMN sandbox INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_at TEXT;
ALTER TABLE orders ADD COLUMN disputed_at TEXT;

-- One row per cancelled order, written in the batch that cancels it: a second cancellation fails on the
-- key, so stock is returned once (orders/cancel.ts).
CREATE TABLE order_cancellations (
  lookup_number TEXT PRIMARY KEY REFERENCES orders (lookup_number),
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- An order reaches the outbox only once its payment is captured (the capture writes the row); a refund or
-- a dispute before the platform shipped asks the platform to cancel (cancel_state).
ALTER TABLE fulfilment_outbox ADD COLUMN cancel_state TEXT CHECK (cancel_state IN ('requested', 'done', 'refused'));
ALTER TABLE fulfilment_outbox ADD COLUMN cancel_reason TEXT;

-- Provider events: kept whole when no payment matches yet, so the reconciler can use them later.
ALTER TABLE webhook_events ADD COLUMN payment_id TEXT;
ALTER TABLE webhook_events ADD COLUMN outcome TEXT;
ALTER TABLE webhook_events ADD COLUMN payload TEXT;

-- What the reconciler could not decide alone: the seller reads it (docs/payments.md, "Attention list").
CREATE TABLE payment_attention (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  detail TEXT,
  resolved_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (payment_id, reason)
);

-- The mail outbox becomes a real outbox: mail is written (with the order, for its confirmation) and the
-- cron Worker sends it with retries. Locally (MAIL_PROVIDER=outbox) rows are kept as the inbox.
ALTER TABLE mail_outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'sent' CHECK (state IN ('pending', 'sent', 'local', 'failed'));
ALTER TABLE mail_outbox ADD COLUMN dedupe_key TEXT;
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN lease_until INTEGER;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
ALTER TABLE mail_outbox ADD COLUMN sent_at TEXT;
CREATE UNIQUE INDEX mail_outbox_dedupe ON mail_outbox (dedupe_key);
CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt_at);

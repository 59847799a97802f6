-- Store settings the server needs at run time (delivery zones, tax, promo codes, flags), written by
-- the catalog import from the same snapshot the pages were built from. One row: one store per database.
CREATE TABLE store_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  config TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE checkouts (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'pending', 'success', 'completed', 'failure')),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  -- [{ sku, quantity }]: prices are never stored here, they are read from catalog_prices.
  line_items TEXT NOT NULL,
  customer TEXT,
  delivery_option TEXT CHECK (delivery_option IN ('fullStandardCost', 'fullRushCost', 'fullSuperRushCost')),
  promo_code TEXT,
  marketing_opt_in INTEGER NOT NULL DEFAULT 0,
  platform TEXT CHECK (platform IN ('stripe', 'paypal')),
  payment_method TEXT,
  traffic_source TEXT,
  affiliate TEXT,
  payment_id TEXT,
  error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One row per charge attempt; the idempotency key (checkout and amount) makes a repeated submit
-- find the same charge instead of making a second one.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  checkout_id TEXT NOT NULL REFERENCES checkouts (id),
  provider TEXT NOT NULL,
  provider_ref TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  -- processing: one submit owns the provider call; concurrent submits wait for its outcome.
  state TEXT NOT NULL CHECK (state IN ('created', 'processing', 'requires_action', 'authorized', 'captured', 'failed', 'voided')),
  attempt INTEGER NOT NULL DEFAULT 0,
  error_code TEXT,
  meta TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payments_checkout ON payments (checkout_id);

-- checkout_id UNIQUE: a paid checkout becomes exactly one order, however often it is submitted.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number TEXT NOT NULL UNIQUE,
  lookup_number TEXT NOT NULL UNIQUE,
  checkout_id TEXT NOT NULL UNIQUE REFERENCES checkouts (id),
  payment_id TEXT NOT NULL REFERENCES payments (id),
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'paid',
  shipping_method TEXT NOT NULL,
  currency TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  arrival_early TEXT NOT NULL,
  arrival_late TEXT NOT NULL,
  items TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX orders_email ON orders (email, created_at);

-- Provider events (Stripe webhooks) are processed once per id.
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

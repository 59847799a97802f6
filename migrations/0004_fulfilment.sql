-- Fulfilment hand-off (docs/decisions.md, Fulfilment). One outbox row per order, written in the same
-- D1 batch as the order; the fulfilment Worker (workers/fulfilment) drains it with leases and retries.
-- Times in the outbox are unix milliseconds, so the drain can compare them with plain integers.
CREATE TABLE fulfilment_outbox (
  lookup_number TEXT PRIMARY KEY REFERENCES orders (lookup_number),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'attention')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  -- A drain owns the row until then; another drain may take it over only after it passed.
  lease_until INTEGER,
  platform_order_id TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  delivered_at TEXT
);
CREATE INDEX fulfilment_outbox_due ON fulfilment_outbox (state, next_attempt_at);

-- Status changes the platform reported and that moved the order forward (the order's dates).
CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lookup_number TEXT NOT NULL REFERENCES orders (lookup_number),
  status TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  event_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX order_status_history_order ON order_status_history (lookup_number);

CREATE TABLE order_shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lookup_number TEXT NOT NULL REFERENCES orders (lookup_number),
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  -- Only http(s) addresses are kept; anything else is dropped before it is stored.
  tracking_url TEXT,
  shipped_at TEXT NOT NULL,
  event_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (lookup_number, carrier, tracking_number)
);

-- Platform events (/api/v1/fulfilment/events) are processed once per id: the insert is in the same
-- batch as the change it makes, so a replay fails the batch and changes nothing.
CREATE TABLE fulfilment_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  lookup_number TEXT NOT NULL,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Orders made before this migration have not been handed over either.
INSERT INTO fulfilment_outbox (lookup_number) SELECT lookup_number FROM orders;

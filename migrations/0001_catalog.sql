-- The store's catalog as the server prices it: one row per sku (itemGroupId_variationId_sizeId,
-- decisions 4), a price per currency (decisions 2) and stock per sku (decisions 3).
-- One D1 database per store, so no store column (see README, "One database per store").
CREATE TABLE catalog_items (
  sku TEXT PRIMARY KEY,
  listing_id INTEGER NOT NULL,
  listing_slug TEXT NOT NULL,
  item_group_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL,
  size_id INTEGER NOT NULL,
  teespring_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  product_type TEXT NOT NULL,
  color TEXT NOT NULL,
  size_label TEXT NOT NULL,
  image TEXT,
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('physical', 'digital')),
  visibility TEXT NOT NULL CHECK (visibility IN ('public', 'private', 'unlisted')),
  checkout_flow TEXT NOT NULL DEFAULT 'default',
  -- 0 once the sku left the catalog: old orders still point at it, new checkouts may not.
  in_catalog INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX catalog_items_listing ON catalog_items (listing_id);

CREATE TABLE catalog_prices (
  sku TEXT NOT NULL REFERENCES catalog_items (sku),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  PRIMARY KEY (sku, currency)
);

-- The CHECK is what keeps stock from going below zero under concurrent checkouts: a batch whose
-- decrement would break it fails whole (a WHERE guard alone would not roll the batch back).
CREATE TABLE stock (
  sku TEXT PRIMARY KEY REFERENCES catalog_items (sku),
  quantity INTEGER NOT NULL CHECK (quantity >= 0)
);

CREATE TABLE catalog_imports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pulled_at TEXT NOT NULL,
  imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sku_count INTEGER NOT NULL
);

-- Checkout ownership (issue 17, docs/security.md): the SHA-256 of the owner token the creating browser
-- got in its __Host-checkout cookie. Checkouts made before this migration have none and open to nobody.
ALTER TABLE checkouts ADD COLUMN owner_hash TEXT;
-- The cron Worker finds abandoned checkouts by age (src/server/checkout/expire.ts); the catalog import
-- finds the orders placed since a stock figure was taken (scripts/lib/catalog-sql.ts).
CREATE INDEX checkouts_updated ON checkouts (updated_at);
CREATE INDEX orders_created ON orders (created_at);

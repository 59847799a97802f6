-- A change counter per checkout (docs/decisions.md, "Checkout changes at once"): every write adds one, and
-- the shopper's changes are written only over the version they were read at, so two changes sent at
-- once (the page saving the first delivery option while the shopper picks a payment method) cannot undo
-- each other. The answers carry it, so the page keeps the newest.
ALTER TABLE checkouts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

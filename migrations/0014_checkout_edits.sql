-- The shopper's own changes to a checkout, counted apart from `version` (which every write moves, the
-- payment and order steps too): a submit charges only while this count is the one it read, so a change
-- saved in another tab during the pricing is not left out of the order, while the server's own writes
-- (a payment step recorded by another tab's submit, a webhook, the reconciler) refuse nobody
-- (docs/decisions.md, "Changes while a card is charged").
ALTER TABLE checkouts ADD COLUMN edits INTEGER NOT NULL DEFAULT 0;

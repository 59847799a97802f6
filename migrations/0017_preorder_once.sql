-- A pre-order is one row per listing, sku and address: a repeated post (a double click, a reload, a
-- script) made a row and a seller mail each time. Earlier repeats are folded into the first row, then a
-- unique index lets the route insert with ON CONFLICT DO NOTHING and mail the seller only for a new row.
-- sku is NULL for a listing posted without one; the index reads it as '' so those repeat too.
DELETE FROM preorders WHERE id NOT IN (SELECT min(id) FROM preorders GROUP BY listing_slug, ifnull(sku, ''), email);
CREATE UNIQUE INDEX preorders_once ON preorders (listing_slug, ifnull(sku, ''), email);

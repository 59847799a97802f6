-- GET /v1/inventory (public, src/server/stock/index.ts) reads the skus of one colour and size across
-- every listing: without this it read the whole catalog on each request.
CREATE INDEX catalog_items_variation_size ON catalog_items (variation_id, size_id);

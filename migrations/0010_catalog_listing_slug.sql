-- GET /v1/listing-stock reads every sku of one listing by its slug.
CREATE INDEX catalog_items_listing_slug ON catalog_items (listing_slug);

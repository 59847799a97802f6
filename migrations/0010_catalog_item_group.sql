-- GET /v1/listing-stock reads every sku of one listing by its item group (the sku's first part).
CREATE INDEX catalog_items_item_group ON catalog_items (item_group_id);

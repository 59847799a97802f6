-- The shopper's fulfilment region (issue 7: USA, or EUR for the EU region), chosen in Preferences and sent
-- when the checkout is created. Delivery options follow it; NULL (older checkouts, older clients) means the
-- store's own fulfilment region.
ALTER TABLE checkouts ADD COLUMN fulfillment_region TEXT;

-- The pre-order form's delivery address (browsing spec, section 5), so the seller can follow up.
ALTER TABLE preorders ADD COLUMN street TEXT;
ALTER TABLE preorders ADD COLUMN street2 TEXT;
ALTER TABLE preorders ADD COLUMN city TEXT;
ALTER TABLE preorders ADD COLUMN zip TEXT;
ALTER TABLE preorders ADD COLUMN state TEXT;
ALTER TABLE preorders ADD COLUMN country TEXT;

-- The Idempotency-Key each mail is sent under (src/server/mail/drain.ts). It was `mail-{id}`, and the id
-- is this store's own AUTOINCREMENT: two stores sharing one Resend account would send under the same key
-- within Resend's 24 hours, and Resend answers a repeated key with the first request's answer without
-- sending, so the second store's mail was lost. Now a random key per row ('mail-' and 128 random bits),
-- kept with the row, so every retry of one mail repeats its key and no two mails anywhere share one.
ALTER TABLE mail_outbox ADD COLUMN send_key TEXT;
-- A mail already tried keeps the key its tries were sent under (a lost answer's retry must repeat it);
-- every other row gets a random one.
UPDATE mail_outbox SET send_key = CASE WHEN attempts > 0 THEN 'mail-' || id ELSE 'mail-' || lower(hex(randomblob(16))) END WHERE send_key IS NULL;
CREATE UNIQUE INDEX mail_outbox_send_key ON mail_outbox (send_key);
-- enqueueMail writes the key; a row written by any other statement gets one too.
CREATE TRIGGER mail_outbox_send_key AFTER INSERT ON mail_outbox WHEN NEW.send_key IS NULL
BEGIN
  UPDATE mail_outbox SET send_key = 'mail-' || lower(hex(randomblob(16))) WHERE id = NEW.id;
END;

-- Mail not blanked yet, by state and by when it was written: the retention run (src/server/mail/forget.ts) blanks a
-- sent mail's address and body after 30 days and reads only this index, not every mail ever sent.
CREATE INDEX mail_outbox_unforgotten ON mail_outbox (state, created_at) WHERE to_address <> '';

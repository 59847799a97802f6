-- Unmatched provider events no longer keep their body (src/server/payments/webhooks/record.ts): nothing
-- read it, and a provider account shared with another channel sends other shops' shoppers' names,
-- addresses, e-mails and phones in it. The bodies kept so far are forgotten here.
UPDATE webhook_events SET payload = NULL WHERE payload IS NOT NULL;

-- The retention run deletes unmatched events after a week, every minute: this index lets it read the
-- unmatched rows only, not every event ever processed.
CREATE INDEX webhook_events_unmatched ON webhook_events (received_at) WHERE outcome = 'unmatched';

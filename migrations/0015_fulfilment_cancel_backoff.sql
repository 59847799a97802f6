-- Withdrawals from the platform back off and end (docs/decisions.md, Fulfilment): the cancellation drain
-- (src/server/fulfilment/cancel.ts) counts its calls to the platform and waits between them, due rows
-- first; after the last attempt, or a refusal, the row stops ('refused') and the seller is told on the
-- attention list. Times are unix milliseconds, like next_attempt_at. Requests made before this migration
-- are due at once with a full budget.
ALTER TABLE fulfilment_outbox ADD COLUMN cancel_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE fulfilment_outbox ADD COLUMN cancel_next_attempt_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX fulfilment_outbox_cancel_due ON fulfilment_outbox (cancel_state, cancel_next_attempt_at);

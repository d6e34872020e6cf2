-- Privacy requests (issue 11): how a request was confirmed. A request with
-- an e-mail address is confirmed by its mailed link (confirmed_by empty);
-- one with only a phone number waits for the operator to verify the
-- requester another way (confirmed_by, confirm_note: how).
ALTER TABLE privacy_requests ADD COLUMN confirmed_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE privacy_requests ADD COLUMN confirm_note TEXT NOT NULL DEFAULT '';
-- The operator's queue is read by status, newest first.
CREATE INDEX privacy_requests_status ON privacy_requests (status, received_at);

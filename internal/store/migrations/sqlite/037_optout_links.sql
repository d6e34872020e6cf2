-- The opt-out links of the visitors' confirmation e-mails (decision 058):
-- a random token each, kept only as its SHA-256 hash (as the other mailed
-- links are), usable once until it expires. A mail retried may carry a
-- token of its own: the first one used marks all of its lead's used.
-- Erasing a lead deletes its tokens (store.eraseLeads); deleting the lead
-- takes them with it.
CREATE TABLE lead_optout_tokens (
    token_hash TEXT PRIMARY KEY,
    lead_id    INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX lead_optout_tokens_lead ON lead_optout_tokens (lead_id);

-- Consent honoured (issue 11): settings the operator edits, consent text
-- versions, opt-outs and revocations, privacy requests, erasure.

-- Settings the operator saved in the admin area, one row per setting; a
-- setting without a row takes its start-up flag. value is JSON.
CREATE TABLE site_settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL
);

-- Every save of the consent text, in order: the newest is the text the
-- forms show. A wording is stored once in consent_texts (its version is a
-- hash of its words, which leads keep); saving an older wording again
-- publishes that version again. Rows are never updated or deleted.
CREATE TABLE consent_text_publications (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    version      TEXT NOT NULL REFERENCES consent_texts (version),
    published_at TIMESTAMP NOT NULL,
    published_by INTEGER REFERENCES users (id) ON DELETE SET NULL
);
INSERT INTO consent_text_publications (version, published_at)
SELECT version, created_at FROM consent_texts ORDER BY created_at, version;

-- A person's withdrawal of consent: from the opt-out page ('web') or
-- recorded by the operator for one that came another way. Contacts are
-- normalised (leads.NormalizePhone, leads.NormalizeEmail).
CREATE TABLE revocations (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    phone       TEXT NOT NULL DEFAULT '',
    email       TEXT NOT NULL DEFAULT '',
    scope       TEXT NOT NULL CHECK (scope IN ('calls', 'texts', 'emails', 'all')),
    channel     TEXT NOT NULL CHECK (channel IN ('web', 'phone', 'letter', 'email', 'reply', 'other')),
    received_at TIMESTAMP NOT NULL,
    due_at      TIMESTAMP NOT NULL, -- honoured by: 10 business days after receipt
    ip          TEXT NOT NULL DEFAULT '',
    user_agent  TEXT NOT NULL DEFAULT '',
    note        TEXT NOT NULL DEFAULT '',
    recorded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    CHECK (phone <> '' OR email <> '')
);
CREATE INDEX revocations_received ON revocations (received_at);
CREATE INDEX revocations_phone ON revocations (phone);
CREATE INDEX revocations_email ON revocations (email);

-- A request under the CCPA/CPRA. The requester confirms it from a mailed
-- link (confirm_token_hash) before anything is disclosed or erased. Kept
-- 24 months (purge_after), then deleted.
CREATE TABLE privacy_requests (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    type                TEXT NOT NULL CHECK (type IN ('access', 'delete', 'correct', 'opt_out')),
    email               TEXT NOT NULL DEFAULT '',
    phone               TEXT NOT NULL DEFAULT '',
    california_resident BOOLEAN NOT NULL DEFAULT FALSE,
    details             TEXT NOT NULL DEFAULT '', -- what to correct, in the requester's words
    status              TEXT NOT NULL DEFAULT 'unconfirmed'
        CHECK (status IN ('unconfirmed', 'confirmed', 'completed', 'denied')),
    received_at         TIMESTAMP NOT NULL,
    confirm_due_at      TIMESTAMP NOT NULL, -- 10 business days after receipt
    answer_due_at       TIMESTAMP NOT NULL, -- 45 days after receipt
    confirm_token_hash  TEXT UNIQUE,
    confirm_expires_at  TIMESTAMP,
    confirmed_at        TIMESTAMP,
    completed_at        TIMESTAMP,
    completed_by        INTEGER REFERENCES users (id) ON DELETE SET NULL,
    outcome             TEXT NOT NULL DEFAULT '', -- the operator's note on the answer
    ip                  TEXT NOT NULL DEFAULT '',
    user_agent          TEXT NOT NULL DEFAULT '',
    purge_after         TIMESTAMP NOT NULL,
    CHECK (phone <> '' OR email <> '')
);
CREATE INDEX privacy_requests_received ON privacy_requests (received_at);
CREATE INDEX privacy_requests_purge ON privacy_requests (purge_after);

-- A message to a partner about a lead it received: the consent was
-- revoked (lead.consent_revoked) or the lead erased (lead.erased). Its
-- progress is its outbox row; the partner's name outlives the partner.
CREATE TABLE partner_notices (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    event              TEXT NOT NULL CHECK (event IN ('lead.consent_revoked', 'lead.erased')),
    partner_id         INTEGER REFERENCES partners (id) ON DELETE SET NULL,
    partner_name       TEXT NOT NULL,
    channel            TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    lead_reference     TEXT NOT NULL, -- the lead as the partner knows it
    revocation_id      INTEGER REFERENCES revocations (id) ON DELETE CASCADE,
    privacy_request_id INTEGER REFERENCES privacy_requests (id) ON DELETE SET NULL,
    outbox_id          INTEGER UNIQUE REFERENCES outbox (id),
    created_at         TIMESTAMP NOT NULL
);
CREATE INDEX partner_notices_revocation ON partner_notices (revocation_id);
CREATE INDEX partner_notices_request ON partner_notices (privacy_request_id);

-- Erased leads keep their row (counts, form, state, status, dates, the
-- consent proof's non-personal parts) with erased_at set; every personal
-- field is emptied.
ALTER TABLE leads ADD COLUMN erased_at TIMESTAMP;

-- The erasure list: which leads were erased, when and why, with nothing
-- personal. A restored backup is erased again from it (and from its copy
-- outside the database).
CREATE TABLE erasures (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id            INTEGER NOT NULL,
    lead_reference     TEXT NOT NULL,
    reason             TEXT NOT NULL CHECK (reason IN ('privacy_request', 'retention', 'admin')),
    privacy_request_id INTEGER REFERENCES privacy_requests (id) ON DELETE SET NULL,
    erased_at          TIMESTAMP NOT NULL
);
CREATE INDEX erasures_lead ON erasures (lead_id);

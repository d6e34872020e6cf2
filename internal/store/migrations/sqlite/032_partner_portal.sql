-- The partner portal (issue 22): returns, the firm's own switches, its
-- requests for changes, webhook secret rotation and the attempts a firm
-- can see, and archived firms.

-- A firm's request to take back a lead it was charged for, with a reason
-- from billing.ReturnReasons. One per lead and firm. amount_cents is the
-- charge an approval credits back (0: a free lead, nothing to credit).
CREATE TABLE lead_returns (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id        INTEGER REFERENCES leads (id) ON DELETE SET NULL,
    partner_id     INTEGER NOT NULL REFERENCES partners (id),
    lead_reference TEXT NOT NULL,
    reason         TEXT NOT NULL,
    note           TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'denied')),
    auto_approved  BOOLEAN NOT NULL DEFAULT FALSE,
    amount_cents   BIGINT NOT NULL DEFAULT 0,
    requested_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decided_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decision_note  TEXT NOT NULL DEFAULT '',
    created_at     TIMESTAMP NOT NULL,
    decided_at     TIMESTAMP,
    UNIQUE (lead_id, partner_id)
);
CREATE INDEX lead_returns_status ON lead_returns (status, id);
CREATE INDEX lead_returns_partner ON lead_returns (partner_id, created_at);

-- A firm's charges of one month, counted through the index (the
-- return-rate limit), never by reading its whole ledger.
CREATE INDEX ledger_entries_partner_kind ON ledger_entries (partner_id, kind, created_at);

-- paused: the firm stopped its own deliveries (routing skips it);
-- archived_at: the operator removed a firm that has a ledger or users
-- (no routing, its users disabled, its records kept).
ALTER TABLE partners ADD COLUMN paused BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE partners ADD COLUMN archived_at TIMESTAMP;
-- A rotated webhook secret keeps verifying, and signing beside the new
-- one, until previous_secret_until.
ALTER TABLE partners ADD COLUMN previous_webhook_secret TEXT NOT NULL DEFAULT '';
ALTER TABLE partners ADD COLUMN previous_secret_until TIMESTAMP;

-- What a firm asks the operator to change in its routing (states,
-- practice areas, caps, hours): changes is the JSON of the asked fields;
-- an approval applies them as a partner edit.
CREATE TABLE partner_change_requests (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    partner_id    INTEGER NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
    changes       TEXT NOT NULL,
    note          TEXT NOT NULL DEFAULT '',
    status        TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined')),
    requested_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decided_by    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    decision_note TEXT NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    decided_at    TIMESTAMP
);
CREATE INDEX partner_change_requests_status ON partner_change_requests (status, id);
CREATE INDEX partner_change_requests_partner ON partner_change_requests (partner_id, id);

-- Every webhook attempt to a firm (deliveries, notices, tests): what the
-- portal shows of the last 50. The oldest beyond those go as new ones come.
CREATE TABLE webhook_attempts (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    partner_id  INTEGER NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
    event       TEXT NOT NULL,
    lead_reference TEXT NOT NULL DEFAULT '',
    status_code INTEGER NOT NULL DEFAULT 0, -- 0: no answer
    ok          BOOLEAN NOT NULL,
    error       TEXT NOT NULL DEFAULT '',
    duration_ms INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX webhook_attempts_partner ON webhook_attempts (partner_id, id);

-- A return is now only a firm's request the operator approved. What
-- decision 026 counted as one (a rejection reported within the return
-- window) keeps its counts under its own name (decision 049); no return
-- was approved before this migration, so every day's returns are 0.
ALTER TABLE partner_day_outcomes RENAME COLUMN returned TO rejected_in_window;
ALTER TABLE partner_day_outcomes ADD COLUMN returned BIGINT NOT NULL DEFAULT 0;

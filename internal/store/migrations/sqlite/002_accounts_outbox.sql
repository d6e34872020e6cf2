-- Accounts prove their e-mail address and can be disabled by an admin.
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMP;
ALTER TABLE users ADD COLUMN disabled_at TIMESTAMP;

-- Single-use links mailed to an account: e-mail verification and password
-- reset. Only the SHA-256 of the token is kept, like sessions.
CREATE TABLE account_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
    email      TEXT NOT NULL, -- the address the link was sent to
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- The durable queue of everything that leaves the product (mail now;
-- deliveries and partner events later). A row is written in the same
-- transaction as the event that causes it and claimed by a worker with a
-- lease, so a crash or a second instance never loses or doubles it.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    kind            TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE, -- the same on every attempt
    payload         TEXT NOT NULL,        -- JSON, shaped by kind
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed', 'dead')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    give_up_at      TIMESTAMP,                 -- no attempt after this (empty: bounded by attempts)
    locked_until    TIMESTAMP,
    locked_by       TEXT NOT NULL DEFAULT '',
    last_error      TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    done_at         TIMESTAMP
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

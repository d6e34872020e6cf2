-- Two-step sign-in (issue 21, decision 045).
--
-- An account's authenticator secret (RFC 6238). secret is the confirmed
-- one, pending_secret one being set up (shown, not yet confirmed with a
-- code): replacing a secret keeps the old one working until the new one is
-- confirmed. last_step is the newest time step a code was used for: a code
-- works once, on any instance.
CREATE TABLE user_totp (
    user_id        INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret         TEXT,
    confirmed_at   TIMESTAMP,
    last_step      INTEGER NOT NULL DEFAULT 0,
    pending_secret TEXT,
    pending_at     TIMESTAMP
);

-- Single-use codes for a lost authenticator, kept as bcrypt hashes.
CREATE TABLE recovery_codes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash  TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);

-- The second step of a sign-in whose password was right: the hash of the
-- token the client holds, its account, how many codes it was tried with
-- (at most 5) and whether the session is to be remembered.
CREATE TABLE mfa_challenges (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    remember   BOOLEAN NOT NULL,
    tries      INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX mfa_challenges_expires ON mfa_challenges (expires_at);

-- Failed second-factor codes of an account, whatever the address: ten in
-- the window lock the account's second step (users.mfa_locked_until).
CREATE TABLE mfa_failures (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    failed_at TIMESTAMP NOT NULL
);
CREATE INDEX mfa_failures_user ON mfa_failures (user_id, failed_at);

-- mfa_at: when the account's second factor (a confirmed authenticator or
-- a passkey) was set up; NULL without one. mfa_locked_until: no second
-- step is taken before then.
ALTER TABLE users ADD COLUMN mfa_at TIMESTAMP;
ALTER TABLE users ADD COLUMN mfa_locked_until TIMESTAMP;

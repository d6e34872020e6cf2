-- Passkeys (issue 21, decision 047).
--
-- An account's WebAuthn user handle: 32 random bytes, the same for every
-- passkey of the account, so a passkey names its account without giving
-- away the account's id.
CREATE TABLE passkey_users (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    handle  BLOB NOT NULL UNIQUE
);

-- A passkey of an account: the credential id its authenticator gives,
-- the relying party it was made for (the public URL's host), the name its
-- owner gave it, and the library's credential record as JSON (public key,
-- flags, signature counter, attestation), rewritten after each use.
CREATE TABLE passkeys (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rp_id         TEXT NOT NULL,
    credential_id BLOB NOT NULL,
    name          TEXT NOT NULL,
    credential    TEXT NOT NULL,
    created_at    TIMESTAMP NOT NULL,
    last_used_at  TIMESTAMP,
    UNIQUE (rp_id, credential_id)
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A registration or a sign-in begun and not yet finished: the hash of the
-- token the browser holds, the account registering (NULL for a sign-in,
-- which names its account only when it finishes), and the library's
-- ceremony state as JSON. Kept in the database so any instance may finish
-- what another began; a ceremony finishes once.
CREATE TABLE webauthn_ceremonies (
    token_hash TEXT PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('register', 'login')),
    user_id    INTEGER REFERENCES users (id) ON DELETE CASCADE,
    state      TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX webauthn_ceremonies_expires ON webauthn_ceremonies (expires_at);

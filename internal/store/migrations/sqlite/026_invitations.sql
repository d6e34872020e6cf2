-- Invitations (issue 21, decision 044): the only way into a staff role or
-- a partner firm. Each is mailed as a single-use link, kept as the hash
-- of its token, valid until expires_at. Its status is read from its
-- columns: revoked (revoked_at), accepted (accepted_at), expired
-- (expires_at passed), else pending.
CREATE TABLE invitations (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    email            TEXT NOT NULL, -- lower-case, as users.email
    role             TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'intake', 'partner')),
    partner_id       INTEGER REFERENCES partners (id) ON DELETE CASCADE,
    token_hash       TEXT NOT NULL UNIQUE,
    invited_by       INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at       TIMESTAMP NOT NULL,
    expires_at       TIMESTAMP NOT NULL,
    accepted_at      TIMESTAMP,
    accepted_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    revoked_at       TIMESTAMP,
    CHECK ((role = 'partner') = (partner_id IS NOT NULL))
);
CREATE INDEX invitations_created ON invitations (created_at, id);
-- A new invitation to an address replaces its open one.
CREATE INDEX invitations_open_email ON invitations (email) WHERE accepted_at IS NULL AND revoked_at IS NULL;

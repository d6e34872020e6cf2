-- foreign_keys: off
-- Roles with least privilege (issue 21, decision 043): an account is an
-- admin, an editor, an intake member, a member of a partner firm
-- (partner_id) or a visitor. SQLite cannot change a CHECK constraint, so
-- the table is rebuilt, with foreign keys off around this migration's
-- transaction (the runner does it when this file starts with the line
-- above, and checks every reference before it commits): other tables
-- reference users, and dropping it with foreign keys on would delete their
-- rows.
CREATE TABLE users_new (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    first_name        TEXT NOT NULL,
    last_name         TEXT NOT NULL,
    email             TEXT NOT NULL UNIQUE, -- always stored lower-case
    password_hash     TEXT NOT NULL,
    role              TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'editor', 'intake', 'partner', 'user')),
    -- The firm of a partner account, and only of one. A firm with members
    -- is not deleted from under them (DeletePartner demotes them first).
    partner_id        INTEGER REFERENCES partners (id),
    created_at        TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL,
    email_verified_at TIMESTAMP,
    disabled_at       TIMESTAMP,
    CHECK ((role = 'partner') = (partner_id IS NOT NULL))
);
INSERT INTO users_new (id, first_name, last_name, email, password_hash, role, created_at, updated_at, email_verified_at, disabled_at)
    SELECT id, first_name, last_name, email, password_hash, role, created_at, updated_at, email_verified_at, disabled_at FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;
CREATE INDEX users_partner ON users (partner_id) WHERE partner_id IS NOT NULL;

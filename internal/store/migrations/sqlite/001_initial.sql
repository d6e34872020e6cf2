CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE, -- always stored lower-case
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);

-- Only the SHA-256 of a bearer token is kept: a copy of the database
-- does not hand out working sessions.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE login_failures (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    email     TEXT NOT NULL,
    ip        TEXT NOT NULL,
    failed_at TIMESTAMP NOT NULL
);
CREATE INDEX login_failures_email_ip ON login_failures (email, ip, failed_at);

CREATE TABLE services (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    title           TEXT NOT NULL,
    description     TEXT NOT NULL,
    path            TEXT NOT NULL DEFAULT '',
    seo_title       TEXT NOT NULL DEFAULT '',
    seo_description TEXT NOT NULL DEFAULT '',
    seo_keywords    TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);

-- One table serves both the header's state menu and the state-law pages,
-- so a state's id is its page's id.
CREATE TABLE state_laws (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    name            TEXT NOT NULL UNIQUE,
    code            TEXT NOT NULL UNIQUE,
    title           TEXT NOT NULL,
    description     TEXT NOT NULL, -- sanitized HTML
    path            TEXT NOT NULL DEFAULT '',
    seo_title       TEXT NOT NULL DEFAULT '',
    seo_description TEXT NOT NULL DEFAULT '',
    seo_keywords    TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);

CREATE TABLE questions (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    faq_question TEXT NOT NULL,
    answer       TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);

CREATE TABLE blogs (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    title           TEXT NOT NULL,
    slug            TEXT NOT NULL UNIQUE,
    excerpt         TEXT NOT NULL DEFAULT '',
    body            TEXT NOT NULL, -- sanitized HTML
    path            TEXT NOT NULL DEFAULT '',
    status          TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    published_at    TIMESTAMP,
    seo_title       TEXT NOT NULL DEFAULT '',
    seo_description TEXT NOT NULL DEFAULT '',
    seo_keywords    TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
CREATE INDEX blogs_published ON blogs (status, published_at);

-- Every wording of the consent statement a visitor ever agreed to.
CREATE TABLE consent_texts (
    version    TEXT PRIMARY KEY,
    text       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE leads (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    source_form     TEXT NOT NULL CHECK (source_form IN ('consultation', 'state_law')),
    first_name      TEXT NOT NULL DEFAULT '',
    last_name       TEXT NOT NULL DEFAULT '',
    name            TEXT NOT NULL DEFAULT '',
    email           TEXT NOT NULL,
    phone           TEXT NOT NULL,
    zip_code        TEXT NOT NULL DEFAULT '',
    state           TEXT NOT NULL DEFAULT '', -- two-letter code
    description     TEXT NOT NULL DEFAULT '',
    state_law_id    INTEGER REFERENCES state_laws (id) ON DELETE SET NULL,
    status          TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'rejected')),
    notes           TEXT NOT NULL DEFAULT '',
    verified        BOOLEAN NOT NULL DEFAULT FALSE,
    duplicate_of    INTEGER REFERENCES leads (id) ON DELETE SET NULL,
    idempotency_key TEXT UNIQUE,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_phone ON leads (phone);
CREATE INDEX leads_state ON leads (state);

-- The proof that the visitor agreed: written in the lead's own transaction.
CREATE TABLE lead_consents (
    lead_id              INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    text_version         TEXT NOT NULL REFERENCES consent_texts (version),
    consented_at         TIMESTAMP NOT NULL,
    ip                   TEXT NOT NULL,
    user_agent           TEXT NOT NULL DEFAULT '',
    page_url             TEXT NOT NULL DEFAULT '',
    referrer             TEXT NOT NULL DEFAULT '',
    leadid_token         TEXT NOT NULL DEFAULT '',
    trustedform_cert_url TEXT NOT NULL DEFAULT ''
);

-- Facts about the installation itself, such as when default content was
-- seeded (so deleting every service does not bring the defaults back).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

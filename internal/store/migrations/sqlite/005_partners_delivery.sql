-- Participating law firms that receive leads (issue: lead delivery).
CREATE TABLE partners (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    name             TEXT NOT NULL,
    email            TEXT NOT NULL DEFAULT '',  -- delivery address; empty: none
    webhook_url      TEXT NOT NULL DEFAULT '',  -- empty: none
    webhook_secret   TEXT NOT NULL,             -- HMAC key of the webhook signature
    states           TEXT NOT NULL DEFAULT '[]', -- JSON array of two-letter codes
    service_ids      TEXT NOT NULL DEFAULT '[]', -- JSON array of service ids; empty: every practice area
    priority         INTEGER NOT NULL DEFAULT 1, -- 1 is first
    daily_cap        INTEGER NOT NULL DEFAULT 0, -- 0: none; days and months in the partner's time zone
    monthly_cap      INTEGER NOT NULL DEFAULT 0,
    timezone         TEXT NOT NULL DEFAULT 'America/New_York',
    schedule         TEXT NOT NULL DEFAULT '[]', -- JSON weekly opening hours; empty: always open
    active           BOOLEAN NOT NULL DEFAULT TRUE,
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);

-- Which partner has which lead: caps, round-robin and "already has that
-- person" read it. Written in the lead's own transaction (or by hand).
CREATE TABLE lead_assignments (
    lead_id     INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    partner_id  INTEGER NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
    assigned_at TIMESTAMP NOT NULL,
    manual      BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (lead_id, partner_id)
);
CREATE INDEX lead_assignments_partner ON lead_assignments (partner_id, assigned_at);

-- Who already has a person: per partner, the newest assignment of each
-- normalised phone and e-mail ('phone:5551234567', 'email:a@b.example').
-- "Not sent again to a partner that already has that person" is then a
-- lookup bounded by the number of partners, however often a number repeats.
CREATE TABLE partner_contacts (
    contact     TEXT NOT NULL,
    partner_id  INTEGER NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
    assigned_at TIMESTAMP NOT NULL,
    PRIMARY KEY (contact, partner_id)
);

-- One delivery per assignment and channel; its progress is its outbox row.
-- The partner's name is kept so the trail outlives the partner.
CREATE TABLE deliveries (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id      INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    partner_id   INTEGER REFERENCES partners (id) ON DELETE SET NULL,
    partner_name TEXT NOT NULL,
    channel      TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    outbox_id    INTEGER UNIQUE REFERENCES outbox (id), -- set right after the outbox row is written
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX deliveries_lead ON deliveries (lead_id);
CREATE INDEX deliveries_partner ON deliveries (partner_id, created_at);

-- Do-not-contact: a lead whose phone or e-mail is here is stored but never
-- delivered. Values are normalised (phone: 10 digits; e-mail: lower-case).
CREATE TABLE suppressions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    phone      TEXT NOT NULL DEFAULT '',
    email      TEXT NOT NULL DEFAULT '',
    reason     TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    CHECK (phone <> '' OR email <> '')
);
CREATE INDEX suppressions_phone ON suppressions (phone);
CREATE INDEX suppressions_email ON suppressions (email);

-- What became of each lead: routed to a partner, unrouted (nobody could
-- take it), duplicate (every taker already had the person) or suppressed.
-- Leads from before routing existed were never sent: unrouted.
ALTER TABLE leads ADD COLUMN routing TEXT NOT NULL DEFAULT 'unrouted'
    CHECK (routing IN ('routed', 'unrouted', 'duplicate', 'suppressed'));
-- The practice area: the service whose page the form was on, if any.
ALTER TABLE leads ADD COLUMN service_id INTEGER REFERENCES services (id) ON DELETE SET NULL;
CREATE INDEX leads_routing ON leads (routing, id);

-- Each proof's own state, checked rather than assumed: absent, malformed
-- or valid; a TrustedForm certificate may then be retained (claimed) or
-- fail to be.
ALTER TABLE lead_consents ADD COLUMN leadid_state TEXT NOT NULL DEFAULT 'absent';
ALTER TABLE lead_consents ADD COLUMN trustedform_state TEXT NOT NULL DEFAULT 'absent';
ALTER TABLE lead_consents ADD COLUMN trustedform_detail TEXT NOT NULL DEFAULT '';

-- Attribution, visits, partner outcomes (issue 12).

-- Where a lead's visitor came from: their first page in the browser tab
-- (landing page, referrer, UTM parameters, ad click ids), sent with the
-- lead. One row per lead that carried any; empty strings for what it did
-- not. Click ids identify a person to an ad platform: erased with the lead.
CREATE TABLE lead_attribution (
    lead_id      INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    landing_page TEXT NOT NULL DEFAULT '',
    referrer     TEXT NOT NULL DEFAULT '',
    utm_source   TEXT NOT NULL DEFAULT '',
    utm_medium   TEXT NOT NULL DEFAULT '',
    utm_campaign TEXT NOT NULL DEFAULT '',
    utm_term     TEXT NOT NULL DEFAULT '',
    utm_content  TEXT NOT NULL DEFAULT '',
    gclid        TEXT NOT NULL DEFAULT '',
    gbraid       TEXT NOT NULL DEFAULT '',
    wbraid       TEXT NOT NULL DEFAULT '',
    fbclid       TEXT NOT NULL DEFAULT '',
    msclkid      TEXT NOT NULL DEFAULT '',
    ttclid       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_attribution_source ON lead_attribution (utm_source, utm_medium, utm_campaign);
CREATE INDEX lead_attribution_campaign ON lead_attribution (utm_campaign);

-- Every change of a lead's status, with when and by whom: the offline
-- conversion export reads when a lead became qualified. Intake writes the
-- first row ('new').
CREATE TABLE lead_status_changes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id    INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    status     TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'qualified', 'rejected')),
    changed_at TIMESTAMP NOT NULL,
    changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX lead_status_changes_lead ON lead_status_changes (lead_id, changed_at);
CREATE INDEX lead_status_changes_status ON lead_status_changes (status, changed_at);
INSERT INTO lead_status_changes (lead_id, status, changed_at)
SELECT id, status, updated_at FROM leads;

-- Public page views, as daily aggregates only: no address, user agent or
-- identifier is stored. A view is an entry when it is the first page of
-- its browser tab; landing_page, source, medium and campaign are the
-- tab's (from its first page). day is the UTC date, YYYY-MM-DD.
CREATE TABLE visit_days (
    day          TEXT NOT NULL,
    route        TEXT NOT NULL, -- the route table's name of the page
    landing_page TEXT NOT NULL,
    source       TEXT NOT NULL,
    medium       TEXT NOT NULL,
    campaign     TEXT NOT NULL,
    device       TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
    views        INTEGER NOT NULL DEFAULT 0,
    entries      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, route, landing_page, source, medium, campaign, device)
);

-- What a partner reports became of a lead it received. A 'rejected'
-- within the return window (a setting) is a return.
CREATE TABLE lead_outcomes (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id      INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    partner_id   INTEGER REFERENCES partners (id) ON DELETE SET NULL,
    partner_name TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('accepted', 'contacted', 'retained', 'rejected')),
    reason       TEXT NOT NULL DEFAULT '',
    is_return    BOOLEAN NOT NULL DEFAULT FALSE,
    reported_at  TIMESTAMP NOT NULL
);
CREATE INDEX lead_outcomes_lead ON lead_outcomes (lead_id, reported_at);
CREATE INDEX lead_outcomes_partner ON lead_outcomes (partner_id, reported_at);

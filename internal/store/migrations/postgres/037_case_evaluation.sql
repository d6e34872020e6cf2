-- The case evaluation (issue 23; decisions 056, 060). As SQLite's 038.
ALTER TABLE leads DROP CONSTRAINT leads_source_form_check;
ALTER TABLE leads ADD CONSTRAINT leads_source_form_check CHECK (source_form IN ('consultation', 'state_law', 'case_evaluation'));

ALTER TABLE leads ADD COLUMN tier TEXT NOT NULL DEFAULT 'unrated' CHECK (tier IN ('A', 'B', 'C', 'D', 'unrated'));
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
ALTER TABLE lead_consents ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE INDEX leads_tier_created ON leads (tier, created_at, id);

CREATE TABLE tier_rules (
    version    INTEGER PRIMARY KEY,
    liability  INTEGER NOT NULL,
    injury     INTEGER NOT NULL,
    timing     INTEGER NOT NULL,
    contact    INTEGER NOT NULL,
    min_a      INTEGER NOT NULL,
    min_b      INTEGER NOT NULL,
    min_c      INTEGER NOT NULL,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL
);
INSERT INTO tier_rules (version, liability, injury, timing, contact, min_a, min_b, min_c, created_at)
    VALUES (1, 30, 35, 20, 15, 75, 55, 35, now());

CREATE TABLE lead_qualifications (
    lead_id           BIGINT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    accident_date     TEXT NOT NULL,
    injured           BOOLEAN,
    treatment         TEXT NOT NULL DEFAULT '',
    still_treating    BOOLEAN,
    fault             TEXT NOT NULL DEFAULT '',
    police_report     TEXT NOT NULL DEFAULT '',
    vehicles          TEXT NOT NULL DEFAULT '',
    deadline_on       TEXT,
    deadline_status   TEXT CHECK (deadline_status IN ('open', 'urgent', 'passed')),
    government_notice BOOLEAN NOT NULL DEFAULT FALSE,
    tier              TEXT NOT NULL CHECK (tier IN ('A', 'B', 'C', 'D')),
    tier_version      INTEGER NOT NULL REFERENCES tier_rules (version),
    score             INTEGER NOT NULL,
    sub_scores        TEXT NOT NULL DEFAULT '{}',
    tier_reasons      TEXT NOT NULL DEFAULT '[]'
);

ALTER TABLE partners ADD COLUMN min_tier TEXT CHECK (min_tier IN ('A', 'B', 'C', 'D'));
ALTER TABLE partners ADD COLUMN accepts_unrated BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE partners ADD COLUMN accepts_passed_deadline BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE lead_day_tiers (
    day   TEXT NOT NULL,
    tier  TEXT NOT NULL,
    leads BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, tier)
);
CREATE TABLE lead_month_tiers (
    month TEXT NOT NULL,
    tier  TEXT NOT NULL,
    leads BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month, tier)
);
INSERT INTO lead_day_tiers SELECT day, 'unrated', SUM(leads) FROM lead_day_totals GROUP BY day HAVING SUM(leads) <> 0;
INSERT INTO lead_month_tiers SELECT month, 'unrated', SUM(leads) FROM lead_month_totals GROUP BY month HAVING SUM(leads) <> 0;

CREATE TABLE evaluation_day_funnel (
    day    TEXT NOT NULL,
    step   INTEGER NOT NULL,
    event  TEXT NOT NULL CHECK (event IN ('view', 'complete', 'ended')),
    device TEXT NOT NULL,
    source TEXT NOT NULL,
    count  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, step, event, device, source)
);
CREATE TABLE evaluation_month_funnel (
    month  TEXT NOT NULL,
    step   INTEGER NOT NULL,
    event  TEXT NOT NULL,
    device TEXT NOT NULL,
    source TEXT NOT NULL,
    count  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month, step, event, device, source)
);

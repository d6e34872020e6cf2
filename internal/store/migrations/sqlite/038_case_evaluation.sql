-- schema_edit
-- The case evaluation (issue 23; decisions 056, 060).
--
-- tier: the lead's tier, A (best) to D, or 'unrated' (the short forms);
-- kept on the lead for the inbox's filter and sort. language: the
-- language the person wants to be contacted in; the consent's own is the
-- language of the words they were shown.
ALTER TABLE leads ADD COLUMN tier TEXT NOT NULL DEFAULT 'unrated' CHECK (tier IN ('A', 'B', 'C', 'D', 'unrated'));
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
ALTER TABLE lead_consents ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE INDEX leads_tier_created ON leads (tier, created_at, id);

-- The operator's tier rules, one row per version (qualification.Weights);
-- a change inserts a new version and never re-rates a lead.
CREATE TABLE tier_rules (
    version    INTEGER PRIMARY KEY,
    liability  INTEGER NOT NULL,
    injury     INTEGER NOT NULL,
    timing     INTEGER NOT NULL,
    contact    INTEGER NOT NULL,
    min_a      INTEGER NOT NULL,
    min_b      INTEGER NOT NULL,
    min_c      INTEGER NOT NULL,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
INSERT INTO tier_rules (version, liability, injury, timing, contact, min_a, min_b, min_c, created_at)
    VALUES (1, 30, 35, 20, 15, 75, 55, 35, CURRENT_TIMESTAMP);

-- A case-evaluation lead's answers, deadline and rating. The answers
-- (injuries and treatment among them) are health data: erasing the lead
-- empties them and the reasons, keeping the tier and the deadline status
-- its figures count. vehicles: a comma-separated list.
CREATE TABLE lead_qualifications (
    lead_id           INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    accident_date     TEXT NOT NULL,   -- as given: YYYY-MM-DD or YYYY-MM
    injured           BOOLEAN,
    treatment         TEXT NOT NULL DEFAULT '',
    still_treating    BOOLEAN,
    fault             TEXT NOT NULL DEFAULT '',
    police_report     TEXT NOT NULL DEFAULT '',
    vehicles          TEXT NOT NULL DEFAULT '',
    deadline_on       TEXT,            -- YYYY-MM-DD; NULL: the state's period is not on record
    deadline_status   TEXT CHECK (deadline_status IN ('open', 'urgent', 'passed')),
    government_notice BOOLEAN NOT NULL DEFAULT FALSE,
    tier              TEXT NOT NULL CHECK (tier IN ('A', 'B', 'C', 'D')),
    tier_version      INTEGER NOT NULL REFERENCES tier_rules (version),
    score             INTEGER NOT NULL,
    sub_scores        TEXT NOT NULL DEFAULT '{}',
    tier_reasons      TEXT NOT NULL DEFAULT '[]'
);

-- What a partner takes: a least tier (NULL: any), leads of the short
-- forms (unrated), leads whose general deadline has passed.
ALTER TABLE partners ADD COLUMN min_tier TEXT CHECK (min_tier IN ('A', 'B', 'C', 'D'));
ALTER TABLE partners ADD COLUMN accepts_unrated BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE partners ADD COLUMN accepts_passed_deadline BOOLEAN NOT NULL DEFAULT FALSE;

-- Leads by tier, a summary of the lead facts (decision 039) with its
-- monthly twin. Every lead before this one is unrated.
CREATE TABLE lead_day_tiers (
    day   TEXT NOT NULL,
    tier  TEXT NOT NULL,
    leads INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, tier)
) WITHOUT ROWID;
CREATE TABLE lead_month_tiers (
    month TEXT NOT NULL,
    tier  TEXT NOT NULL,
    leads INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, tier)
) WITHOUT ROWID;
INSERT INTO lead_day_tiers SELECT day, 'unrated', SUM(leads) FROM lead_day_totals GROUP BY day HAVING SUM(leads) <> 0;
INSERT INTO lead_month_tiers SELECT month, 'unrated', SUM(leads) FROM lead_month_totals GROUP BY month HAVING SUM(leads) <> 0;

-- The evaluation's funnel, counted without cookies or personal data: how
-- many times each step was shown (view), passed (complete) or ended the
-- evaluation (ended: already represented or settled), by UTC day, device
-- class and first-touch source. Counters only; nothing names a visitor.
CREATE TABLE evaluation_day_funnel (
    day    TEXT NOT NULL,
    step   INTEGER NOT NULL,
    event  TEXT NOT NULL CHECK (event IN ('view', 'complete', 'ended')),
    device TEXT NOT NULL,
    source TEXT NOT NULL,
    count  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, step, event, device, source)
) WITHOUT ROWID;
CREATE TABLE evaluation_month_funnel (
    month  TEXT NOT NULL,
    step   INTEGER NOT NULL,
    event  TEXT NOT NULL,
    device TEXT NOT NULL,
    source TEXT NOT NULL,
    count  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, step, event, device, source)
) WITHOUT ROWID;

-- A lead may come from the case evaluation: source_form gains
-- 'case_evaluation'. SQLite changes a CHECK constraint only by editing the
-- table's schema text, its documented way for a constraint that only
-- loosens (https://sqlite.org/lang_altertable.html#otheralter); rebuilding
-- leads would copy every lead and rebuild its indexes. The header above
-- makes the migration bump schema_version, so every open connection
-- reloads the schema. It comes last: ALTER TABLE edits the schema text
-- from the parsed schema, which the edit leaves behind until the reload.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (source_form IN (''consultation'', ''state_law''))',
    'CHECK (source_form IN (''consultation'', ''state_law'', ''case_evaluation''))')
    WHERE type = 'table' AND name = 'leads';
PRAGMA writable_schema = OFF;

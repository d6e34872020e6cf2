-- Experiments (issue 24; decisions 061, 062). As PostgreSQL's 038.
CREATE TABLE experiments (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    name                    TEXT NOT NULL,
    hypothesis              TEXT NOT NULL DEFAULT '',
    target                  TEXT NOT NULL CHECK (target IN ('hero_headline', 'hero_subline', 'cta_label', 'popup', 'entry_form')),
    traffic_percent         INTEGER NOT NULL CHECK (traffic_percent BETWEEN 1 AND 100),
    variants                TEXT NOT NULL,      -- JSON: [{"key", "name", "weight", "value"}], the control first
    primary_metric          TEXT NOT NULL CHECK (primary_metric IN ('leads', 'qualified_leads')),
    min_effect              DOUBLE PRECISION NOT NULL,
    alpha                   DOUBLE PRECISION NOT NULL,
    language                TEXT NOT NULL DEFAULT 'en',
    status                  TEXT NOT NULL CHECK (status IN ('draft', 'running', 'stopped', 'shipped')),
    seed                    BLOB NOT NULL,      -- the assignment hashes' key, random per experiment
    baseline_rate           DOUBLE PRECISION,   -- fixed at start: the mixing parameter comes from them
    baseline_qualified_rate DOUBLE PRECISION,
    shipped_variant         TEXT,
    demo                    BOOLEAN NOT NULL DEFAULT FALSE, -- made by demo-data, removed with it
    created_by              INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at              TIMESTAMP NOT NULL,
    updated_at              TIMESTAMP NOT NULL,
    started_at              TIMESTAMP,
    stopped_at              TIMESTAMP
);
-- Two running experiments never vary the same thing, whichever instance starts them.
CREATE UNIQUE INDEX experiments_running_target ON experiments (target, language) WHERE status = 'running';

-- The visitor-day keys' secret of each UTC day, the same on every instance;
-- deleted after two days with the exposures keyed by it.
CREATE TABLE experiment_secrets (
    day    TEXT PRIMARY KEY,
    secret BLOB NOT NULL
);

-- Each visitor-day counted once per experiment.
CREATE TABLE experiment_exposures (
    experiment_id INTEGER NOT NULL REFERENCES experiments (id),
    day           TEXT NOT NULL,
    visitor_key   BLOB NOT NULL,
    variant       TEXT NOT NULL,
    PRIMARY KEY (experiment_id, day, visitor_key)
);
CREATE INDEX experiment_exposures_day ON experiment_exposures (day);

-- The summary results are read from, kept in the exposure's and the lead's transactions.
CREATE TABLE experiment_day_counts (
    experiment_id INTEGER NOT NULL REFERENCES experiments (id),
    day           TEXT NOT NULL,
    variant       TEXT NOT NULL,
    exposures     BIGINT NOT NULL DEFAULT 0,
    leads         BIGINT NOT NULL DEFAULT 0,
    qualified     BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (experiment_id, day, variant)
);

CREATE TABLE lead_experiments (
    lead_id       INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    experiment_id INTEGER NOT NULL REFERENCES experiments (id),
    variant       TEXT NOT NULL,
    PRIMARY KEY (lead_id, experiment_id)
);

INSERT INTO content_versions (kind, version) VALUES ('experiment', 1);

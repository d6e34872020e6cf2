-- Daily summaries (issue 20, decision 039): what the admin analytics, the
-- dashboard and the inbox's totals read instead of the lead rows. Each is
-- kept current in the transaction that changes what it counts (the
-- store's summary deltas: a lead's contribution is read before and after
-- the change and the difference is added), and rebuilt exactly by
-- 'claimsite rebuild-summaries' or by the background job that fills them
-- after this migration. Days are UTC dates (YYYY-MM-DD), as visit_days.
-- A row that falls to zero stays: it costs little and is read as nothing.

-- Leads by the day they arrived, their status and routing outcome.
CREATE TABLE lead_day_totals (
    day     TEXT NOT NULL,
    status  TEXT NOT NULL,
    routing TEXT NOT NULL,
    leads   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, status, routing)
);

-- Leads by day and state (two-letter code; '' when none).
CREATE TABLE lead_day_states (
    day   TEXT NOT NULL,
    state TEXT NOT NULL,
    leads BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, state)
);

-- Leads by day, state, status and routing: the inbox's totals for a
-- state with or without a status or routing filter, read by state first.
CREATE TABLE lead_day_state_statuses (
    state   TEXT NOT NULL,
    day     TEXT NOT NULL,
    status  TEXT NOT NULL,
    routing TEXT NOT NULL,
    leads   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (state, day, status, routing)
);

-- Leads by day and source, medium and campaign under their attribution
-- keys (package attribution: lower-cased, '(direct)' when empty).
CREATE TABLE lead_day_sources (
    day      TEXT NOT NULL,
    source   TEXT NOT NULL,
    medium   TEXT NOT NULL,
    campaign TEXT NOT NULL,
    leads    BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, source, medium, campaign)
);

-- Leads by day and landing path (the landing page without its query; the
-- reader maps each path to the site's page, as the visit beacon does).
CREATE TABLE lead_day_landings (
    day          TEXT NOT NULL,
    landing_path TEXT NOT NULL,
    leads        BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, landing_path)
);

-- Leads by day with at least one delivery in a status (pending,
-- delivered, failed, dead): the inbox's delivery filter.
CREATE TABLE lead_day_deliveries (
    day    TEXT NOT NULL,
    status TEXT NOT NULL,
    leads  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, status)
);

-- Deliveries by the day they were created and their status.
CREATE TABLE delivery_day_statuses (
    day        TEXT NOT NULL,
    status     TEXT NOT NULL,
    deliveries BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, status)
);

-- Delivered deliveries by the day they were created and how long they
-- took from the lead's arrival, in fine buckets (0.1 s below 100 s, then
-- 1% wide): the percentiles are read from these histograms.
CREATE TABLE delivery_day_latencies (
    day        TEXT NOT NULL,
    bucket     INTEGER NOT NULL,
    deliveries BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, bucket)
);

-- How partners answered for the leads delivered to them, by the day a
-- lead was first sent to the partner (decision 026's counts): a lead
-- moves between the counters when a newer report arrives. partner_id 0
-- is a deleted partner, under the name its deliveries keep.
CREATE TABLE partner_day_outcomes (
    day          TEXT NOT NULL,
    partner_id   BIGINT NOT NULL,
    partner_name TEXT NOT NULL,
    delivered    BIGINT NOT NULL DEFAULT 0,
    reported     BIGINT NOT NULL DEFAULT 0,
    accepted     BIGINT NOT NULL DEFAULT 0,
    rejected     BIGINT NOT NULL DEFAULT 0,
    returned     BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, partner_id, partner_name)
);
CREATE INDEX partner_day_outcomes_partner ON partner_day_outcomes (partner_id, day);

-- Visits (visit_days) by day and landing page, and by day and source:
-- visit_days also splits by route and device, which the analytics do not.
CREATE TABLE visit_day_landings (
    day          TEXT NOT NULL,
    landing_page TEXT NOT NULL,
    views        BIGINT NOT NULL DEFAULT 0,
    entries      BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, landing_page)
);
CREATE TABLE visit_day_sources (
    day      TEXT NOT NULL,
    source   TEXT NOT NULL,
    medium   TEXT NOT NULL,
    campaign TEXT NOT NULL,
    views    BIGINT NOT NULL DEFAULT 0,
    entries  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, source, medium, campaign)
);

-- The summaries start empty: with rows already there, the background job
-- fills them from those (resumable, under a lease) and the analytics say
-- they are being rebuilt until it is done; a new database has nothing to
-- count.
INSERT INTO meta (key, value) SELECT 'summaries_state',
    CASE WHEN EXISTS (SELECT 1 FROM leads) OR EXISTS (SELECT 1 FROM visit_days) THEN 'rebuilding' ELSE 'ready' END;
INSERT INTO meta (key, value) VALUES ('summaries_progress', 'leads:0');

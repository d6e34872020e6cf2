-- Monthly summaries beside the daily ones (issue 20, decision 039's
-- amendment): a year of analytics read 42,000 rows of delivery times and
-- 19,000 of landing pages at a million leads, about 100 ms of SQLite's own
-- work a section. A range now reads its whole months from these tables and
-- only the days before its first and after its last whole month from the
-- daily ones. Each is the daily table of the same name with the day cut to
-- its month (YYYY-MM), kept in the same transactions by the same deltas
-- (the store adds a daily row's change to its month too), so a month
-- always equals the sum of its days. Clustered on their keys: a range is
-- one walk of the table.
CREATE TABLE lead_month_states (
    month TEXT NOT NULL,
    state TEXT NOT NULL,
    leads INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, state)
) WITHOUT ROWID;
CREATE TABLE lead_month_sources (
    month    TEXT NOT NULL,
    source   TEXT NOT NULL,
    medium   TEXT NOT NULL,
    campaign TEXT NOT NULL,
    leads    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, source, medium, campaign)
) WITHOUT ROWID;
CREATE TABLE lead_month_landings (
    month        TEXT NOT NULL,
    landing_path TEXT NOT NULL,
    leads        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, landing_path)
) WITHOUT ROWID;
CREATE TABLE delivery_month_latencies (
    month      TEXT NOT NULL,
    bucket     INTEGER NOT NULL,
    deliveries INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, bucket)
) WITHOUT ROWID;
CREATE TABLE visit_month_landings (
    month        TEXT NOT NULL,
    landing_page TEXT NOT NULL,
    views        INTEGER NOT NULL DEFAULT 0,
    entries      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, landing_page)
) WITHOUT ROWID;
CREATE TABLE visit_month_sources (
    month    TEXT NOT NULL,
    source   TEXT NOT NULL,
    medium   TEXT NOT NULL,
    campaign TEXT NOT NULL,
    views    INTEGER NOT NULL DEFAULT 0,
    entries  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, source, medium, campaign)
) WITHOUT ROWID;

CREATE TABLE lead_month_totals (
    month   TEXT NOT NULL,
    status  TEXT NOT NULL,
    routing TEXT NOT NULL,
    leads   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, status, routing)
) WITHOUT ROWID;
CREATE TABLE delivery_month_statuses (
    month      TEXT NOT NULL,
    status     TEXT NOT NULL,
    deliveries INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, status)
) WITHOUT ROWID;

-- Each day's delivery times as the analytics chart them: the count and
-- the buckets of the nearest-rank 50th and 90th percentiles and of the
-- slowest (store.latencyHistogram.summarise, in integers). Not a sum: the
-- store computes a day's row again from its histogram whenever the
-- histogram changes, in the same transaction.
CREATE TABLE delivery_day_latency_stats (
    day        TEXT NOT NULL PRIMARY KEY,
    deliveries INTEGER NOT NULL DEFAULT 0,
    p50_bucket INTEGER NOT NULL DEFAULT 0,
    p90_bucket INTEGER NOT NULL DEFAULT 0,
    max_bucket INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Filled from the daily tables, which hold the same counts (they are
-- small: a few hundred thousand rows at a million leads).
INSERT INTO lead_month_states SELECT substr(day, 1, 7), state, SUM(leads) FROM lead_day_states GROUP BY 1, 2;
INSERT INTO lead_month_sources SELECT substr(day, 1, 7), source, medium, campaign, SUM(leads) FROM lead_day_sources GROUP BY 1, 2, 3, 4;
INSERT INTO lead_month_landings SELECT substr(day, 1, 7), landing_path, SUM(leads) FROM lead_day_landings GROUP BY 1, 2;
INSERT INTO delivery_month_latencies SELECT substr(day, 1, 7), bucket, SUM(deliveries) FROM delivery_day_latencies GROUP BY 1, 2;
INSERT INTO visit_month_landings SELECT substr(day, 1, 7), landing_page, SUM(views), SUM(entries) FROM visit_day_landings GROUP BY 1, 2;
INSERT INTO lead_month_totals SELECT substr(day, 1, 7), status, routing, SUM(leads) FROM lead_day_totals GROUP BY 1, 2, 3;
INSERT INTO delivery_month_statuses SELECT substr(day, 1, 7), status, SUM(deliveries) FROM delivery_day_statuses GROUP BY 1, 2;
INSERT INTO visit_month_sources SELECT substr(day, 1, 7), source, medium, campaign, SUM(views), SUM(entries) FROM visit_day_sources GROUP BY 1, 2, 3, 4;
INSERT INTO delivery_day_latency_stats (day, deliveries, p50_bucket, p90_bucket, max_bucket)
SELECT day, MAX(total), MIN(CASE WHEN 2 * run >= total THEN bucket END), MIN(CASE WHEN 10 * run >= 9 * total THEN bucket END), MAX(bucket)
FROM (
    SELECT day, bucket,
        SUM(deliveries) OVER (PARTITION BY day ORDER BY bucket) AS run,
        SUM(deliveries) OVER (PARTITION BY day) AS total
    FROM delivery_day_latencies
    WHERE deliveries > 0
) h
GROUP BY day;

-- Leads by state, day and a status their deliveries are in (issue 20):
-- the inbox's total for a delivery filter with a state, which otherwise
-- read every failed delivery's lead (155-200 ms at a million leads). Kept
-- with the other summaries (decision 039); a lead counts once a status,
-- as in lead_day_deliveries, and read by state first, as
-- lead_day_state_statuses.
CREATE TABLE lead_day_delivery_states (
    state  TEXT NOT NULL,
    day    TEXT NOT NULL,
    status TEXT NOT NULL,
    leads  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (state, day, status)
) WITHOUT ROWID;

-- Filled from the rows (times are kept in UTC: a day is the first ten
-- characters), up to the lead a rebuild under way has counted: the
-- rebuild's steps count the rest into this table with the others.
INSERT INTO lead_day_delivery_states (state, day, status, leads)
SELECT state, day, status, COUNT(*) FROM (
    SELECT DISTINCT l.id, COALESCE(l.state, '') AS state, substr(l.created_at, 1, 10) AS day,
        CASE o.status WHEN 'sent' THEN 'delivered' ELSE o.status END AS status
    FROM leads l JOIN deliveries d ON d.lead_id = l.id JOIN outbox o ON o.id = d.outbox_id
) s
WHERE id <= (
    SELECT CASE WHEN s.value = 'rebuilding' AND p.value LIKE 'leads:%'
        THEN CAST(substr(p.value, 7) AS INTEGER) ELSE 9223372036854775807 END
    FROM meta s, meta p WHERE s.key = 'summaries_state' AND p.key = 'summaries_progress'
)
GROUP BY state, day, status;

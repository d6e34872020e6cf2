-- Revenue in the analytics (issue 22, item 5; decision 054): charges less
-- credits, in integer cents, by the UTC day of the ledger entry, in total
-- and by the lead's state, practice area (service_id, 0: none), firm and
-- source/medium/campaign (normalised as lead_day_sources). A lead's
-- charge and credit entries are facts of the lead (decision 039): the
-- store adds their difference in the transaction that writes the entry,
-- the rebuild counts them with the lead, and each daily table has a
-- monthly twin (month YYYY-MM) kept by the same delta. charged_cents and
-- credited_cents are both positive: revenue is their difference.
CREATE TABLE revenue_day_totals (
    day            TEXT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day)
);
CREATE TABLE revenue_month_totals (
    month          TEXT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month)
);
CREATE TABLE revenue_day_states (
    day            TEXT NOT NULL,
    state          TEXT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, state)
);
CREATE TABLE revenue_month_states (
    month          TEXT NOT NULL,
    state          TEXT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month, state)
);
CREATE TABLE revenue_day_services (
    day            TEXT NOT NULL,
    service_id     BIGINT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, service_id)
);
CREATE TABLE revenue_month_services (
    month          TEXT NOT NULL,
    service_id     BIGINT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month, service_id)
);
CREATE TABLE revenue_day_partners (
    day            TEXT NOT NULL,
    partner_id     BIGINT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, partner_id)
);
CREATE TABLE revenue_month_partners (
    month          TEXT NOT NULL,
    partner_id     BIGINT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month, partner_id)
);
CREATE TABLE revenue_day_sources (
    day            TEXT NOT NULL,
    source         TEXT NOT NULL,
    medium         TEXT NOT NULL,
    campaign       TEXT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, source, medium, campaign)
);
CREATE TABLE revenue_month_sources (
    month          TEXT NOT NULL,
    source         TEXT NOT NULL,
    medium         TEXT NOT NULL,
    campaign       TEXT NOT NULL,
    charges        BIGINT NOT NULL DEFAULT 0,
    charged_cents  BIGINT NOT NULL DEFAULT 0,
    credits        BIGINT NOT NULL DEFAULT 0,
    credited_cents BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (month, source, medium, campaign)
);

-- A database that already holds charges or credits of leads counts them
-- again: every summary is emptied and the background job fills them from
-- the rows (decision 039), as after migration 019. Nothing to do without.
DELETE FROM lead_day_totals WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_day_states WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_day_state_statuses WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_day_sources WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_day_landings WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_day_deliveries WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM delivery_day_statuses WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM delivery_day_latencies WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM partner_day_outcomes WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM visit_day_landings WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM visit_day_sources WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_month_states WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_month_sources WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_month_landings WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM delivery_month_latencies WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM visit_month_landings WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM visit_month_sources WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_month_totals WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM delivery_month_statuses WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM lead_day_delivery_states WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
DELETE FROM delivery_day_latency_stats WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'));
INSERT INTO meta (key, value) SELECT 'summaries_state', 'rebuilding' WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'))
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
INSERT INTO meta (key, value) SELECT 'summaries_progress', 'leads:0' WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE lead_id IS NOT NULL AND kind IN ('charge', 'credit'))
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;

-- Demo data (claimsite demo-data, decision 040): what the command made is
-- marked, so the inbox can say so and demo-data --remove can take exactly
-- that away again, leaving every real row.
--
-- Leads, partners and suppressions carry a flag; real rows are FALSE.
ALTER TABLE leads ADD COLUMN demo BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE partners ADD COLUMN demo BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE suppressions ADD COLUMN demo BOOLEAN NOT NULL DEFAULT FALSE;

-- Page views are daily totals shared by every visitor: a demo view is
-- added to the same row a real one is. So the views and entries the
-- command added are kept here, key by key, and --remove subtracts them.
CREATE TABLE demo_visits (
    day          TEXT NOT NULL,
    route        TEXT NOT NULL,
    landing_page TEXT NOT NULL,
    source       TEXT NOT NULL,
    medium       TEXT NOT NULL,
    campaign     TEXT NOT NULL,
    device       TEXT NOT NULL,
    views        BIGINT NOT NULL DEFAULT 0,
    entries      BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (day, route, landing_page, source, medium, campaign, device)
);

-- Deleting a lead sets duplicate_of to NULL in its duplicates: without an
-- index each deleted lead read every lead (demo-data --remove deletes them
-- by the thousand; an operator's deletion reads them all once). Only the
-- few duplicates are in it.
CREATE INDEX leads_duplicate_of ON leads (duplicate_of) WHERE duplicate_of IS NOT NULL;

-- The admin leads inbox at a million leads (issue 20): a text index for
-- search, and an index per filter that also gives the list's order
-- (created_at DESC, id DESC), so a page reads about as many index entries
-- as it shows instead of every lead.

-- 1. Search: pg_trgm, whose GIN index serves LIKE '%term%' for any term of
--    3 characters or more, over one expression holding the lead's names,
--    e-mail, phone digits, ZIP, reference, description and notes, one per
--    line (store.leadSearchText repeats it: a query must spell the index's
--    expression exactly). Trigrams rather than a full-text (tsvector)
--    column: the inbox searches substrings of e-mail addresses, phone
--    numbers and references, which words and stems do not find, and an
--    expression index needs no copy of the text in the table (nothing more
--    to erase) and no rewrite of the table to add.
--
--    pg_trgm ships with the server (postgresql-contrib on older Debian
--    releases) and is a trusted extension (PostgreSQL 13 and later): a user
--    who may create objects in the database may create it, no superuser. It goes in the public schema when we may create there (so a
--    database holding several claimsite schemas shares it, and dropping one
--    schema does not drop it for the others), else in ours; an existing
--    installation is used where it is.
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public')
           AND has_schema_privilege('public', 'CREATE') THEN
            CREATE EXTENSION pg_trgm SCHEMA public;
        ELSE
            CREATE EXTENSION pg_trgm;
        END IF;
    END IF;
END $$;

-- The trigram index, named with the extension's schema (which need not be
-- on our search_path).
--
-- This is the heaviest statement of the migration: it reads every lead's
-- text, and like every CREATE INDEX below it blocks writes to leads while
-- it runs (about a minute at a million leads). It is a statement of its
-- own so that a background job can later build it instead (CREATE INDEX
-- CONCURRENTLY, which cannot run inside the migration's transaction).
DO $$
DECLARE
    ext_schema text;
BEGIN
    SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
    EXECUTE format($sql$CREATE INDEX leads_search ON leads USING gin ((lower(
        first_name || ' ' || last_name || chr(10) || name || chr(10) || email || chr(10) ||
        regexp_replace(phone, '[^0-9]', '', 'g') || chr(10) || zip_code || chr(10) || reference || chr(10) ||
        description || chr(10) || notes)) %I.gin_trgm_ops)$sql$, ext_schema);
END $$;

-- Terms of one or two characters are too short for trigrams: they match
-- names and references by prefix (LIKE 'al%'), which text_pattern_ops
-- serves whatever the database's collation.
CREATE INDEX leads_first_name_lower ON leads (lower(first_name) text_pattern_ops);
CREATE INDEX leads_last_name_lower ON leads (lower(last_name) text_pattern_ops);
CREATE INDEX leads_name_lower ON leads (lower(name) text_pattern_ops);
CREATE INDEX leads_reference_prefix ON leads (reference text_pattern_ops);

-- 2. The list's order, and each filter on a lead's own columns followed by
--    that order: a page walks one of these from its end and stops when the
--    page is full. Each replaced index is a prefix of its replacement.
DROP INDEX leads_created_at;
CREATE INDEX leads_created ON leads (created_at, id);
DROP INDEX leads_state;
CREATE INDEX leads_state_created ON leads (state, created_at, id);
CREATE INDEX leads_status_created ON leads (status, created_at, id);
CREATE INDEX leads_routing_created ON leads (routing, created_at, id);
-- State and status together are the inbox's usual pair (a desk per state
-- working its new leads): without this, one of them is walked and the other
-- checked lead by lead.
CREATE INDEX leads_state_status_created ON leads (state, status, created_at, id);

-- 3. Filters on other tables are read from that table's side, so their cost
--    follows the leads that match: source, medium and campaign are matched
--    case-insensitively (the lead keeps them as sent), hence lower();
--    the delivery filter walks outbox_due (status, ...) and reaches the
--    deliveries through their unique outbox_id.
CREATE INDEX lead_attribution_source_lower ON lead_attribution (lower(utm_source));
CREATE INDEX lead_attribution_medium_lower ON lead_attribution (lower(utm_medium));
CREATE INDEX lead_attribution_campaign_lower ON lead_attribution (lower(utm_campaign));

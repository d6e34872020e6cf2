-- The admin leads inbox at a million leads (issue 20): the extension its
-- text index needs. The indexes are built outside this migration (below).

-- Search: pg_trgm, whose GIN index serves LIKE '%term%' for any term of
--    3 characters or more, over one expression holding the lead's names,
--    e-mail, phone digits, ZIP, reference, description and notes, one per
--    line (store.searchTextOf). Trigrams rather than a full-text (tsvector)
--    column: the inbox searches substrings of e-mail addresses, phone
--    numbers and references, which words and stems do not find, and an
--    expression index needs no copy of the text in the table (nothing more
--    to erase) and no rewrite of the table to add.
--
--    pg_trgm ships with the server (postgresql-contrib on older Debian
--    releases) and is a trusted extension (PostgreSQL 13 and later): a user
--    who may create objects in the database may create it, no superuser.
--    It goes in the public schema when we may create there (so a database
--    holding several claimsite schemas shares it, and dropping one schema
--    does not drop it for the others), else in ours; an existing
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

-- The indexes themselves (the trigram index over the searched text,
-- prefix indexes for terms of one or two characters, an index per inbox
-- filter followed by the list's order (created_at DESC, id DESC), and the
-- attribution filters) are not made here: at a million leads each CREATE
-- INDEX would block writes to leads for up to a minute, and CREATE INDEX
-- CONCURRENTLY cannot run in a migration's transaction. Their definitions
-- are store.deferredIndexes (internal/store/deferred_indexes.go): a new
-- database gets them right after its migrations, one with leads from the
-- background job, built CONCURRENTLY while the site serves.

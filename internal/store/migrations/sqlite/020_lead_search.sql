-- The admin leads inbox at a million leads (issue 20): a text index for
-- search, and an index per filter that also gives the list's order
-- (created_at DESC, id DESC), so a page reads about as many index entries
-- as it shows instead of every lead.

-- 1. Search. lead_search indexes one document per lead: its names, e-mail,
--    phone digits, ZIP, reference, description and notes, one per line, cut
--    into trigrams, so any substring of 3 characters or more is found
--    through the index (store.LeadFilter's Query). "first last" is one
--    line, so a full name is found as typed. The phone is indexed as digits
--    only, so "(555) 010-1234" and "555.010.1234" find it; SQLite has no
--    regexp, so its punctuation is removed by hand (intake stores 10
--    digits; older or corrected rows may hold a formatted number).
--
--    The document is this view, the index's external content: the index
--    keeps no copy of the text (only trigrams and row ids), and the text is
--    written once, here.
CREATE VIEW lead_search_text AS
SELECT id,
    first_name || ' ' || last_name || char(10) || name || char(10) || email || char(10) ||
    replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '') || char(10) ||
    zip_code || char(10) || COALESCE(reference, '') || char(10) || description || char(10) || notes AS body
FROM leads;

--    secure-delete: removing a lead's entry takes its trigrams out of the
--    index at once, instead of leaving them in place until segments are
--    merged, so an erased lead (erasure blanks its columns) leaves nothing
--    of its text in the index, and secure_delete(ON) zeroes the freed
--    space. (A contentless table with contentless_delete=1 would not: it
--    marks deleted rows with tombstones and keeps their entries.)
CREATE VIRTUAL TABLE lead_search USING fts5(body, content = 'lead_search_text', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);

-- Kept current in the lead's own transaction by triggers, so no writer of
-- leads (intake, corrections, erasure, retention, demo data) can forget it.
-- An external-content entry is removed by giving the index the text it was
-- made from: the BEFORE triggers read it from the view while the row still
-- holds it; the AFTER triggers index the new text.
CREATE TRIGGER lead_search_insert AFTER INSERT ON leads BEGIN
    INSERT INTO lead_search (rowid, body) SELECT id, body FROM lead_search_text WHERE id = new.id;
END;

CREATE TRIGGER lead_search_before_update
BEFORE UPDATE OF first_name, last_name, name, email, phone, zip_code, reference, description, notes ON leads BEGIN
    INSERT INTO lead_search (lead_search, rowid, body) SELECT 'delete', id, body FROM lead_search_text WHERE id = old.id;
END;

CREATE TRIGGER lead_search_after_update
AFTER UPDATE OF first_name, last_name, name, email, phone, zip_code, reference, description, notes ON leads BEGIN
    INSERT INTO lead_search (rowid, body) SELECT id, body FROM lead_search_text WHERE id = new.id;
END;

CREATE TRIGGER lead_search_delete BEFORE DELETE ON leads BEGIN
    INSERT INTO lead_search (lead_search, rowid, body) SELECT 'delete', id, body FROM lead_search_text WHERE id = old.id;
END;

-- Existing leads.
INSERT INTO lead_search (lead_search) VALUES ('rebuild');

-- Terms of one or two characters are too short for trigrams: they match
-- names and references by prefix, through these (store: leadPrefixMatch).
-- SQLite's LIKE cannot use an index on an expression, so the store asks for
-- a range: lower(first_name) >= 'al' AND lower(first_name) < 'al' || U+10FFFF.
-- The unique index leads_reference serves the reference.
CREATE INDEX leads_first_name_lower ON leads (lower(first_name));
CREATE INDEX leads_last_name_lower ON leads (lower(last_name));
CREATE INDEX leads_name_lower ON leads (lower(name));

-- 2. The list's order, and each filter on a lead's own columns followed by
--    that order: a page walks one of these from its end and stops when the
--    page is full. (leads_created_at (created_at) already ends in the rowid,
--    id, in SQLite: it is the unfiltered list's (created_at, id) index.)
--    leads_state (state) is a prefix of its replacement.
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

-- The audit log of admin actions (issue 13, decision 027): who did what to
-- which record, when, and from which address.
--
-- Append-only: the triggers below refuse every UPDATE and DELETE, so no
-- code path, present or future, can rewrite history. Nothing of a visitor
-- is stored here (records are named by id; summaries name fields, never
-- their values), so the privacy erasure never needs to touch this table.
--
-- actor_id has no foreign key on purpose: ON DELETE SET NULL would be an
-- UPDATE the triggers refuse, and an event must outlive its account. The
-- actor's e-mail and name are a snapshot taken when the event happened.
CREATE TABLE audit_events (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          TIMESTAMP NOT NULL,
    actor_id    INTEGER,
    actor_email TEXT NOT NULL DEFAULT '',
    actor_name  TEXT NOT NULL DEFAULT '',
    action      TEXT NOT NULL,
    record_type TEXT NOT NULL,
    record_id   TEXT NOT NULL DEFAULT '',
    summary     TEXT NOT NULL DEFAULT '',
    ip          TEXT NOT NULL DEFAULT '',
    request_id  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_events_at ON audit_events (at);
CREATE INDEX audit_events_actor ON audit_events (actor_id, id);
CREATE INDEX audit_events_action ON audit_events (action, id);
CREATE INDEX audit_events_record ON audit_events (record_type, record_id, id);

CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;

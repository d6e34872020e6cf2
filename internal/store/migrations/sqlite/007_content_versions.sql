-- One version per kind of public content, raised by every admin change of
-- that kind. Cached answers and rendered pages remember the versions they
-- were built from: every instance sharing the database sees a change at once.
CREATE TABLE content_versions (
    kind    TEXT PRIMARY KEY,
    version INTEGER NOT NULL
);
INSERT INTO content_versions (kind, version) VALUES
    ('service', 1), ('state_law', 1), ('faq', 1), ('post', 1), ('site', 1);

-- Uploaded images and their resized copies (decision 029): kept in the
-- database every instance shares, served under /storage/{path}. A path is
-- never reused, so a row is never updated; replacing an image deletes it.
CREATE TABLE media_blobs (
    path         TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    data         BLOB NOT NULL,
    size         INTEGER NOT NULL,
    created_at   TIMESTAMP NOT NULL
);

-- Request limits, counted here so they hold across instances: one counter
-- per rule, key and fixed window. The key is the SHA-256 of the client
-- network, e-mail or phone number, never the value itself. Times are Unix
-- seconds: a window's start is compared for equality, so it must be exact.
CREATE TABLE rate_limit_hits (
    rule         TEXT NOT NULL,
    key_hash     TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    hits         INTEGER NOT NULL,
    expires_at   BIGINT NOT NULL, -- the window's end: the row is swept after it
    PRIMARY KEY (rule, key_hash, window_start)
);
CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at);

-- Sessions a person can see and end, and the time of their last check
-- (issue 21, decision 046). id names a session to its owner (its key, the
-- token's hash, never leaves the server); last_used_at, ip and user_agent
-- say where and when it was used; confirmed_at is when the person last
-- proved it was them (a sign-in, or a password or code asked again), which
-- the most sensitive actions need within 10 minutes.
ALTER TABLE sessions ADD COLUMN id TEXT;
UPDATE sessions SET id = substr(md5(random()::text || token_hash), 1, 24);
CREATE UNIQUE INDEX sessions_id ON sessions (id);
ALTER TABLE sessions ADD COLUMN last_used_at TIMESTAMPTZ;
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN confirmed_at TIMESTAMPTZ;

-- Privacy follow-ups (decision 036).
--
-- 1. A correction of a lead's contact details reaches the partners that
--    received it: partner notices gain the event lead.corrected and the
--    names of the corrected fields (names only: the values are read from
--    the lead when the notice is sent, so the queue holds no copy of the
--    person). SQLite cannot change a CHECK constraint, so the table is
--    rebuilt; nothing references it.
CREATE TABLE partner_notices_new (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    event              TEXT NOT NULL CHECK (event IN ('lead.consent_revoked', 'lead.erased', 'lead.corrected')),
    partner_id         INTEGER REFERENCES partners (id) ON DELETE SET NULL,
    partner_name       TEXT NOT NULL,
    channel            TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    lead_reference     TEXT NOT NULL, -- the lead as the partner knows it
    revocation_id      INTEGER REFERENCES revocations (id) ON DELETE CASCADE,
    privacy_request_id INTEGER REFERENCES privacy_requests (id) ON DELETE SET NULL,
    outbox_id          INTEGER UNIQUE REFERENCES outbox (id),
    created_at         TIMESTAMP NOT NULL,
    fields             TEXT NOT NULL DEFAULT '' -- lead.corrected: "email,phone"
);
INSERT INTO partner_notices_new (id, event, partner_id, partner_name, channel, lead_reference, revocation_id,
    privacy_request_id, outbox_id, created_at)
    SELECT id, event, partner_id, partner_name, channel, lead_reference, revocation_id, privacy_request_id, outbox_id, created_at
    FROM partner_notices;
DROP TABLE partner_notices;
ALTER TABLE partner_notices_new RENAME TO partner_notices;
CREATE INDEX partner_notices_revocation ON partner_notices (revocation_id);
CREATE INDEX partner_notices_request ON partner_notices (privacy_request_id);
CREATE INDEX partner_notices_lead ON partner_notices (lead_reference, id);

-- 2. A delete request covers the requester's registered account: what
--    became of it is kept with the request (the account's id only).
--    deleted: the visitor account, its sessions and links were deleted;
--    kept_staff: an admin (or former admin) account has the address and
--    was left for the operator to handle by hand.
ALTER TABLE privacy_requests ADD COLUMN account_id INTEGER; -- no foreign key: the account is gone
ALTER TABLE privacy_requests ADD COLUMN account_action TEXT NOT NULL DEFAULT ''
    CHECK (account_action IN ('', 'deleted', 'kept_staff'));

-- The erasure list of accounts: a restored backup must not bring a
-- deleted account back. An account is named by its id and creation time
-- (nothing personal): an id reused after a restore belongs to an account
-- created later, which is left alone.
CREATE TABLE account_erasures (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id            INTEGER NOT NULL,
    user_created_at    TIMESTAMP NOT NULL,
    privacy_request_id INTEGER REFERENCES privacy_requests (id) ON DELETE SET NULL,
    erased_at          TIMESTAMP NOT NULL
);
CREATE INDEX account_erasures_user ON account_erasures (user_id);

-- A charged lead that the operator deletes outright keeps its ledger
-- entries: money is never lost with a lead. The entry keeps the lead's
-- reference; its lead_id empties (ON DELETE SET NULL). SQLite changes a
-- foreign key only by rebuilding the table, which nothing references.
CREATE TABLE ledger_entries_new (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    partner_id          INTEGER NOT NULL REFERENCES partners (id),
    kind                TEXT NOT NULL CHECK (kind IN ('charge', 'credit', 'payment', 'adjustment')),
    amount_cents        BIGINT NOT NULL,
    balance_after_cents BIGINT NOT NULL,
    lead_id             INTEGER REFERENCES leads (id) ON DELETE SET NULL,
    lead_reference      TEXT NOT NULL DEFAULT '',
    method              TEXT NOT NULL DEFAULT '',
    reference           TEXT NOT NULL DEFAULT '',
    note                TEXT NOT NULL DEFAULT '',
    idempotency_key     TEXT NOT NULL UNIQUE,
    created_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at          TIMESTAMP NOT NULL
);
INSERT INTO ledger_entries_new SELECT id, partner_id, kind, amount_cents, balance_after_cents, lead_id, lead_reference, method,
    reference, note, idempotency_key, created_by, created_at FROM ledger_entries;
DROP TABLE ledger_entries;
ALTER TABLE ledger_entries_new RENAME TO ledger_entries;
CREATE INDEX ledger_entries_partner ON ledger_entries (partner_id, id);
CREATE INDEX ledger_entries_lead ON ledger_entries (lead_id);

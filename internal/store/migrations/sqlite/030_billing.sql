-- Partner billing (issue 22, decision 048): prices, billing mode and
-- return settings per firm; its balance and holds as summaries; the
-- append-only ledger; the price fixed onto each delivery.
--
-- Amounts are integer cents (US dollars). balance_cents is what the firm
-- paid less what it was charged (negative: it owes); held_cents the prices
-- of leads routed to it and not yet delivered. Both change only in the
-- transaction that writes the ledger entry or hold behind them.
ALTER TABLE partners ADD COLUMN price_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partners ADD COLUMN shared_price_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partners ADD COLUMN price_overrides TEXT NOT NULL DEFAULT '[]'; -- JSON [{state, service_id, price_cents}]
ALTER TABLE partners ADD COLUMN billing_mode TEXT NOT NULL DEFAULT 'prepaid' CHECK (billing_mode IN ('prepaid', 'invoice'));
ALTER TABLE partners ADD COLUMN credit_limit_cents BIGINT NOT NULL DEFAULT 0; -- invoice mode; 0: none
ALTER TABLE partners ADD COLUMN low_balance_cents BIGINT NOT NULL DEFAULT 0;  -- prepaid: mailed once below it; 0: never
ALTER TABLE partners ADD COLUMN billing_email TEXT NOT NULL DEFAULT '';
ALTER TABLE partners ADD COLUMN return_window_days INTEGER;                 -- NULL: the site's setting
ALTER TABLE partners ADD COLUMN max_return_rate INTEGER NOT NULL DEFAULT 15; -- percent of a month's charged leads
ALTER TABLE partners ADD COLUMN auto_approve_reasons TEXT NOT NULL DEFAULT '[]'; -- JSON array of return reasons
ALTER TABLE partners ADD COLUMN balance_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partners ADD COLUMN held_cents BIGINT NOT NULL DEFAULT 0;

-- The price of the lead to the delivery's firm, fixed when the lead was
-- routed (or sent by hand); NULL for deliveries from before billing.
ALTER TABLE deliveries ADD COLUMN price_cents BIGINT;

-- A lead's price held against its firm from routing until the first
-- delivery reaches the firm (then charged) or every one fails (released).
CREATE TABLE billing_holds (
    lead_id      INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    partner_id   INTEGER NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
    amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
    created_at   TIMESTAMP NOT NULL,
    PRIMARY KEY (lead_id, partner_id)
);

-- The ledger: entries are only ever inserted. amount_cents is signed
-- (charges negative; credits and payments positive; adjustments either);
-- balance_after_cents the firm's balance once it was written.
-- idempotency_key makes each charge (charge:{lead}:{partner}) and credit
-- (credit:{return}) happen once, whatever retries or instances do.
CREATE TABLE ledger_entries (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    partner_id          INTEGER NOT NULL REFERENCES partners (id),
    kind                TEXT NOT NULL CHECK (kind IN ('charge', 'credit', 'payment', 'adjustment')),
    amount_cents        BIGINT NOT NULL,
    balance_after_cents BIGINT NOT NULL,
    lead_id             INTEGER REFERENCES leads (id),
    lead_reference      TEXT NOT NULL DEFAULT '',
    method              TEXT NOT NULL DEFAULT '',
    reference           TEXT NOT NULL DEFAULT '',
    note                TEXT NOT NULL DEFAULT '',
    idempotency_key     TEXT NOT NULL UNIQUE,
    created_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at          TIMESTAMP NOT NULL
);
CREATE INDEX ledger_entries_partner ON ledger_entries (partner_id, id);
CREATE INDEX ledger_entries_lead ON ledger_entries (lead_id);

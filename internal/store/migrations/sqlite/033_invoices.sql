-- Partner invoices (issue 22, decision 052). Each invoice takes the firm's
-- ledger entries after its previous invoice, up to the last one written
-- before period_end: every entry lands on exactly one invoice, whatever
-- order instances commit in. number is gap-free per installation: it is
-- MAX(number) + 1 in the transaction that inserts the invoice, which
-- takes the invoices' lock, so a rolled-back issue uses no number.
--
-- What an invoice says is copied onto it when it is issued (the firm's
-- name and billing address, the issuer, the payment instructions, each
-- line's state and practice area): nothing changed later changes it, and
-- it names leads by reference only, so erasing a lead never touches it.
CREATE TABLE invoices (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    number                BIGINT NOT NULL UNIQUE,
    partner_id            INTEGER NOT NULL REFERENCES partners (id),
    period                TEXT NOT NULL,      -- YYYY-MM: the month it closes, in the operator's zone
    period_start          TIMESTAMP NOT NULL,
    period_end            TIMESTAMP NOT NULL, -- exclusive
    last_entry_id         BIGINT NOT NULL,    -- the firm's last ledger entry on it
    opening_balance_cents BIGINT NOT NULL,
    charges_cents         BIGINT NOT NULL,    -- negative, as in the ledger
    credits_cents         BIGINT NOT NULL,
    payments_cents        BIGINT NOT NULL,
    adjustments_cents     BIGINT NOT NULL,
    closing_balance_cents BIGINT NOT NULL,
    total_cents           BIGINT NOT NULL,    -- the leads' cost: charges less credits, positive
    partner_name          TEXT NOT NULL,
    billing_email         TEXT NOT NULL,
    billing_mode          TEXT NOT NULL,
    issuer                TEXT NOT NULL,      -- JSON: brand, address, e-mail, phone
    payment_instructions  TEXT NOT NULL,
    time_zone             TEXT NOT NULL,      -- the operator's, in which its dates read
    issued_at             TIMESTAMP NOT NULL,
    UNIQUE (partner_id, period_end)
);
CREATE INDEX invoices_partner ON invoices (partner_id, number);

CREATE TABLE invoice_lines (
    invoice_id      INTEGER NOT NULL REFERENCES invoices (id),
    ledger_entry_id INTEGER NOT NULL UNIQUE REFERENCES ledger_entries (id),
    kind            TEXT NOT NULL,
    amount_cents    BIGINT NOT NULL,
    lead_reference  TEXT NOT NULL,
    state           TEXT NOT NULL,
    practice_area   TEXT NOT NULL,
    description     TEXT NOT NULL, -- a payment's method and reference, an adjustment's note
    created_at      TIMESTAMP NOT NULL,
    PRIMARY KEY (invoice_id, ledger_entry_id)
);

-- Issued is final: corrections are adjustments on the next invoice.
CREATE TRIGGER invoices_final BEFORE UPDATE ON invoices
BEGIN
    SELECT RAISE(ABORT, 'an issued invoice is never changed');
END;
CREATE TRIGGER invoice_lines_final BEFORE UPDATE ON invoice_lines
BEGIN
    SELECT RAISE(ABORT, 'an issued invoice is never changed');
END;


package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// The ledger of partner firms (issue 22, decision 048): entries are only
// inserted, each with the firm's balance after it; the balance itself is
// the partner row's summary, changed in the entry's transaction. No
// function here updates or deletes an entry.

// Ledger entry kinds.
const (
	LedgerCharge     = "charge"
	LedgerCredit     = "credit"
	LedgerPayment    = "payment"
	LedgerAdjustment = "adjustment"
)

// LedgerEntry is one line of a firm's ledger. AmountCents is signed:
// charges negative, credits and payments positive, adjustments either.
type LedgerEntry struct {
	ID                int64     `json:"id"`
	PartnerID         int64     `json:"partner_id"`
	Kind              string    `json:"kind"`
	AmountCents       int64     `json:"amount_cents"`
	BalanceAfterCents int64     `json:"balance_after_cents"`
	LeadReference     string    `json:"lead_reference"`
	Method            string    `json:"method"`
	Reference         string    `json:"reference"`
	Note              string    `json:"note"`
	CreatedBy         *int64    `json:"created_by"`
	CreatedAt         time.Time `json:"created_at"`
}

const ledgerColumns = "id, partner_id, kind, amount_cents, balance_after_cents, lead_reference, method, reference, note, created_by, created_at"

func scanLedgerEntry(r scanner) (e LedgerEntry, err error) {
	err = r.Scan(&e.ID, &e.PartnerID, &e.Kind, &e.AmountCents, &e.BalanceAfterCents, &e.LeadReference, &e.Method, &e.Reference,
		&e.Note, &e.CreatedBy, &e.CreatedAt)
	return e, err
}

// NewLedgerEntry is an entry an operator records: a payment received or
// an adjustment (CreatedBy 0: the system's charge or credit). Key makes
// it happen once: a second entry with the same
// key is the first one again.
type NewLedgerEntry struct {
	PartnerID   int64
	Kind        string
	AmountCents int64
	Method      string
	Reference   string
	Note        string
	CreatedBy   int64
	Key         string
}

// RecordLedgerEntry appends an operator's entry to a firm's ledger and
// moves its balance, in one transaction; created is false when an entry
// with the same key was recorded before (that one is returned, nothing
// changes). ErrNotFound for an unknown partner.
func (s *Store) RecordLedgerEntry(ctx context.Context, n NewLedgerEntry) (e LedgerEntry, created bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		e, err = scanLedgerEntry(s.queryRow(ctx, tx, `SELECT `+ledgerColumns+` FROM ledger_entries WHERE idempotency_key = ?`, n.Key))
		if err == nil {
			if e.PartnerID != n.PartnerID {
				return ErrConflict
			}
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		e, err = s.appendLedger(ctx, tx, ledgerRow{NewLedgerEntry: n})
		if err != nil {
			return err
		}
		created = true
		return nil
	})
	return e, created, err
}

// LedgerEntryOf reads one entry of a firm's ledger; ErrNotFound when the
// firm has no such entry.
func (s *Store) LedgerEntryOf(ctx context.Context, partnerID, id int64) (LedgerEntry, error) {
	e, err := scanLedgerEntry(s.queryRow(ctx, s.db, `SELECT `+ledgerColumns+` FROM ledger_entries WHERE id = ? AND partner_id = ?`, id, partnerID))
	return e, mapErr(err)
}

// LedgerPage lists a firm's entries newest first, a page at a time, with
// how many it has (one range of the (partner_id, id) index).
func (s *Store) LedgerPage(ctx context.Context, partnerID int64, p Page) ([]LedgerEntry, int, error) {
	total, err := count(ctx, s, "ledger_entries", "partner_id = ?", partnerID)
	if err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, `SELECT `+ledgerColumns+` FROM ledger_entries WHERE partner_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
		partnerID, p.Size, p.offset())
	if err != nil {
		return nil, 0, err
	}
	entries, err := collect(rows, scanLedgerEntry)
	return entries, total, err
}

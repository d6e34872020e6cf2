package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"claimsite/internal/billing"
)

// Holds and charges (issue 22, decision 048). A lead routed to a firm
// with a price holds that price against the firm's balance from the
// routing transaction on (billing_holds, summed in partners.held_cents),
// so the next lead's routing sees it. The first delivery that reaches the
// firm turns the hold into the charge, once per lead and firm whatever
// retries, channels, manual sends or instances do (the ledger's
// idempotency key charge:{lead}:{partner}). When every delivery of the
// lead to the firm ends failed or dead, the hold is released; a retry or
// a manual send holds the price again until it is charged.

// KindLowBalance is the outbox kind of the mail that tells a prepaid firm
// its balance fell under its low-balance threshold; its payload is
// LowBalancePayload, and the mail is written when it is sent (the
// transaction that charged cannot read the live settings).
const KindLowBalance = "low_balance"

// LowBalancePayload names the firm and the balance that fell.
type LowBalancePayload struct {
	PartnerID      int64 `json:"partner_id"`
	BalanceCents   int64 `json:"balance_cents"`
	ThresholdCents int64 `json:"threshold_cents"`
}

// chargeKey is the idempotency key of the charge for a lead to a firm.
func chargeKey(leadID, partnerID int64) string {
	return "charge:" + strconv.FormatInt(leadID, 10) + ":" + strconv.FormatInt(partnerID, 10)
}

// lockPartner takes the firm's row lock until tx ends, on PostgreSQL
// (SQLite's write transactions are one at a time already), and reads its
// balance and holds as they are under the lock.
func (s *Store) lockPartner(ctx context.Context, q querier, partnerID int64) (balance, held int64, err error) {
	query := `SELECT balance_cents, held_cents FROM partners WHERE id = ?`
	if s.dialect == Postgres {
		query += ` FOR UPDATE`
	}
	err = s.queryRow(ctx, q, query, partnerID).Scan(&balance, &held)
	return balance, held, mapErr(err)
}

// charged reports whether the lead's charge to the firm is in the ledger.
func (s *Store) charged(ctx context.Context, q querier, leadID, partnerID int64) (bool, error) {
	var one int
	err := s.queryRow(ctx, q, `SELECT 1 FROM ledger_entries WHERE idempotency_key = ?`, chargeKey(leadID, partnerID)).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// holdPrice holds price against the firm for the lead, unless the lead
// is charged to it already or held (a second channel, a manual re-send).
// The caller holds the firm's lock on PostgreSQL when routing depends on
// the balance (routingCandidates); a manual send does not need it: the
// hold is one statement that adds to the summary.
func (s *Store) holdPrice(ctx context.Context, q querier, leadID, partnerID, price int64) error {
	if price <= 0 {
		return nil
	}
	if done, err := s.charged(ctx, q, leadID, partnerID); err != nil || done {
		return err
	}
	res, err := s.exec(ctx, q, `INSERT INTO billing_holds (lead_id, partner_id, amount_cents, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (lead_id, partner_id) DO NOTHING`, leadID, partnerID, price, s.now())
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	_, err = s.exec(ctx, q, `UPDATE partners SET held_cents = held_cents + ? WHERE id = ?`, price, partnerID)
	return err
}

// releaseHold drops the lead's hold on the firm, if it has one, and
// gives its amount back to the firm's available balance.
func (s *Store) releaseHold(ctx context.Context, q querier, leadID, partnerID int64) (int64, error) {
	var amount int64
	err := s.queryRow(ctx, q, `DELETE FROM billing_holds WHERE lead_id = ? AND partner_id = ? RETURNING amount_cents`, leadID, partnerID).Scan(&amount)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	_, err = s.exec(ctx, q, `UPDATE partners SET held_cents = held_cents - ? WHERE id = ?`, amount, partnerID)
	return amount, err
}

// releaseLeadHolds drops every hold of a lead that is going away (the
// operator deletes it), so no firm's available balance stays short.
func (s *Store) releaseLeadHolds(ctx context.Context, q querier, leadID int64) error {
	return s.releaseHoldsOf(ctx, q, leadID, `SELECT partner_id FROM billing_holds WHERE lead_id = ?`)
}

// releaseUndelivered releases the lead's holds on firms none of whose
// deliveries of it is still pending or delivered: every channel ended
// failed or dead (or was cancelled by an erasure).
func (s *Store) releaseUndelivered(ctx context.Context, q querier, leadID int64) error {
	return s.releaseHoldsOf(ctx, q, leadID, `SELECT h.partner_id FROM billing_holds h WHERE h.lead_id = ? AND NOT EXISTS (
		SELECT 1 FROM deliveries d JOIN outbox o ON o.id = d.outbox_id
		WHERE d.lead_id = h.lead_id AND d.partner_id = h.partner_id AND o.status IN ('pending', 'sent'))`)
}

// releaseHoldsOf releases the lead's holds on the firms query (of the
// lead's id) selects.
func (s *Store) releaseHoldsOf(ctx context.Context, q querier, leadID int64, query string) error {
	rows, err := s.query(ctx, q, query, leadID)
	if err != nil {
		return err
	}
	partners, err := collect(rows, scanID)
	if err != nil {
		return err
	}
	for _, p := range partners {
		if _, err := s.releaseHold(ctx, q, leadID, p); err != nil {
			return err
		}
	}
	return nil
}

// chargeDelivered charges the firm for the lead, its first delivery
// having reached it: the hold becomes a charge entry of price, once. The
// firm's row is locked first, so a second channel delivered at the same
// moment on another instance waits and then finds the charge. The entry
// is dated now, the delivery's result (demo-data records results at the
// times of its stories).
func (s *Store) chargeDelivered(ctx context.Context, q querier, leadID, partnerID, price int64, now time.Time) error {
	before, _, err := s.lockPartner(ctx, q, partnerID)
	if err != nil {
		return err
	}
	if done, err := s.charged(ctx, q, leadID, partnerID); err != nil || done {
		return err
	}
	if _, err := s.releaseHold(ctx, q, leadID, partnerID); err != nil {
		return err
	}
	var ref string
	if err := s.queryRow(ctx, q, `SELECT COALESCE(reference, '') FROM leads WHERE id = ?`, leadID).Scan(&ref); err != nil {
		return err
	}
	after, err := s.appendLedger(ctx, q, ledgerRow{LeadID: leadID, LeadReference: ref, At: now,
		NewLedgerEntry: NewLedgerEntry{PartnerID: partnerID, Kind: LedgerCharge, AmountCents: -price, Key: chargeKey(leadID, partnerID)}})
	if err != nil {
		return err
	}
	return s.tellLowBalance(ctx, q, partnerID, before, after.BalanceAfterCents)
}

// tellLowBalance queues the low-balance mail when a prepaid firm's
// balance went from at or above its threshold to under it.
func (s *Store) tellLowBalance(ctx context.Context, q querier, partnerID, before, after int64) error {
	var mode string
	var threshold int64
	if err := s.queryRow(ctx, q, `SELECT billing_mode, low_balance_cents FROM partners WHERE id = ?`, partnerID).Scan(&mode, &threshold); err != nil {
		return err
	}
	if billing.Mode(mode) != billing.Prepaid || !billing.FellBelow(before, after, threshold) {
		return nil
	}
	payload, err := json.Marshal(LowBalancePayload{PartnerID: partnerID, BalanceCents: after, ThresholdCents: threshold})
	if err != nil {
		return err
	}
	// One mail per fall: the key names the balance it fell to, so a
	// charge recorded again (it is not: charges are once) or the same
	// fall seen twice queues nothing new.
	return s.enqueue(ctx, q, Outgoing{Kind: KindLowBalance, Payload: payload,
		Key: "low-balance-" + strconv.FormatInt(partnerID, 10) + "-" + strconv.FormatInt(after, 10)})
}

// ledgerRow is an entry about to be appended: an operator's, or the
// system's charge or credit for a lead.
type ledgerRow struct {
	NewLedgerEntry
	LeadID        int64 // 0: none
	LeadReference string
	At            time.Time // zero: now
}

// appendLedger appends an entry and moves the firm's balance by its
// amount, in tx: the balance moves and is read in one statement, so two
// entries of one firm at once each see the other's. ErrNotFound for an
// unknown firm, ErrConflict for a key used before.
func (s *Store) appendLedger(ctx context.Context, q querier, r ledgerRow) (LedgerEntry, error) {
	var balance int64
	err := s.queryRow(ctx, q, `UPDATE partners SET balance_cents = balance_cents + ? WHERE id = ? RETURNING balance_cents`,
		r.AmountCents, r.PartnerID).Scan(&balance)
	if err != nil {
		return LedgerEntry{}, mapErr(err)
	}
	var by, lead any
	if r.CreatedBy != 0 {
		by = r.CreatedBy
	}
	if r.LeadID != 0 {
		lead = r.LeadID
	}
	id, err := s.insert(ctx, q, `INSERT INTO ledger_entries (partner_id, kind, amount_cents, balance_after_cents, lead_id, lead_reference,
		method, reference, note, idempotency_key, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		r.PartnerID, r.Kind, r.AmountCents, balance, lead, r.LeadReference, r.Method, r.Reference, r.Note, r.Key, by, cmp.Or(r.At, s.now()))
	if err != nil {
		return LedgerEntry{}, err
	}
	e, err := scanLedgerEntry(s.queryRow(ctx, q, `SELECT `+ledgerColumns+` FROM ledger_entries WHERE id = ?`, id))
	return e, mapErr(err)
}

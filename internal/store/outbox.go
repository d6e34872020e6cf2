package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"
)

// Outgoing is something that must leave the product (a mail; later a
// delivery or a partner event), written to the outbox in the transaction of
// the event that causes it.
type Outgoing struct {
	Kind string
	// Key is stable across attempts, so a receiver can recognise a repeat.
	Key     string
	Payload []byte // JSON, shaped by Kind
	// GiveUpAt, when set, is when retrying stops (a delivery: 24 hours);
	// otherwise the worker's attempt count bounds it.
	GiveUpAt time.Time
}

// OutboxItem is an outbox row claimed by a worker.
type OutboxItem struct {
	ID       int64
	Kind     string
	Key      string
	Payload  []byte
	Attempts int // including the current one
	GiveUpAt time.Time
}

// Outbox statuses: pending until handled; then sent, logged (no transport
// configured, the message went to the log), failed (refused for good) or
// dead (retried until the attempts or the time ran out).
const (
	OutboxPending = "pending"
	OutboxSent    = "sent"
	OutboxLogged  = "logged"
	OutboxFailed  = "failed"
	OutboxDead    = "dead"
)

// enqueue writes o to the outbox inside q (the event's own transaction).
func (s *Store) enqueue(ctx context.Context, q querier, o Outgoing) error {
	_, err := s.enqueueID(ctx, q, o)
	return err
}

// enqueueID is enqueue that returns the new row's id.
func (s *Store) enqueueID(ctx context.Context, q querier, o Outgoing) (int64, error) {
	return s.enqueueAt(ctx, q, o, s.now())
}

// enqueueAt is enqueueID for an event that happened at now: the row is
// written as created, and due, then (a lead's deliveries take its time).
func (s *Store) enqueueAt(ctx context.Context, q querier, o Outgoing, now time.Time) (int64, error) {
	var giveUp any
	if !o.GiveUpAt.IsZero() {
		giveUp = o.GiveUpAt.UTC()
	}
	return s.insert(ctx, q, `INSERT INTO outbox (kind, idempotency_key, payload, next_attempt_at, give_up_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
		o.Kind, o.Key, string(o.Payload), now, giveUp, now)
}

// Enqueue writes o to the outbox on its own.
func (s *Store) Enqueue(ctx context.Context, o Outgoing) error { return s.enqueue(ctx, s.db, o) }

// ClaimOutbox leases up to limit due items to worker for lease. An item
// whose lease ran out (its worker died mid-send) is due again. On
// PostgreSQL, SKIP LOCKED lets several instances claim side by side without
// ever taking the same row; SQLite's writers are serialized anyway.
func (s *Store) ClaimOutbox(ctx context.Context, worker string, limit int, lease time.Duration) ([]OutboxItem, error) {
	now := s.now()
	// Look before taking the write lock: a worker woken for every new lead
	// mostly finds nothing due (a lead with no partner queues nothing), and
	// on SQLite an empty claim would still make lead writes wait.
	var due int
	if err := s.queryRow(ctx, s.db, `SELECT COUNT(*) FROM (SELECT 1 FROM outbox
		WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?) LIMIT 1) due`, now, now).Scan(&due); err != nil {
		return nil, err
	}
	if due == 0 {
		return nil, nil
	}
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	rows, err := s.query(ctx, s.lax, `UPDATE outbox SET locked_by = ?, locked_until = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM outbox
			WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
			ORDER BY next_attempt_at, id LIMIT ?`+lock+`)
		RETURNING id, kind, idempotency_key, payload, attempts, give_up_at`,
		worker, now.Add(lease), now, now, limit)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (OutboxItem, error) {
		var it OutboxItem
		var payload string
		var giveUp sql.NullTime
		err := r.Scan(&it.ID, &it.Kind, &it.Key, &payload, &it.Attempts, &giveUp)
		it.Payload, it.GiveUpAt = []byte(payload), giveUp.Time
		return it, err
	})
}

// ReleaseLeases makes the pending items worker holds due again: worker is
// starting, so whatever it held died with its previous process.
func (s *Store) ReleaseLeases(ctx context.Context, worker string) (int64, error) {
	res, err := s.exec(ctx, s.lax, `UPDATE outbox SET locked_until = NULL WHERE locked_by = ? AND status = 'pending' AND locked_until IS NOT NULL`, worker)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// ErrLeaseLost means another worker holds the item now: this worker's lease
// ran out before it reported.
var ErrLeaseLost = errors.New("outbox lease lost")

// OutboxResult is the outcome of one attempt: a final Status (sent,
// logged, failed, dead) or OutboxPending to try again at NextAttemptAt.
type OutboxResult struct {
	ID            int64
	Status        string
	Error         string
	NextAttemptAt time.Time
	// Keep, when not nil, replaces the stored payload, so secrets a message
	// carried (a reset link) do not outlive its sending.
	Keep []byte
}

// RecordOutbox records what worker did with the items it claimed, all in
// one transaction (one commit for a whole batch). An item whose lease
// worker lost to another is left alone and listed in lost.
func (s *Store) RecordOutbox(ctx context.Context, worker string, results []OutboxResult) (lost []int64, err error) {
	err = s.inTxOn(ctx, s.lax, func(tx *sql.Tx) error {
		lost, err = s.recordOutboxTx(ctx, tx, false, worker, results, s.now())
		return err
	})
	return lost, err
}

// recordOutboxTx is RecordOutbox inside tx, at now: every change of an
// outbox row's status goes through here. cached says tx belongs to s.db,
// whose statement cache it may use; RecordOutbox's own transaction is on
// s.lax and must run its statements on the tx directly (see prepared).
func (s *Store) recordOutboxTx(ctx context.Context, tx *sql.Tx, cached bool, worker string, results []OutboxResult, now time.Time) ([]int64, error) {
	q := querier(laxTx{tx})
	if cached {
		q = tx
	}
	// A delivery's status is counted in the summaries, which follow it in
	// this transaction, and settles its price (settleDelivery).
	var leadIDs []int64
	deliveries := make([]deliveryMoney, len(results))
	for i, r := range results {
		var d deliveryMoney
		err := s.queryRow(ctx, q, `SELECT lead_id, partner_id, price_cents FROM deliveries WHERE outbox_id = ?`, r.ID).Scan(&d.leadID, &d.partnerID, &d.price)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		leadIDs = append(leadIDs, d.leadID)
		deliveries[i] = d
	}
	var lost []int64
	err := s.refreshLeads(ctx, q, leadIDs, func() error {
		var err error
		if lost, err = s.recordOutboxResults(ctx, tx, cached, worker, results, now); err != nil {
			return err
		}
		// Settled firm by firm in id order: each settlement locks its firm's
		// row, and two instances recording batches at once must take those
		// locks in one order, or each could wait for the other.
		var settle []int
		for i, r := range results {
			if deliveries[i].leadID != 0 && !slices.Contains(lost, r.ID) {
				settle = append(settle, i)
			}
		}
		slices.SortStableFunc(settle, func(a, b int) int {
			return cmp.Or(cmp.Compare(deliveries[a].partnerID.Int64, deliveries[b].partnerID.Int64), cmp.Compare(deliveries[a].leadID, deliveries[b].leadID))
		})
		for _, i := range settle {
			if err := s.settleDelivery(ctx, q, deliveries[i], results[i].Status, now); err != nil {
				return err
			}
		}
		return nil
	})
	return lost, err
}

// deliveryMoney is what a delivery's outcome settles: the lead's price to
// the firm (invalid: sent before billing, or the firm was deleted).
type deliveryMoney struct {
	leadID    int64
	partnerID sql.NullInt64
	price     sql.NullInt64
}

// settleDelivery follows a delivery's new status with the firm's money:
// delivered charges the lead (once per lead and firm); failed or dead
// releases the hold when no other delivery of the lead to the firm may
// still reach it. A free lead settles nothing (decision 048).
func (s *Store) settleDelivery(ctx context.Context, q querier, d deliveryMoney, status string, now time.Time) error {
	if !d.partnerID.Valid || !d.price.Valid || d.price.Int64 <= 0 {
		return nil
	}
	switch status {
	case OutboxSent:
		return s.chargeDelivered(ctx, q, d.leadID, d.partnerID.Int64, d.price.Int64, now)
	case OutboxFailed, OutboxDead:
		return s.releaseUndelivered(ctx, q, d.leadID)
	}
	return nil
}

// recordOutboxResults writes results inside tx (recordOutboxTx).
func (s *Store) recordOutboxResults(ctx context.Context, tx *sql.Tx, cached bool, worker string, results []OutboxResult, now time.Time) ([]int64, error) {
	var lost []int64
	for _, r := range results {
		set, args := "status = ?, done_at = ?, locked_until = NULL, last_error = ?", []any{r.Status, now, clip(r.Error, 1000)}
		if r.Status == OutboxPending {
			set, args = "next_attempt_at = ?, locked_until = NULL, last_error = ?", []any{r.NextAttemptAt.UTC(), clip(r.Error, 1000)}
		}
		if r.Keep != nil {
			set += ", payload = ?"
			args = append(args, string(r.Keep))
		}
		args = append(args, r.ID, worker)
		// status || '': PostgreSQL, whose statistics say few rows are
		// pending, otherwise looks the row up by outbox_due (status,
		// next_attempt_at) and walks every pending entry, the dead ones
		// of this transaction's earlier updates included, instead of
		// taking the primary key: with a backlog, or thousands of results
		// in one transaction, a cost per result that grew with them.
		query := "UPDATE outbox SET " + set + " WHERE id = ? AND locked_by = ? AND status || '' = 'pending'"
		var res sql.Result
		var err error
		if cached {
			res, err = s.exec(ctx, tx, query, args...)
		} else {
			res, err = tx.ExecContext(ctx, s.rebind(query), args...)
		}
		if err != nil {
			return nil, err
		}
		if n, err := res.RowsAffected(); err != nil {
			return nil, err
		} else if n == 0 {
			lost = append(lost, r.ID)
		}
	}
	return lost, nil
}

// FinishOutbox records one outcome (RecordOutbox of one); ErrLeaseLost
// when worker no longer holds the item.
func (s *Store) FinishOutbox(ctx context.Context, id int64, worker, status, lastError string, payload []byte) error {
	lost, err := s.RecordOutbox(ctx, worker, []OutboxResult{{ID: id, Status: status, Error: lastError, Keep: payload}})
	if err == nil && len(lost) > 0 {
		return ErrLeaseLost
	}
	return err
}

// OutboxEntry is an outbox row as an operator or a test sees it.
type OutboxEntry struct {
	ID        int64
	Kind      string
	Key       string
	Payload   []byte
	Status    string
	Attempts  int
	LastError string
	CreatedAt time.Time
	DoneAt    *time.Time
}

// OutboxEntries lists the outbox of kind, newest first, at most limit rows.
func (s *Store) OutboxEntries(ctx context.Context, kind string, limit int) ([]OutboxEntry, error) {
	rows, err := s.query(ctx, s.db, `SELECT id, kind, idempotency_key, payload, status, attempts, last_error, created_at, done_at
		FROM outbox WHERE kind = ? ORDER BY id DESC LIMIT ?`, kind, limit)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (OutboxEntry, error) {
		var e OutboxEntry
		var payload string
		var done sql.NullTime
		err := r.Scan(&e.ID, &e.Kind, &e.Key, &payload, &e.Status, &e.Attempts, &e.LastError, &e.CreatedAt, &done)
		e.Payload = []byte(payload)
		if done.Valid {
			e.DoneAt = &done.Time
		}
		return e, err
	})
}

// clip shortens s to at most n bytes without splitting a UTF-8 sequence.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}
